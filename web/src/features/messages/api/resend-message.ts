import type { Message } from '@domain/messages/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceMessage, type MessagePages } from '../message-cache';
import { messagesQueryKey } from './get-messages';

/** "Reenviar": one of the user's messages marked not sent goes out again; the answer shows it pending. */
export const resendMessage = (messageId: string) => api.post<Message>(`/messages/${messageId}/resend`);

export function useResendMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: (message) =>
      queryClient.setQueryData<MessagePages>(messagesQueryKey(ticketId), (data) => replaceMessage(data, message)),
  });
}
