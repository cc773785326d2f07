import type { MessageEvent } from '@domain/messages/schema';
import type { Ticket, TicketEvent } from '@domain/tickets/schema';
import type { QueryClient } from '@tanstack/react-query';
import { applyLiveUpdate } from '../../lib/live-update';
import { ticketQueryKey } from './api/get-ticket';
import { ticketListsQueryKey, type TicketListFilter } from './api/get-tickets';
import { applyMessageEvent, applyTicketEvent, type TicketPages } from './ticket-list-rules';

type ListChange = (data: TicketPages | undefined, filter: TicketListFilter) => TicketPages | undefined;

/** Runs a change over every cached ticket list, each with the filter its key was made from. */
function changeLists(queryClient: QueryClient, change: ListChange): void {
  for (const [queryKey, data] of queryClient.getQueriesData<TicketPages>({ queryKey: ticketListsQueryKey })) {
    const filter = queryKey[2] as TicketListFilter | undefined;
    if (!filter) continue;
    const next = change(data, filter);
    if (next !== data) applyLiveUpdate(queryClient, queryKey, () => next);
  }
}

/** A ticket event applied to the lists and to the opened ticket. */
export function applyTicketEventToCache(queryClient: QueryClient, event: TicketEvent, userId: string): void {
  changeLists(queryClient, (data, filter) => applyTicketEvent(data, filter, event, userId));
  if (event.action === 'update') {
    applyLiveUpdate<Ticket>(queryClient, ticketQueryKey(event.ticket.id), (current) =>
      current ? event.ticket : current,
    );
  } else if (event.action === 'updateUnread') {
    applyLiveUpdate<Ticket>(queryClient, ticketQueryKey(event.ticketId), (current) =>
      current ? { ...current, unreadMessages: 0 } : current,
    );
  } else {
    queryClient.removeQueries({ queryKey: ticketQueryKey(event.ticketId) });
  }
}

export function applyMessageEventToCache(queryClient: QueryClient, event: MessageEvent, userId: string): void {
  if (event.action !== 'create') return;
  changeLists(queryClient, (data, filter) => applyMessageEvent(data, filter, event, userId));
  applyLiveUpdate<Ticket>(queryClient, ticketQueryKey(event.ticket.id), (current) =>
    current ? event.ticket : current,
  );
}
