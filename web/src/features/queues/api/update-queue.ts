import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Queue } from '../../../types/api';
import type { QueueInput } from '../queue-form-values';
import { queuesQueryKey } from './get-queues';

export const updateQueue = ({ id, input }: { id: string; input: QueueInput }) => api.put<Queue>(`/queue/${id}`, input);

export function useUpdateQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesQueryKey }),
  });
}
