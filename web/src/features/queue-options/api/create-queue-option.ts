import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OptionInput } from '../option-form-values';
import type { OptionParent } from '../option-tree';
import { queueOptionsQueryKey } from './get-queue-options';

export interface NewQueueOption extends OptionInput {
  queueId: string;
  parentId: OptionParent;
}

export const createQueueOption = (input: NewQueueOption) => api.post<QueueOptionAnswer>('/queue-options', input);

export function useCreateQueueOption(queueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQueueOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueOptionsQueryKey(queueId) }),
  });
}
