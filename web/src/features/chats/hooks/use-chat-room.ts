import type { Chat, ChatMessage } from '@domain/chats/schema';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { chatMessagesQueryKey, markChatRead } from '../api/chats';

type Pages = InfiniteData<{ records: ChatMessage[]; hasMore: boolean }, number>;

/** Adds a message to the newest page unless it is there already (the sender gets its own event too). */
export function addMessage(queryClient: ReturnType<typeof useQueryClient>, chatId: string, message: ChatMessage) {
  queryClient.setQueryData<Pages>(chatMessagesQueryKey(chatId), (data) => {
    if (!data || data.pages.some((page) => page.records.some((known) => known.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, records: [...newest!.records, message] }, ...older] };
  });
}

/**
 * The open chat (`company-<id>-chat-<chatId>`): new messages join the conversation as they come, and the chat is
 * marked read when opened and on each message of another member while it is open.
 */
export function useChatRoom(companyId: string, userId: string, chatId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (chatId) void markChatRead(chatId);
  }, [chatId]);
  useSocketEvent(chatId ? `company-${companyId}-chat-${chatId}` : undefined, (payload) => {
    const event = payload as { action?: string; newMessage?: ChatMessage; chat?: Chat } | undefined;
    if (event?.action !== 'new-message' || !event.newMessage || !chatId) return;
    addMessage(queryClient, chatId, event.newMessage);
    if (event.newMessage.senderId !== userId) void markChatRead(chatId);
  });
}
