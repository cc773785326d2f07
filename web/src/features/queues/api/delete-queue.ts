import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queuesQueryKey } from './get-queues';

export const deleteQueue = (id: string) => api.delete(`/queue/${id}`);

export function useDeleteQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesQueryKey }),
  });
}
