import { describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps.js';
import { runTimer, type Scheduler } from '../../platform/scheduler/scheduler.js';
import type { Connection } from '../connections/schema.js';
import { newTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { onCustomerActivity, ticketTimerTargets } from './ticket-timers.js';
import { EXPIRE_TARGET, TRANSFER_TARGET } from './timer-rules.js';

const NOW = new Date('2024-05-06T12:00:00.000Z');

/** Deps whose scheduler records what was armed and whose table must never be read. */
function recordingDeps() {
  const armed: { time: Date; target: string; payload: unknown; id: string }[] = [];
  const scheduler: Scheduler = {
    at: async (time, target, payload, id) => void armed.push({ time, target, payload, id }),
    cancel: async () => {},
  };
  const table = new Proxy({}, { get: () => () => Promise.reject(new Error('table read')) });
  const deps = { scheduler, table, clock: { now: () => NOW } } as unknown as Deps;
  return { deps, armed };
}

const connection = (fields: Partial<Connection>) =>
  ({ expiresTicket: 0, timeToTransfer: null, transferQueueId: null, ...fields }) as Connection;
const ticket = (fields: Partial<TicketRecord>) =>
  newTicketRecord(
    { companyId: 'c1', contactId: 'k1', whatsappId: 'w1', status: 'pending', ...fields },
    NOW.toISOString(),
  );

describe('a customer message', () => {
  it('arms the inactivity close of an open ticket expiresTicket minutes from now, with what it saw', async () => {
    const { deps, armed } = recordingDeps();
    const open = ticket({ status: 'open', userId: 'u1', customerAt: NOW.toISOString(), rev: 4 });
    await onCustomerActivity(deps, { ticket: open, connection: connection({ expiresTicket: 10 }), newTicket: false });
    expect(armed).toEqual([
      {
        time: new Date(NOW.getTime() + 600_000),
        target: EXPIRE_TARGET,
        payload: { companyId: 'c1', ticketId: open.id, rev: 4, customerAt: NOW.toISOString() },
        id: `exp-${open.id}`,
      },
    ]);
  });

  it('arms the transfer of a new ticket left pending without a queue', async () => {
    const { deps, armed } = recordingDeps();
    const waiting = ticket({});
    const fields = { timeToTransfer: 3, transferQueueId: 'q9' };
    await onCustomerActivity(deps, { ticket: waiting, connection: connection(fields), newTicket: true });
    expect(armed).toEqual([
      {
        time: new Date(NOW.getTime() + 180_000),
        target: TRANSFER_TARGET,
        payload: { companyId: 'c1', ticketId: waiting.id, rev: 1 },
        id: `xfer-${waiting.id}`,
      },
    ]);
  });

  it('arms nothing when the connection has no timers, the ticket has a queue or is not new', async () => {
    const { deps, armed } = recordingDeps();
    const timers = connection({ expiresTicket: 0, timeToTransfer: 3, transferQueueId: 'q9' });
    await onCustomerActivity(deps, {
      ticket: ticket({ status: 'open', userId: 'u1' }),
      connection: timers,
      newTicket: false,
    });
    await onCustomerActivity(deps, { ticket: ticket({ queueId: 'q1' }), connection: timers, newTicket: true });
    await onCustomerActivity(deps, { ticket: ticket({}), connection: timers, newTicket: false });
    expect(armed).toEqual([]);
  });
});

describe('a timer firing with a payload that is not its own', () => {
  it('is dropped without reading anything or throwing, so it is not retried forever', async () => {
    const { deps } = recordingDeps();
    const targets = ticketTimerTargets(deps);
    for (const target of [EXPIRE_TARGET, TRANSFER_TARGET]) {
      for (const payload of [null, 'x', { companyId: 'c1' }, { companyId: 'c1', ticketId: 't1', rev: '2' }]) {
        await expect(
          runTimer(targets, { id: 'exp-t1', target, payload, time: NOW.toISOString() }),
        ).resolves.toBeUndefined();
      }
    }
  });
});
