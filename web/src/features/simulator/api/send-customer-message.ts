import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CustomerMessageInput } from '../simulator-types';
import { simulatorQueryKey } from './get-simulator-status';

/** A customer writes to the business: the message goes through the same ingestion as a real one. */
export const sendCustomerMessage = ({ connectionId, input }: { connectionId: string; input: CustomerMessageInput }) =>
  api.post<{ id: string }>(`/simulator/${connectionId}/messages`, input);

export function useSendCustomerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCustomerMessage,
    onSuccess: (_answer, { connectionId }) =>
      queryClient.invalidateQueries({ queryKey: [...simulatorQueryKey, connectionId] }),
  });
}
