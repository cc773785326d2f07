import type { QueueUpdate } from '@domain/queues/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Queue } from '../../../types/api';
import { queuesQueryKey } from './get-queues';

/** Only the fields sent change: the modal sends `schedules` only while its hours tab is shown. */
export const updateQueue = ({ id, input }: { id: string; input: QueueUpdate }) => api.put<Queue>(`/queue/${id}`, input);

export function useUpdateQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesQueryKey }),
  });
}
