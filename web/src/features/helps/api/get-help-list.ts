import type { Help } from '@domain/helps/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { helpsQueryKey } from './get-helps';

/** GET /helps/list: the /helps page's cards (every signed-in user). */
export const getHelpList = () => api.get<Help[]>('/helps/list', { toastErrors: false });

export const helpListQueryOptions = () => queryOptions({ queryKey: [...helpsQueryKey, 'list'], queryFn: getHelpList });

export const useHelpList = () => useQuery(helpListQueryOptions());
