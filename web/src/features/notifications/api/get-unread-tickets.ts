import type { Ticket, TicketPage } from '@domain/tickets/schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unreadTicketsQueryKey = ['notifications', 'tickets'] as const;

/** The bell starts from the first page of tickets with unread messages; events keep it current after that. */
export const getUnreadTickets = () =>
  api
    .get<TicketPage>('/tickets', { query: { withUnreadMessages: true, showAll: false, limit: 100 } })
    .then((page) => page.tickets);

export const unreadTicketsQueryOptions = () =>
  queryOptions<Ticket[]>({ queryKey: unreadTicketsQueryKey, queryFn: getUnreadTickets, staleTime: Infinity });
