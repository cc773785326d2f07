import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from './get-messages';

interface EditInput {
  connectionId: string;
  number: string;
  messageId: string;
  body: string;
}

/** The customer edits a message they sent. */
export const editCustomerMessage = ({ connectionId, number, messageId, body }: EditInput) =>
  api.put(`/simulator/${connectionId}/messages/${messageId}`, { number, body });

export function useEditCustomerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCustomerMessage,
    onSuccess: (_answer, { connectionId, number }) =>
      queryClient.invalidateQueries({ queryKey: messagesQueryKey(connectionId, number) }),
  });
}
