import type { Tag, TagRef } from '@domain/tags/schema';
import type { Ticket, TicketEvent } from '@domain/tickets/schema';

/** The lane of the tickets with no kanban tag ('Em aberto'). */
export const OPEN_LANE = 'open';

export interface Lane {
  /** OPEN_LANE, or the lane's tag id. */
  id: string;
  tag: Pick<Tag, 'id' | 'name' | 'color'> | null;
  tickets: Ticket[];
}

/** The tickets a board shows: open and pending ones of the selected queues (all of them when none is selected). */
export interface BoardFilter {
  queueIds: string[] | undefined;
}

/**
 * Spec 2 §2: 'Em aberto' holds the tickets with no kanban tag, then one lane per kanban tag with the tickets that
 * carry it. A ticket that carries only other tags stays in 'Em aberto' (moving it there takes off only kanban
 * tags, so it must not vanish from the board); one with two kanban tags shows in both.
 */
export function kanbanLanes(tickets: Ticket[], tags: Lane['tag'][]): Lane[] {
  const lanes = tags.filter((tag): tag is NonNullable<Lane['tag']> => tag !== null);
  const kanbanIds = new Set(lanes.map((tag) => tag.id));
  return [
    { id: OPEN_LANE, tag: null, tickets: tickets.filter((ticket) => !ticket.tags.some((t) => kanbanIds.has(t.id))) },
    ...lanes.map((tag) => ({
      id: tag.id,
      tag,
      tickets: tickets.filter((ticket) => ticket.tags.some((t) => t.id === tag.id)),
    })),
  ];
}

/** The lane a card was dragged from: the one it was shown in. */
export function laneOf(lanes: Lane[], laneId: string, ticketId: string): Lane | undefined {
  return lanes.find((lane) => lane.id === laneId && lane.tickets.some((ticket) => ticket.id === ticketId));
}

/** The ticket's tags once it moved to `laneId`: its kanban tags off, the new lane's tag on. */
export function movedTags(ticket: Ticket, laneId: string, lanes: Lane[]): TagRef[] {
  const kanbanIds = new Set(lanes.flatMap((lane) => (lane.tag ? [lane.tag.id] : [])));
  const kept = ticket.tags.filter((tag) => !kanbanIds.has(tag.id));
  const target = lanes.find((lane) => lane.id === laneId)?.tag;
  return target ? [...kept, { id: target.id, name: target.name, color: target.color }] : kept;
}

export function belongsOnBoard(ticket: Ticket, filter: BoardFilter): boolean {
  if (ticket.status !== 'open' && ticket.status !== 'pending') return false;
  return !filter.queueIds || ticket.queueId === null || filter.queueIds.includes(ticket.queueId);
}

/**
 * A `-ticket` event applied to the board's tickets: an update replaces the card (or adds it, newest first) while
 * the ticket belongs on the board and takes it off otherwise; a deletion takes it off.
 */
export function applyTicketEvent(tickets: Ticket[], event: TicketEvent, filter: BoardFilter): Ticket[] {
  if (event.action === 'updateUnread') return tickets;
  const id = event.action === 'delete' ? event.ticketId : event.ticket.id;
  const others = tickets.filter((ticket) => ticket.id !== id);
  if (event.action === 'delete' || !belongsOnBoard(event.ticket, filter)) return others;
  const at = tickets.findIndex((ticket) => ticket.id === id);
  if (at === -1) return [event.ticket, ...tickets];
  return tickets.map((ticket) => (ticket.id === id ? event.ticket : ticket));
}

/** What a `-tag` event carries (the Tags screen's changes and the ticket counts that moved). */
export type TagChange =
  | { action: 'create' | 'update'; tag: Pick<Tag, 'id' | 'name' | 'color' | 'kanban'> }
  | { action: 'delete'; tagId: string };

/** The lanes' tags after a tag event: a tag with the kanban flag is (re)placed by name, any other one leaves. */
export function applyTagEvent(tags: Tag[], event: TagChange): Tag[] {
  const id = event.action === 'delete' ? event.tagId : event.tag.id;
  const others = tags.filter((tag) => tag.id !== id);
  if (event.action === 'delete' || event.tag.kanban !== 1) return others;
  const current = tags.find((tag) => tag.id === id);
  const next = { ...(current ?? ({} as Tag)), ...event.tag };
  return [...others, next].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}
