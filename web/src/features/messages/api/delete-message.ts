import type { Message } from '@domain/messages/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceMessage, type MessagePages } from '../message-cache';
import { messagesQueryKey } from './get-messages';

/** Deletes one of the user's own messages for everyone; the answer is the message marked deleted. */
export const deleteMessage = (messageId: string) => api.delete<Message>(`/messages/${messageId}`);

export function useDeleteMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (message) =>
      queryClient.setQueryData<MessagePages>(messagesQueryKey(ticketId), (data) => replaceMessage(data, message)),
  });
}
