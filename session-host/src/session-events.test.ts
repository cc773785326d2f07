import { beforeAll, describe, expect, it } from 'vitest';
import { getConnection } from '../../functions/src/domain/connections/service.js';
import type { InboundEvent } from '../../functions/src/platform/chat/chat-provider.js';
import { manualClock } from '../../functions/src/platform/clock.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { JobQueue } from '../../functions/src/platform/jobs/job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { Realtime } from '../../functions/src/platform/realtime/realtime.js';
import type { Table } from '../../functions/src/platform/table.js';
import { RecordingTransport } from '../../functions/src/testing/recording-transport.js';
import { jobOptions, queueSafeId, SessionEvents } from './session-events.js';
import { createTestTable } from './test-table.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

/** A job queue that records what it is sent and fails the first `failures` sends. */
function flakyJobs(failures = 0) {
  const sent: { body: unknown; groupId: string; dedupeId?: string }[] = [];
  let calls = 0;
  const jobs: JobQueue = {
    async send(_queue, body, options) {
      calls += 1;
      if (calls <= failures) throw new Error('throttled');
      sent.push({ body, ...options });
    },
  };
  return { jobs, sent };
}

async function eventsOf(jobs: JobQueue) {
  const clock = manualClock(new Date('2026-03-01T12:00:00Z'));
  const companyId = newId();
  const connectionId = newId();
  await table.put({ ...keys.connection(companyId, connectionId), id: connectionId, name: 'Loja', status: 'OPENING' });
  const deps = { table, clock, jobs, realtime: new Realtime(table, new RecordingTransport(), clock) };
  return { events: new SessionEvents(deps, companyId, connectionId), companyId, connectionId };
}

const message = (id: string, chatId = '5511988887777'): InboundEvent => ({
  type: 'message',
  message: { id, chatId, isGroup: false, fromMe: false, timestamp: 1, body: id },
});

describe('session events', () => {
  it('turns QRs into connection state counting them, and CONNECTED clears the QR', async () => {
    const { jobs } = flakyJobs();
    const { events, companyId, connectionId } = await eventsOf(jobs);
    events.push({ type: 'qr', qr: 'qr-1' });
    events.push({ type: 'qr', qr: 'qr-2' });
    await events.drained();
    expect(await getConnection({ table }, companyId, connectionId)).toMatchObject({
      status: 'qrcode',
      qrcode: 'qr-2',
      retries: 2,
    });

    events.push({ type: 'status', status: 'CONNECTED', number: '5500123456789' });
    expect(events.status).toBe('CONNECTED');
    await events.drained();
    expect(await getConnection({ table }, companyId, connectionId)).toMatchObject({
      status: 'CONNECTED',
      qrcode: '',
      retries: 0,
    });
  });

  it('queues inbound events in emit order, retrying a failed send before the next one', async () => {
    const { jobs, sent } = flakyJobs(2);
    const { events, companyId, connectionId } = await eventsOf(jobs);
    events.push(message('A'));
    events.push(message('B'));
    await events.drained();

    expect(sent.map((job) => job.body)).toEqual([
      { companyId, connectionId, event: message('A') },
      { companyId, connectionId, event: message('B') },
    ]);
  });

  it('ignores what a closed session emits', async () => {
    const { jobs, sent } = flakyJobs();
    const { events } = await eventsOf(jobs);
    events.push(message('A'));
    events.close();
    events.push(message('B'));
    await events.drained();
    expect(sent).toHaveLength(1);
  });

  it('groups by connection and chat, with a deterministic dedupe id per kind of event', () => {
    const at = { chatId: '5511988887777', timestamp: 42 };
    expect(jobOptions('W1', message('M1'))).toEqual({ groupId: 'W1#5511988887777', dedupeId: 'W1#M1' });
    expect(jobOptions('W1', { type: 'ack', id: 'M1', ack: 2, ...at }).dedupeId).toBe('W1#ack#M1#2');
    expect(jobOptions('W1', { type: 'edit', id: 'M1', body: 'x', ...at }).dedupeId).toBe('W1#edit#M1#42');
    expect(jobOptions('W1', { type: 'delete', id: 'M1', ...at }).dedupeId).toBe('W1#del#M1');
    expect(jobOptions('W1', { type: 'call', id: 'C1', status: 'offer', ...at }).dedupeId).toBe('W1#call#C1#offer');
  });

  it('decrypt retry: queues the readable message apart from the unreadable report of the same id', () => {
    const unreadable: InboundEvent = {
      type: 'message',
      message: {
        id: 'M1',
        chatId: '5511988887777',
        isGroup: false,
        fromMe: false,
        timestamp: 1,
        body: '',
        unreadable: true,
      },
    };
    expect(jobOptions('W1', unreadable).dedupeId).toBe('W1#unreadable#M1');
    expect(jobOptions('W1', message('M1')).dedupeId).toBe('W1#M1');
  });

  it('hashes ids that SQS would refuse, the same way every time', () => {
    expect(queueSafeId('W1#abc')).toBe('W1#abc');
    const long = queueSafeId('x'.repeat(129));
    expect(long).toMatch(/^h#[0-9a-f]{64}$/);
    expect(queueSafeId('x'.repeat(129))).toBe(long);
    expect(queueSafeId('W1#chat ção')).toMatch(/^h#[0-9a-f]{64}$/);
  });
});
