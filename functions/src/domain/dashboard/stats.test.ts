import { describe, expect, it } from 'vitest';
import { newTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { ticketChangeCounts } from './stats.js';

const now = new Date('2024-05-10T15:00:00.000Z');
const created = newTicketRecord(
  { companyId: 'c1', contactId: 'ct1', whatsappId: 'w1', status: 'pending' },
  '2024-05-10T13:20:00.000Z',
);
const change = (ticket: TicketRecord, fields: Partial<TicketRecord>) => ({ ...ticket, ...fields, rev: ticket.rev + 1 });

describe('what a ticket change adds to the dashboard counters', () => {
  it('counts a new ticket on its São Paulo day and hour', () => {
    expect(Object.fromEntries(ticketChangeCounts(undefined, created, now))).toEqual({
      '2024-05-10': { created: 1, h10: 1 },
    });
  });

  it('counts the first accept with the wait since creation, and not a second one', () => {
    const accepted = change(created, { status: 'open', userId: 'u1', acceptedAt: '2024-05-10T13:25:30.000Z' });
    expect(Object.fromEntries(ticketChangeCounts(created, accepted, now))).toEqual({
      '2024-05-10': { accepted: 1, waitSeconds: 330 },
    });
    const returned = change(accepted, { status: 'pending', userId: null });
    const again = change(returned, { status: 'open', userId: 'u2' });
    expect(ticketChangeCounts(returned, again, now).size).toBe(0);
  });

  it('counts a close with the support time since accept, for the closing user too', () => {
    const accepted = change(created, { status: 'open', userId: 'u1', acceptedAt: '2024-05-10T13:30:00.000Z' });
    const closed = change(accepted, { status: 'closed', closedAt: '2024-05-10T14:00:00.000Z' });
    expect(Object.fromEntries(ticketChangeCounts(accepted, closed, now))).toEqual({
      '2024-05-10': { finished: 1, supportSeconds: 1800, u_u1_finished: 1, u_u1_supportSeconds: 1800 },
    });
    expect(ticketChangeCounts(closed, change(closed, { lastMessage: 'oi' }), now).size).toBe(0);
  });

  it('measures a ticket closed without an accept from its creation, and without a user', () => {
    const closed = change(created, { status: 'closed', closedAt: null });
    expect(Object.fromEntries(ticketChangeCounts(created, closed, now))).toEqual({
      '2024-05-10': { finished: 1, supportSeconds: 6000 },
    });
  });

  it('splits counts over two days when a ticket is created before midnight and accepted after', () => {
    const late = { ...created, createdAt: '2024-05-11T02:50:00.000Z' };
    const accepted = change(late, { status: 'open', userId: 'u1', acceptedAt: '2024-05-11T03:10:00.000Z' });
    expect(Object.fromEntries(ticketChangeCounts(undefined, accepted, now))).toEqual({
      '2024-05-10': { created: 1, h23: 1 },
      '2024-05-11': { accepted: 1, waitSeconds: 1200 },
    });
  });
});
