import type { MessageEvent } from '@domain/messages/schema';
import type { Ticket, TicketEvent, TicketPage } from '@domain/tickets/schema';
import type { InfiniteData } from '@tanstack/react-query';
import type { TicketListFilter } from './api/get-tickets';

/**
 * Spec 1 §4 "Live list rules", applied to a cached list (its pages as react-query holds them). Every function
 * returns the same object when nothing changes, so an event about another list re-renders nothing.
 */
export type TicketPages = InfiniteData<TicketPage, unknown>;

/** Whether a ticket belongs in a status list: its status, its owner (or show-all), a selected queue. */
export function belongsToList(ticket: Ticket, filter: TicketListFilter, userId: string): boolean {
  if (!filter.status || ticket.status !== filter.status) return false;
  const mineOrFree = !ticket.userId || ticket.userId === userId || filter.showAll;
  const queueSelected = !ticket.queueId || !filter.queueIds || filter.queueIds.includes(ticket.queueId);
  return mineOrFree && queueSelected;
}

/** The tickets of the loaded pages in order, each once (a ticket moved up may be fetched again further down). */
export function ticketsOf(data: TicketPages | undefined): Ticket[] {
  const seen = new Set<string>();
  const tickets: Ticket[] = [];
  for (const page of data?.pages ?? []) {
    for (const ticket of page.tickets) {
      if (seen.has(ticket.id)) continue;
      seen.add(ticket.id);
      tickets.push(ticket);
    }
  }
  return tickets;
}

export function applyTicketEvent(
  data: TicketPages | undefined,
  filter: TicketListFilter,
  event: TicketEvent,
  userId: string,
): TicketPages | undefined {
  switch (event.action) {
    case 'update':
      return placeTicket(data, filter, event.ticket, userId, false);
    case 'delete':
      return removeTicket(data, event.ticketId);
    case 'updateUnread':
      return patchTicket(data, event.ticketId, (ticket) => ({ ...ticket, unreadMessages: 0 }));
  }
}

/** A new message brings its ticket (with the new lastMessage and unread count) to the top of its list. */
export function applyMessageEvent(
  data: TicketPages | undefined,
  filter: TicketListFilter,
  event: MessageEvent,
  userId: string,
): TicketPages | undefined {
  if (event.action !== 'create') return data;
  return placeTicket(data, filter, event.ticket, userId, true);
}

/**
 * Status lists add, replace or drop the ticket by the rules; the search list, whose text and tag filters only
 * the server can evaluate, just refreshes a ticket it already shows.
 */
function placeTicket(
  data: TicketPages | undefined,
  filter: TicketListFilter,
  ticket: Ticket,
  userId: string,
  toTop: boolean,
): TicketPages | undefined {
  if (!filter.status) return patchTicket(data, ticket.id, () => ticket);
  if (!belongsToList(ticket, filter, userId)) return removeTicket(data, ticket.id);
  if (!toTop && contains(data, ticket.id)) return patchTicket(data, ticket.id, () => ticket);
  return addOnTop(data, ticket);
}

function contains(data: TicketPages | undefined, ticketId: string): boolean {
  return Boolean(data?.pages.some((page) => page.tickets.some((ticket) => ticket.id === ticketId)));
}

function patchTicket(
  data: TicketPages | undefined,
  ticketId: string,
  change: (ticket: Ticket) => Ticket,
): TicketPages | undefined {
  if (!data || !contains(data, ticketId)) return data;
  const pages = data.pages.map((page) =>
    page.tickets.some((ticket) => ticket.id === ticketId)
      ? { ...page, tickets: page.tickets.map((ticket) => (ticket.id === ticketId ? change(ticket) : ticket)) }
      : page,
  );
  return { ...data, pages };
}

/** Drops the ticket; the badge count goes down when it was there. */
export function removeTicket(data: TicketPages | undefined, ticketId: string): TicketPages | undefined {
  if (!data || !contains(data, ticketId)) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    tickets: page.tickets.filter((ticket) => ticket.id !== ticketId),
  }));
  return withCount(pages, data, -1);
}

/** Puts the ticket first (moving it when it was further down); the count goes up only for a new one. */
function addOnTop(data: TicketPages | undefined, ticket: Ticket): TicketPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const wasThere = contains(data, ticket.id);
  const pages = data.pages.map((page, index) => {
    const others = page.tickets.filter((other) => other.id !== ticket.id);
    return { ...page, tickets: index === 0 ? [ticket, ...others] : others };
  });
  return withCount(pages, data, wasThere ? 0 : 1);
}

function withCount(pages: TicketPage[], data: TicketPages, delta: number): TicketPages {
  const [first, ...rest] = pages;
  if (!first || first.count === undefined || delta === 0) return { ...data, pages };
  return { ...data, pages: [{ ...first, count: Math.max(0, first.count + delta) }, ...rest] };
}
