import type { Chat, ChatMessage } from '@domain/chats/schema';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatsQueryKey } from './chat-list';

export interface ChatInput {
  title: string;
  users: string[];
}

export const chatQueryKey = (id: string) => [...chatsQueryKey, 'one', id] as const;
export const chatMessagesQueryKey = (id: string) => [...chatsQueryKey, 'messages', id] as const;

export const useChat = (id: string | undefined) =>
  useQuery({ queryKey: chatQueryKey(id ?? ''), queryFn: () => api.get<Chat>(`/chats/${id}`), enabled: !!id });

interface MessagesPage {
  records: ChatMessage[];
  hasMore: boolean;
}

/** Page 1 holds the newest messages; older pages follow as the user scrolls up. */
export const useChatMessages = (id: string | undefined) =>
  useInfiniteQuery({
    queryKey: chatMessagesQueryKey(id ?? ''),
    queryFn: ({ pageParam }) =>
      api.get<MessagesPage>(`/chats/${id}/messages`, { query: { pageNumber: String(pageParam) } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: !!id,
  });

export function useSaveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ChatInput }) =>
      id ? api.put<Chat>(`/chats/${id}`, input) : api.post<Chat>('/chats', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  });
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/chats/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  });
}

export const sendChatMessage = (id: string, message: string) =>
  api.post<ChatMessage>(`/chats/${id}/messages`, { message });

/** Chat calls fail silently (spec 3 §8): a read that did not go through is retried on the next open. */
export const markChatRead = (id: string) =>
  api.post<Chat>(`/chats/${id}/read`, {}, { toastErrors: false }).catch(() => undefined);
