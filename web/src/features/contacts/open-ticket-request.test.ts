import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { openTicketRequest, otherOpenTicket } from './open-ticket-request';

const queue = (id: string) => ({ id, name: id, color: '#000' });

describe('open ticket from a contact', () => {
  it("opens an agent's ticket in their first queue, assigned to them, on the default connection", () => {
    expect(openTicketRequest('c1', { id: 'u1', profile: 'user', queues: [queue('q1'), queue('q2')] }, 'w1')).toEqual({
      contactId: 'c1',
      status: 'open',
      userId: 'u1',
      queueId: 'q1',
      whatsappId: 'w1',
    });
  });

  it('opens an admin ticket without a queue and leaves the connection to the server when none is known', () => {
    expect(openTicketRequest('c1', { id: 'u1', profile: 'admin', queues: [queue('q1')] }, null)).toEqual({
      contactId: 'c1',
      status: 'open',
      userId: 'u1',
      queueId: null,
    });
    expect(openTicketRequest('c1', { id: 'u2', profile: 'user', queues: [] }, null).queueId).toBeNull();
  });

  it('reads the owner of the other open ticket from the 409 details', () => {
    const details = { ticketId: 't9', userId: 'u2', userName: 'Bia', queueName: 'Vendas' };
    expect(otherOpenTicket(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x', details))).toEqual(details);
    expect(otherOpenTicket(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x', { ticketId: 't9' }))).toEqual({
      ticketId: 't9',
      userId: null,
      userName: null,
      queueName: null,
    });
  });

  it('names no owner for other failures or details without a ticket', () => {
    expect(otherOpenTicket(new ApiError(403, 'ERR_NO_PERMISSION', 'x', { ticketId: 't9' }))).toBeNull();
    expect(otherOpenTicket(new ApiError(409, 'ERR_OTHER_OPEN_TICKET', 'x'))).toBeNull();
    expect(otherOpenTicket(new Error('network'))).toBeNull();
  });
});
