import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import type { Viewer } from './access.js';
import { newTicketRecord, type TicketRecord } from './repo.js';
import { planUpdate } from './transitions.js';

const NOW = '2025-03-10T15:00:00.000Z';
const agent: Viewer = { id: 'u-agent', profile: 'user', queueIds: ['q-sales'] };
const other: Viewer = { id: 'u-other', profile: 'user', queueIds: ['q-sales'] };
const admin: Viewer = { id: 'u-admin', profile: 'admin', queueIds: [] };

function ticket(fields: Partial<TicketRecord>): TicketRecord {
  const base = newTicketRecord(
    { companyId: 'c1', contactId: 'k1', whatsappId: 'w1', status: 'pending' },
    '2025-03-10T12:00:00.000Z',
  );
  return { ...base, queueId: 'q-sales', ...fields };
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? [error.code, error.status] : error;
  }
  return 'no error';
};

describe('planUpdate', () => {
  it('accepts a pending ticket: open, assigned to the caller, first acceptance stamped', () => {
    const plan = planUpdate(ticket({}), { status: 'open', userId: agent.id }, agent, NOW);

    expect(plan.action).toBe('accept');
    expect(plan.next).toMatchObject({ status: 'open', userId: agent.id, acceptedAt: NOW, updatedAt: NOW });
  });

  it('ends the chatbot when an agent takes the ticket, and keeps it on a pending ticket nobody holds', () => {
    const talking = ticket({ chatbot: true, queueId: null });

    expect(planUpdate(talking, { status: 'open', userId: agent.id }, agent, NOW).next.chatbot).toBe(false);
    expect(planUpdate(talking, { status: 'closed' }, admin, NOW).next.chatbot).toBe(false);
    expect(planUpdate(talking, { queueId: 'q-sales', userId: null }, admin, NOW).next).toMatchObject({
      status: 'pending',
      chatbot: true,
    });
  });

  it('keeps the first acceptance time when a ticket is accepted again later', () => {
    const plan = planUpdate(ticket({ acceptedAt: '2025-03-01T00:00:00.000Z' }), { status: 'open' }, agent, NOW);

    expect(plan.next.acceptedAt).toBe('2025-03-01T00:00:00.000Z');
  });

  it('answers ERR_TICKET_CHANGED to an accept of a ticket someone else already holds', () => {
    const taken = ticket({ status: 'open', userId: other.id });

    expect(codeOf(() => planUpdate(taken, { status: 'open', userId: agent.id }, agent, NOW))).toEqual([
      'ERR_TICKET_CHANGED',
      409,
    ]);
    expect(codeOf(() => planUpdate(taken, { status: 'open', userId: admin.id }, admin, NOW))).toEqual([
      'ERR_TICKET_CHANGED',
      409,
    ]);
  });

  it('returns an open ticket to pending and clears its user', () => {
    const plan = planUpdate(
      ticket({ status: 'open', userId: agent.id }),
      { status: 'pending', userId: null },
      agent,
      NOW,
    );

    expect(plan.action).toBe('return');
    expect(plan.next).toMatchObject({ status: 'pending', userId: null, queueId: 'q-sales' });
  });

  it('resolves keeping user and queue and clearing integration, prompt and integration ids', () => {
    const open = ticket({ status: 'open', userId: agent.id, useIntegration: true, promptId: 'p', integrationId: 'i' });
    const plan = planUpdate(open, { status: 'closed', userId: agent.id }, agent, NOW);

    expect(plan.action).toBe('resolve');
    expect(plan.next).toMatchObject({
      status: 'closed',
      userId: agent.id,
      queueId: 'q-sales',
      closedAt: NOW,
      useIntegration: false,
      promptId: null,
      integrationId: null,
    });
  });

  it('records the closer as the user of a pending ticket nobody held', () => {
    expect(planUpdate(ticket({}), { status: 'closed' }, agent, NOW).next.userId).toBe(agent.id);
  });

  it('reopens a closed ticket with the caller, keeping its queue and clearing the close', () => {
    const closed = ticket({ status: 'closed', userId: other.id, closedAt: '2025-03-09T00:00:00.000Z' });
    const plan = planUpdate(closed, { status: 'open', userId: agent.id }, agent, NOW);

    expect(plan.action).toBe('reopen');
    expect(plan.next).toMatchObject({ status: 'open', userId: agent.id, queueId: 'q-sales', closedAt: null });
  });

  it('transfers to a queue with no user as pending, and with a user as open', () => {
    const open = ticket({ status: 'open', userId: agent.id });
    const toQueue = planUpdate(open, { queueId: 'q-support', userId: null, status: 'open' }, agent, NOW);
    const toUser = planUpdate(open, { queueId: 'q-support', userId: other.id, whatsappId: 'w2' }, agent, NOW);

    expect(toQueue).toMatchObject({
      action: 'transfer',
      next: { status: 'pending', userId: null, queueId: 'q-support' },
    });
    expect(toUser.next).toMatchObject({ status: 'open', userId: other.id, queueId: 'q-support', whatsappId: 'w2' });
  });

  it('changes nothing when the ticket already is what was asked', () => {
    const closed = ticket({ status: 'closed', userId: agent.id });

    expect(planUpdate(closed, { status: 'closed' }, agent, NOW)).toEqual({ action: 'none', next: closed });
  });

  it('lets only admins and its user act on an open ticket', () => {
    const open = ticket({ status: 'open', userId: other.id });

    expect(codeOf(() => planUpdate(open, { status: 'closed' }, agent, NOW))).toEqual(['ERR_NO_PERMISSION', 403]);
    expect(planUpdate(open, { status: 'closed' }, admin, NOW).action).toBe('resolve');
  });

  it('refuses a ticket of a queue the agent does not serve', () => {
    const elsewhere = ticket({ queueId: 'q-support' });

    expect(codeOf(() => planUpdate(elsewhere, { status: 'open' }, agent, NOW))).toEqual(['ERR_NO_PERMISSION', 403]);
  });
});
