import type { QuickMessageAnswer as QuickMessage } from '@domain/quick-messages/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const quickMessagesListQueryKey = ['quick-messages', 'list'] as const;

/** The quick replies the user may use (the company's general ones and their own). */
export const getQuickMessagesList = () => api.get<QuickMessage[]>('/quick-messages/list');

export const quickMessagesListQueryOptions = () =>
  queryOptions({ queryKey: quickMessagesListQueryKey, queryFn: getQuickMessagesList });

export const useQuickMessagesList = (enabled: boolean) => useQuery({ ...quickMessagesListQueryOptions(), enabled });
