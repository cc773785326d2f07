import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Queue } from '../../../types/api';

export const queuesQueryKey = ['queues'] as const;

export const getQueues = () => api.get<Queue[]>('/queue');

export const queuesQueryOptions = () => queryOptions({ queryKey: queuesQueryKey, queryFn: getQueues });

export const useQueues = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...queuesQueryOptions(), enabled: options.enabled ?? true });
