import type { MessageEvent } from '@domain/messages/schema';
import type { Ticket } from '@domain/tickets/schema';
import { describe, expect, it } from 'vitest';
import { aMessage, aTicket } from '../../testing/conversation-data';
import {
  applyMessageEventToBell,
  applyTicketEventToBell,
  shouldAlert,
  ticketConcernsUser,
  unreadTicketsOf,
  type NotifiedUser,
} from './notification-rules';

const agent: NotifiedUser = { id: 'u1', queues: [{ id: 'q1', name: 'Vendas', color: '#000' }], allTicket: 'disable' };
const openMine = aTicket({ status: 'open', userId: 'u1', unreadMessages: 2 });
const notLooking = { viewingTicketId: undefined, windowFocused: true };
const messageOn = (ticket: Ticket, fromMe = false): MessageEvent => ({
  action: 'create',
  message: aMessage({ ticketId: ticket.id, fromMe }),
  ticket,
  contact: ticket.contact,
});

describe('which tickets concern the user', () => {
  it("takes the user's own open ticket in their queue", () => {
    expect(ticketConcernsUser(openMine, agent)).toBe(true);
  });

  it("leaves out another agent's ticket", () => {
    expect(ticketConcernsUser({ ...openMine, userId: 'u2' }, agent)).toBe(false);
  });

  it('leaves out a queue the user does not serve, but not a ticket with no queue', () => {
    expect(ticketConcernsUser({ ...openMine, queueId: 'q2' }, agent)).toBe(false);
    expect(ticketConcernsUser({ ...openMine, queueId: null, queue: null }, agent)).toBe(true);
  });

  it('leaves out group tickets', () => {
    expect(ticketConcernsUser({ ...openMine, isGroup: true }, agent)).toBe(false);
  });

  it('leaves out a closed ticket: what reaches it is a rating reply automation consumes (issue 14 point 4)', () => {
    const closedMine = { ...openMine, status: 'closed' as const, unreadMessages: 1 };
    expect(ticketConcernsUser(closedMine, agent)).toBe(false);
    expect(shouldAlert(messageOn(closedMine), agent, notLooking)).toBe(false);
    expect(applyMessageEventToBell([], messageOn(closedMine), agent)).toEqual([]);
  });

  it("leaves out pending tickets unless the user's allTicket is enable", () => {
    const pending = aTicket({ status: 'pending' });
    expect(ticketConcernsUser(pending, agent)).toBe(false);
    expect(ticketConcernsUser(pending, { ...agent, allTicket: 'enable' })).toBe(true);
  });
});

describe('when a message raises the sound and the browser notification', () => {
  it('alerts for a customer message on a ticket that concerns the user', () => {
    expect(shouldAlert(messageOn(openMine), agent, notLooking)).toBe(true);
  });

  it("never alerts for the user's own messages or message updates", () => {
    expect(shouldAlert(messageOn(openMine, true), agent, notLooking)).toBe(false);
    expect(shouldAlert({ action: 'update', message: aMessage() }, agent, notLooking)).toBe(false);
  });

  it('stays quiet for the ticket being viewed in a focused window only', () => {
    expect(shouldAlert(messageOn(openMine), agent, { viewingTicketId: 't1', windowFocused: true })).toBe(false);
    expect(shouldAlert(messageOn(openMine), agent, { viewingTicketId: 't1', windowFocused: false })).toBe(true);
    expect(shouldAlert(messageOn(openMine), agent, { viewingTicketId: 't9', windowFocused: true })).toBe(true);
  });

  it('stays quiet for tickets that do not concern the user', () => {
    expect(shouldAlert(messageOn({ ...openMine, isGroup: true }), agent, notLooking)).toBe(false);
    expect(shouldAlert(messageOn(aTicket({ status: 'pending' })), agent, notLooking)).toBe(false);
  });
});

describe("the bell's list", () => {
  it('keeps only unread tickets that concern the user', () => {
    const read = aTicket({ id: 't2', status: 'open', userId: 'u1', unreadMessages: 0 });
    const theirs = aTicket({ id: 't3', status: 'open', userId: 'u2' });
    expect(unreadTicketsOf([openMine, read, theirs], agent).map((ticket) => ticket.id)).toEqual(['t1']);
  });

  it('puts the ticket of a new customer message on top', () => {
    const other = aTicket({ id: 't2', status: 'open', userId: 'u1' });
    const list = applyMessageEventToBell([other, openMine], messageOn({ ...openMine, unreadMessages: 3 }), agent);
    expect(list.map((ticket) => [ticket.id, ticket.unreadMessages])).toEqual([
      ['t1', 3],
      ['t2', 1],
    ]);
  });

  it('drops a ticket once read, deleted, or no longer the user’s', () => {
    expect(applyTicketEventToBell([openMine], { action: 'updateUnread', ticketId: 't1' }, agent)).toEqual([]);
    expect(applyTicketEventToBell([openMine], { action: 'delete', ticketId: 't1' }, agent)).toEqual([]);
    const transferred = { ...openMine, userId: 'u2' };
    expect(applyTicketEventToBell([openMine], { action: 'update', ticket: transferred }, agent)).toEqual([]);
  });

  it('refreshes a listed ticket without adding unlisted ones on updates', () => {
    const list = [openMine];
    const updated = { ...openMine, lastMessage: 'novo' };
    expect(applyTicketEventToBell(list, { action: 'update', ticket: updated }, agent)[0]?.lastMessage).toBe('novo');
    const other = aTicket({ id: 't2', status: 'open', userId: 'u1' });
    expect(applyTicketEventToBell(list, { action: 'update', ticket: other }, agent)).toBe(list);
  });
});
