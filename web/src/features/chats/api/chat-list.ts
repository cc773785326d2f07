import type { Chat } from '@domain/chats/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the internal chat starts with this key: a chat event refreshes them all. */
export const chatsQueryKey = ['chats'] as const;
export const chatListQueryKey = [...chatsQueryKey, 'list'] as const;

interface ChatPage {
  records: Chat[];
  count: number;
  hasMore: boolean;
}

/** GET /chats, page after page (a user is in tens of chats): the list, most recent first. */
async function getChatList(): Promise<Chat[]> {
  const chats: Chat[] = [];
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const page = await api.get<ChatPage>('/chats', { query: { pageNumber: String(pageNumber) } });
    chats.push(...page.records);
    if (!page.hasMore) break;
  }
  return chats;
}

export const chatListQueryOptions = () => queryOptions({ queryKey: chatListQueryKey, queryFn: getChatList });

/** The user's chats; `enabled` is off where the plan has no internal chat. */
export const useChatList = (enabled = true) => useQuery({ ...chatListQueryOptions(), enabled });

export const unreadsOf = (chat: Chat, userId: string) =>
  chat.users.find((member) => member.userId === userId)?.unreads ?? 0;

/** The user's chats and their unread messages in all of them (the top bar's count, the menu's dot). */
export function useChatUnreads(userId: string, enabled: boolean) {
  const chats = useChatList(enabled).data ?? [];
  return { chats, unreads: chats.reduce((sum, chat) => sum + unreadsOf(chat, userId), 0) };
}
