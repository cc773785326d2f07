import { describe, expect, it } from 'vitest';
import { initialNewTicketValues, newTicketRequest } from './new-ticket-values';

const agent = {
  id: 'u1',
  profile: 'user' as const,
  queues: [{ id: 'q1', name: 'Vendas', color: '#000' }],
  whatsappId: null,
};
const admin = { ...agent, id: 'u9', profile: 'admin' as const, queues: [] };
const connections = [
  { id: 'w1', isDefault: false },
  { id: 'w2', isDefault: true },
];

describe('the new-ticket form', () => {
  it("starts with the user's only queue and the company's default connection", () => {
    expect(initialNewTicketValues(agent, connections)).toEqual({ contactId: '', queueId: 'q1', whatsappId: 'w2' });
  });

  it("prefers the user's own default connection", () => {
    expect(initialNewTicketValues({ ...agent, whatsappId: 'w1' }, connections).whatsappId).toBe('w1');
  });

  it('leaves the queue to choose when the user has several', () => {
    const twoQueues = { ...agent, queues: [...agent.queues, { id: 'q2', name: 'Suporte', color: '#111' }] };
    expect(initialNewTicketValues(twoQueues, connections).queueId).toBe('');
  });
});

describe('the new-ticket request', () => {
  it('needs a contact', () => {
    expect(newTicketRequest({ contactId: '', queueId: 'q1', whatsappId: 'w1' }, agent)).toEqual({
      ok: false,
      missing: 'contact',
    });
  });

  it('needs a queue from an agent', () => {
    expect(newTicketRequest({ contactId: 'c1', queueId: '', whatsappId: 'w1' }, agent)).toEqual({
      ok: false,
      missing: 'queue',
    });
  });

  it('lets an admin open a ticket without a queue', () => {
    expect(newTicketRequest({ contactId: 'c1', queueId: '', whatsappId: 'w1' }, admin)).toEqual({
      ok: true,
      payload: { contactId: 'c1', queueId: null, userId: 'u9', status: 'open', whatsappId: 'w1' },
    });
  });

  it('opens the ticket assigned to its creator', () => {
    const answer = newTicketRequest({ contactId: 'c1', queueId: 'q1', whatsappId: '' }, agent);
    expect(answer).toEqual({ ok: true, payload: { contactId: 'c1', queueId: 'q1', userId: 'u1', status: 'open' } });
  });
});
