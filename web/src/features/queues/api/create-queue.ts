import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Queue } from '../../../types/api';
import type { QueueInput } from '../queue-form-values';
import { queuesQueryKey } from './get-queues';

export const createQueue = (input: QueueInput) => api.post<Queue>('/queue', input);

export function useCreateQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesQueryKey }),
  });
}
