import type { MessageEvent } from '@domain/messages/schema';
import type { Ticket, TicketEvent } from '@domain/tickets/schema';
import type { User } from '../../types/api';

export type NotifiedUser = Pick<User, 'id' | 'queues' | 'allTicket'>;

/**
 * Spec 1 §4 Notifications: only tickets that are unassigned or the user's, in the user's queues (or with no
 * queue), not groups, and not pending unless the user's allTicket is 'enable'. Never a closed ticket: the only
 * customer message that lands on one is a rating reply, which automation consumes.
 */
export function ticketConcernsUser(ticket: Ticket, user: NotifiedUser): boolean {
  if (ticket.isGroup || ticket.status === 'closed') return false;
  if (ticket.userId && ticket.userId !== user.id) return false;
  if (ticket.queueId && !user.queues.some((queue) => queue.id === ticket.queueId)) return false;
  return ticket.status !== 'pending' || user.allTicket === 'enable';
}

export interface ViewState {
  /** The ticket open in the conversation pane, if any. */
  viewingTicketId: string | undefined;
  windowFocused: boolean;
}

/**
 * A new customer message on a ticket that concerns the user raises the sound and the browser notification,
 * unless the user is looking at that very ticket in a focused window.
 */
export function shouldAlert(event: MessageEvent, user: NotifiedUser, view: ViewState): boolean {
  if (event.action !== 'create' || event.message.fromMe) return false;
  if (!ticketConcernsUser(event.ticket, user)) return false;
  return !(view.windowFocused && view.viewingTicketId === event.ticket.id);
}

/** The bell's list: tickets with unread messages that concern the user, most recent first. */
export function unreadTicketsOf(tickets: Ticket[], user: NotifiedUser): Ticket[] {
  return tickets.filter((ticket) => ticket.unreadMessages > 0 && ticketConcernsUser(ticket, user));
}

export function applyTicketEventToBell(list: Ticket[], event: TicketEvent, user: NotifiedUser): Ticket[] {
  if (event.action !== 'update') return without(list, event.ticketId);
  const { ticket } = event;
  if (ticket.unreadMessages === 0 || !ticketConcernsUser(ticket, user)) return without(list, ticket.id);
  return list.some((other) => other.id === ticket.id)
    ? list.map((other) => (other.id === ticket.id ? ticket : other))
    : list;
}

/** A customer's message puts its ticket at the top of the bell's list. */
export function applyMessageEventToBell(list: Ticket[], event: MessageEvent, user: NotifiedUser): Ticket[] {
  if (event.action !== 'create' || event.message.fromMe) return list;
  const { ticket } = event;
  if (ticket.unreadMessages === 0 || !ticketConcernsUser(ticket, user)) return without(list, ticket.id);
  return [ticket, ...list.filter((other) => other.id !== ticket.id)];
}

function without(list: Ticket[], ticketId: string): Ticket[] {
  return list.some((ticket) => ticket.id === ticketId) ? list.filter((ticket) => ticket.id !== ticketId) : list;
}
