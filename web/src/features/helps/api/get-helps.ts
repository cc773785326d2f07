import type { Help } from '@domain/helps/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every help query starts with this key: a change refreshes the tab's list and the page's alike. */
export const helpsQueryKey = ['helps'] as const;

/** GET /helps: the Ajuda tab's list (super users). A failure shows the spec's text in the tab, not a toast. */
export const getHelps = () => api.get<Help[]>('/helps', { toastErrors: false });

export const helpsQueryOptions = () => queryOptions({ queryKey: helpsQueryKey, queryFn: getHelps });

export const useHelps = () => useQuery(helpsQueryOptions());
