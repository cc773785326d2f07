import type { Ticket, TicketPage } from '@domain/tickets/schema';
import { describe, expect, it } from 'vitest';
import { aMessage, aTicket } from '../../testing/conversation-data';
import type { TicketListFilter } from './api/get-tickets';
import { applyMessageEvent, applyTicketEvent, belongsToList, ticketsOf, type TicketPages } from './ticket-list-rules';

const me = 'u1';
const pending: TicketListFilter = { status: 'pending', queueIds: ['q1'], showAll: false };
const open: TicketListFilter = { status: 'open', queueIds: ['q1'], showAll: false };
const search: TicketListFilter = { searchParam: 'ana', queueIds: ['q1'], showAll: false };

/** A cached ticket list: plain arrays become pages with no more to load. */
function pagesOf(...pages: (Ticket[] | TicketPage)[]): TicketPages {
  return {
    pages: pages.map((page) => (Array.isArray(page) ? { tickets: page, hasMore: false } : page)),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : `c${index}`)),
  };
}

const ids = (data: TicketPages | undefined) => ticketsOf(data).map((ticket) => ticket.id);
const countOf = (data: TicketPages | undefined) => (data?.pages[0] as TicketPage | undefined)?.count;

describe('which list a ticket belongs to', () => {
  it('takes an unassigned ticket of a selected queue into its status list', () => {
    expect(belongsToList(aTicket(), pending, me)).toBe(true);
    expect(belongsToList(aTicket(), open, me)).toBe(false);
  });

  it("keeps another agent's ticket out unless show-all is on", () => {
    const theirs = aTicket({ status: 'open', userId: 'u2' });
    expect(belongsToList(theirs, open, me)).toBe(false);
    expect(belongsToList(theirs, { ...open, showAll: true }, me)).toBe(true);
    expect(belongsToList(aTicket({ status: 'open', userId: me }), open, me)).toBe(true);
  });

  it('keeps a ticket of an unselected queue out, and a ticket without a queue in', () => {
    expect(belongsToList(aTicket({ queueId: 'q2' }), pending, me)).toBe(false);
    expect(belongsToList(aTicket({ queueId: 'q2' }), { ...pending, queueIds: undefined }, me)).toBe(true);
    expect(belongsToList(aTicket({ queueId: null, queue: null }), pending, me)).toBe(true);
  });

  it('never adds to the search list', () => {
    expect(belongsToList(aTicket(), search, me)).toBe(false);
  });
});

describe('a ticket update event', () => {
  it('adds a new ticket on top and counts it', () => {
    const data = pagesOf({ tickets: [aTicket({ id: 't2' })], hasMore: false, count: 1 });
    const next = applyTicketEvent(data, pending, { action: 'update', ticket: aTicket() }, me);
    expect(ids(next)).toEqual(['t1', 't2']);
    expect(countOf(next)).toBe(2);
  });

  it('replaces a ticket in place without counting it twice', () => {
    const data = pagesOf({ tickets: [aTicket({ id: 't2' }), aTicket()], hasMore: false, count: 2 });
    const next = applyTicketEvent(data, pending, { action: 'update', ticket: aTicket({ lastMessage: 'novo' }) }, me);
    expect(ids(next)).toEqual(['t2', 't1']);
    expect(ticketsOf(next)[1]?.lastMessage).toBe('novo');
    expect(countOf(next)).toBe(2);
  });

  it('moves an accepted ticket from the pending list to the open list', () => {
    const accepted = aTicket({ status: 'open', userId: me });
    const pendingData = pagesOf({ tickets: [aTicket()], hasMore: false, count: 1 });
    const openData = pagesOf({ tickets: [], hasMore: false, count: 0 });
    const event = { action: 'update', ticket: accepted } as const;
    const nextPending = applyTicketEvent(pendingData, pending, event, me);
    const nextOpen = applyTicketEvent(openData, open, event, me);
    expect(ids(nextPending)).toEqual([]);
    expect(countOf(nextPending)).toBe(0);
    expect(ids(nextOpen)).toEqual(['t1']);
    expect(countOf(nextOpen)).toBe(1);
  });

  it('removes a ticket transferred to a queue that is not selected', () => {
    const data = pagesOf([aTicket()]);
    const next = applyTicketEvent(data, pending, { action: 'update', ticket: aTicket({ queueId: 'q9' }) }, me);
    expect(ids(next)).toEqual([]);
  });

  it('leaves a list untouched when the ticket is neither there nor wanted', () => {
    const data = pagesOf([aTicket({ id: 't2' })]);
    const next = applyTicketEvent(data, open, { action: 'update', ticket: aTicket() }, me);
    expect(next).toBe(data);
  });

  it('only refreshes tickets the search list already shows', () => {
    const data = pagesOf([aTicket({ id: 't2' })]);
    expect(applyTicketEvent(data, search, { action: 'update', ticket: aTicket() }, me)).toBe(data);
    const changed = aTicket({ id: 't2', status: 'closed' });
    expect(ticketsOf(applyTicketEvent(data, search, { action: 'update', ticket: changed }, me))[0]?.status).toBe(
      'closed',
    );
  });

  it('finds a ticket on a later page', () => {
    const data = pagesOf([aTicket({ id: 't2' })], [aTicket({ id: 't3' }), aTicket()]);
    const next = applyTicketEvent(data, pending, { action: 'update', ticket: aTicket({ unreadMessages: 7 }) }, me);
    expect(ids(next)).toEqual(['t2', 't3', 't1']);
    expect(next?.pages[1]?.tickets[1]?.unreadMessages).toBe(7);
  });
});

