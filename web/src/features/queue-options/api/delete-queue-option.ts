import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queueOptionsQueryKey } from './get-queue-options';

/** The server removes the option's whole subtree with it. */
export const deleteQueueOption = (id: string) => api.delete(`/queue-options/${id}`);

export function useDeleteQueueOption(queueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQueueOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueOptionsQueryKey(queueId) }),
  });
}
