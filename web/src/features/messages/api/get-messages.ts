import type { MessagePage } from '@domain/messages/schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const messagesQueryKey = (ticketId: string) => ['messages', ticketId] as const;

/** One page of the contact's history on the ticket's connection, newest first; `cursor` names the next older page. */
export const getMessages = (ticketId: string, cursor: string | undefined) =>
  api.get<MessagePage>(`/messages/${ticketId}`, { query: { cursor } });

export const messagesQueryOptions = (ticketId: string) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(ticketId),
    queryFn: ({ pageParam }) => getMessages(ticketId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.cursor : undefined),
    // Opening a conversation always reads it fresh: the first page also marks it read for its user.
    staleTime: 0,
  });

export const useMessages = (ticketId: string) => useInfiniteQuery(messagesQueryOptions(ticketId));
