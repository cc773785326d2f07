import type { Message } from '@domain/messages/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { insertMessage, type MessagePages } from '../message-cache';
import { messagesQueryKey } from './get-messages';

/** A text (optionally replying to a message), or files with an optional caption. */
export type OutgoingMessage = { body: string; quotedMsgId?: string } | { files: File[]; caption?: string };

function requestBody(message: OutgoingMessage): unknown {
  if ('body' in message) {
    return { body: message.body, quotedMsg: message.quotedMsgId ? { id: message.quotedMsgId } : undefined };
  }
  const form = new FormData();
  message.files.forEach((file) => form.append('medias', file, file.name));
  if (message.caption) form.append('body', message.caption);
  return form;
}

export const sendMessage = (ticketId: string, message: OutgoingMessage) =>
  api.post<{ messages: Message[] }>(`/messages/${ticketId}`, requestBody(message));

/** The stored messages (ack 0) join the conversation at once; their acks arrive later as update events. */
export function useSendMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => sendMessage(ticketId, message),
    onSuccess: ({ messages }) =>
      queryClient.setQueryData<MessagePages>(messagesQueryKey(ticketId), (data) =>
        messages.reduce(insertMessage, data),
      ),
  });
}
