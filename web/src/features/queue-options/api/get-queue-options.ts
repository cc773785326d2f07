import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const queueOptionsQueryKey = (queueId: string) => ['queue-options', queueId] as const;

/** Every option of the queue in one call (no parentId): the editor builds the tree itself. */
export const getQueueOptions = (queueId: string) =>
  api.get<QueueOptionAnswer[]>('/queue-options', { query: { queueId } });

export const queueOptionsQueryOptions = (queueId: string) =>
  queryOptions({ queryKey: queueOptionsQueryKey(queueId), queryFn: () => getQueueOptions(queueId) });

export const useQueueOptions = (queueId: string) => useQuery({ ...queueOptionsQueryOptions(queueId), staleTime: 0 });
