import { describe, expect, it } from 'vitest';
import { newTicketRecord, type TicketRecord } from '../tickets/repo.js';
import {
  awaitsTransfer,
  expiryDelayMs,
  expiryPayload,
  expiryStands,
  expiryTimerId,
  transferDelayMs,
  transferPayload,
  transferAction,
  transferTimerId,
} from './timer-rules.js';

const NOW = '2024-05-06T12:00:00.000Z';
const ticket = (fields: Partial<TicketRecord> = {}) =>
  newTicketRecord({ companyId: 'c1', contactId: 'k1', whatsappId: 'w1', status: 'open', userId: 'u1', ...fields }, NOW);
const connection = (
  fields: Partial<{ expiresTicket: number; timeToTransfer: number | null; transferQueueId: string | null }>,
) => ({
  expiresTicket: 0,
  timeToTransfer: null,
  transferQueueId: null,
  ...fields,
});

describe('timer ids', () => {
  it('fit the scheduler’s 1–64 letters, digits, - _ . for a ticket id', () => {
    const id = ticket().id;
    for (const timerId of [expiryTimerId(id), transferTimerId(id)]) expect(timerId).toMatch(/^[0-9A-Za-z_.-]{1,64}$/);
    expect(expiryTimerId(id)).not.toBe(transferTimerId(id));
  });
});

describe('delays from the connection', () => {
  it('closes open tickets after expiresTicket minutes, never when it is 0', () => {
    expect(expiryDelayMs(connection({ expiresTicket: 5 }))).toBe(300_000);
    expect(expiryDelayMs(connection({ expiresTicket: 0 }))).toBeUndefined();
  });

  it('transfers only with both timeToTransfer above 0 and a transfer queue', () => {
    expect(transferDelayMs(connection({ timeToTransfer: 2, transferQueueId: 'q1' }))).toBe(120_000);
    expect(transferDelayMs(connection({ timeToTransfer: 2 }))).toBeUndefined();
    expect(transferDelayMs(connection({ timeToTransfer: 0, transferQueueId: 'q1' }))).toBeUndefined();
    expect(transferDelayMs(connection({ timeToTransfer: null, transferQueueId: 'q1' }))).toBeUndefined();
  });
});

describe('the inactivity timer at fire time', () => {
  const armed = ticket({ customerAt: NOW, rev: 3 });
  const payload = expiryPayload(armed);

  it('acts on the open ticket it was armed for, unchanged', () => {
    expect(expiryStands(armed, payload)).toBe(true);
  });

  it('does nothing once anyone changed the ticket, the customer wrote again, it left open or is gone', () => {
    expect(expiryStands({ ...armed, rev: 4 }, payload)).toBe(false);
    expect(expiryStands({ ...armed, customerAt: '2024-05-06T12:01:00.000Z' }, payload)).toBe(false);
    expect(expiryStands({ ...armed, status: 'closed' }, payload)).toBe(false);
    expect(expiryStands({ ...armed, status: 'pending', userId: null }, payload)).toBe(false);
    expect(expiryStands(undefined, payload)).toBe(false);
  });
});

describe('the transfer timer at fire time', () => {
  const waiting = ticket({ status: 'pending', userId: null, queueId: null, rev: 2 });
  const payload = transferPayload(waiting);

  it('moves a pending ticket without queue or user, unchanged', () => {
    expect(awaitsTransfer(waiting)).toBe(true);
    expect(transferAction(waiting, payload)).toBe('move');
  });

  it('waits again for a ticket still waiting that changed meanwhile (the chatbot ended its menus)', () => {
    expect(transferAction({ ...waiting, rev: 3, chatbot: false }, payload)).toBe('wait');
  });

  it('does nothing once the ticket got a queue, a user, left pending or is gone', () => {
    expect(transferAction({ ...waiting, queueId: 'q1', rev: 3 }, payload)).toBe('none');
    expect(transferAction({ ...waiting, userId: 'u1' }, payload)).toBe('none');
    expect(transferAction({ ...waiting, status: 'open', userId: 'u1', rev: 3 }, payload)).toBe('none');
    expect(transferAction({ ...waiting, status: 'closed', rev: 3 }, payload)).toBe('none');
    expect(transferAction(undefined, payload)).toBe('none');
  });
});