describe('delete and unread events', () => {
  it('removes a deleted ticket and lowers the count', () => {
    const data = pagesOf({ tickets: [aTicket(), aTicket({ id: 't2' })], hasMore: false, count: 2 });
    const next = applyTicketEvent(data, pending, { action: 'delete', ticketId: 't1' }, me);
    expect(ids(next)).toEqual(['t2']);
    expect(countOf(next)).toBe(1);
  });

  it('sets the unread count to zero', () => {
    const data = pagesOf([aTicket({ unreadMessages: 4 })]);
    const next = applyTicketEvent(data, pending, { action: 'updateUnread', ticketId: 't1' }, me);
    expect(ticketsOf(next)[0]?.unreadMessages).toBe(0);
  });

  it('ignores events for tickets the list does not hold', () => {
    const data = pagesOf([aTicket()]);
    expect(applyTicketEvent(data, pending, { action: 'delete', ticketId: 'tx' }, me)).toBe(data);
    expect(applyTicketEvent(data, pending, { action: 'updateUnread', ticketId: 'tx' }, me)).toBe(data);
    expect(applyTicketEvent(undefined, pending, { action: 'delete', ticketId: 't1' }, me)).toBeUndefined();
  });
});

describe('a new message', () => {
  it('moves its ticket to the top with the new last message and unread count', () => {
    const data = pagesOf([aTicket({ id: 't2' }), aTicket({ id: 't3' })], [aTicket()]);
    const ticket = aTicket({ lastMessage: 'Preciso de ajuda', unreadMessages: 3 });
    const next = applyMessageEvent(
      data,
      pending,
      { action: 'create', message: aMessage(), ticket, contact: ticket.contact },
      me,
    );
    expect(ids(next)).toEqual(['t1', 't2', 't3']);
    expect(ticketsOf(next)[0]).toMatchObject({ lastMessage: 'Preciso de ajuda', unreadMessages: 3 });
  });

  it('ignores message updates (acks, edits)', () => {
    const data = pagesOf([aTicket({ id: 't2' }), aTicket()]);
    expect(applyMessageEvent(data, pending, { action: 'update', message: aMessage() }, me)).toBe(data);
  });
});

describe('reading the pages', () => {
  it('lists each ticket once, in page order', () => {
    expect(ids(pagesOf([aTicket(), aTicket({ id: 't2' })], [aTicket({ id: 't2' }), aTicket({ id: 't3' })]))).toEqual([
      't1',
      't2',
      't3',
    ]);
  });
});
