import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OptionInput } from '../option-form-values';
import type { OptionParent } from '../option-tree';
import { queueOptionsQueryKey } from './get-queue-options';

export interface QueueOptionChange {
  id: string;
  input: OptionInput & { parentId: OptionParent };
}

export const updateQueueOption = ({ id, input }: QueueOptionChange) =>
  api.put<QueueOptionAnswer>(`/queue-options/${id}`, input);

export function useUpdateQueueOption(queueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQueueOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueOptionsQueryKey(queueId) }),
  });
}
