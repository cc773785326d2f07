import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from './get-messages';

interface DeleteInput {
  connectionId: string;
  number: string;
  messageId: string;
}

/** The customer deletes a message they sent, for everyone. */
export const deleteCustomerMessage = ({ connectionId, number, messageId }: DeleteInput) =>
  api.delete(`/simulator/${connectionId}/messages/${messageId}`, { query: { number } });

export function useDeleteCustomerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomerMessage,
    onSuccess: (_answer, { connectionId, number }) =>
      queryClient.invalidateQueries({ queryKey: messagesQueryKey(connectionId, number) }),
  });
}
