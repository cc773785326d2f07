import type { TicketPage, TicketStatus } from '@domain/tickets/schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ticketsQueryKey = ['tickets'] as const;
export const ticketListsQueryKey = [...ticketsQueryKey, 'list'] as const;

/** One list of the workspace: a status tab, or the search tab (no status) with its filters. */
export interface TicketListFilter {
  status?: TicketStatus;
  searchParam?: string;
  tags?: string[];
  users?: string[];
  /** The selected queues; absent when the user has none to choose from (every queue). */
  queueIds?: string[];
  showAll: boolean;
}

const PAGE_SIZE = 40;

/** The spec's list filters travel as JSON lists in the query string. */
const jsonList = (ids: string[] | undefined) => (ids && ids.length > 0 ? JSON.stringify(ids) : undefined);

export const getTickets = (filter: TicketListFilter, cursor: string | undefined) =>
  api.get<TicketPage>('/tickets', {
    query: {
      status: filter.status,
      searchParam: filter.searchParam || undefined,
      showAll: filter.showAll,
      queueIds: filter.queueIds ? JSON.stringify(filter.queueIds) : undefined,
      tags: jsonList(filter.tags),
      users: jsonList(filter.users),
      cursor,
      limit: PAGE_SIZE,
    },
  });

export const ticketListQueryKey = (filter: TicketListFilter) => [...ticketListsQueryKey, filter] as const;

export const ticketsQueryOptions = (filter: TicketListFilter) =>
  infiniteQueryOptions({
    queryKey: ticketListQueryKey(filter),
    queryFn: ({ pageParam }) => getTickets(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.cursor : undefined),
    // Lists are kept live by events only while the workspace is open: coming back to it refetches them.
    staleTime: 0,
  });

export const useTickets = (filter: TicketListFilter) => useInfiniteQuery(ticketsQueryOptions(filter));
