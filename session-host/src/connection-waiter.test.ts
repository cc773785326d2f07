import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatSession,
  ChatStatus,
  InboundJob,
  OutboundContent,
  ProviderFactory,
  SessionContext,
} from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { manualClock } from '../../functions/src/platform/clock.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { JobQueue } from '../../functions/src/platform/jobs/job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { Realtime } from '../../functions/src/platform/realtime/realtime.js';
import type { Table } from '../../functions/src/platform/table.js';
import { RecordingTransport } from '../../functions/src/testing/recording-transport.js';
import {
  ConnectionWaiter,
  releasedBy,
  SendWaitReleased,
  sendWaitLimitMs,
  type WaitTimer,
} from './connection-waiter.js';
import { Leases } from './lease.js';
import { NotConnected, RunningSessions } from './running-sessions.js';
import { SendPacer } from './send-pacer.js';
import { createTestTable } from './test-table.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

/** Time that moves only when the test says so; sleepers wake when it passes their deadline or they are woken. */
function manualTimer() {
  let now = 0;
  const sleepers: { until: number; resolve: () => void }[] = [];
  const timer: WaitTimer = {
    now: () => now,
    sleep: (ms, wake) =>
      new Promise<void>((resolve) => {
        sleepers.push({ until: now + ms, resolve });
        wake.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  async function advance(ms: number) {
    const end = now + ms;
    while (now < end) {
      now = Math.min(end, now + 1_000);
      for (const sleeper of sleepers.filter((s) => s.until <= now)) sleeper.resolve();
      await settle();
    }
  }
  return { timer, advance };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A provider whose one session reports the statuses the test gives it and records what it sends. */
function scriptedProvider() {
  const sent: { chatId: string; content: OutboundContent }[] = [];
  let context: SessionContext | undefined;
  const session: ChatSession = {
    start: async () => context?.emit({ type: 'status', status: 'CONNECTED', number: '5500111222333' }),
    stop: async () => {},
    logout: async () => {},
    send: async (chatId, content) => {
      sent.push({ chatId, content });
      return { id: `P${sent.length}`, timestamp: 1 };
    },
    checkNumber: async () => ({ exists: true }),
    rejectCall: async () => {},
  };
  const factory: ProviderFactory = {
    name: 'simulator',
    create: (ctx) => {
      context = ctx;
      return session;
    },
    hasAuthState: async () => true,
    wipeAuthState: async () => {},
  };
  return { factory, sent, report: (status: ChatStatus) => context?.emit({ type: 'status', status }) };
}

async function hostWithOneSession(limitMs = 300_000) {
  const clock = manualClock(new Date('2026-11-23T12:00:00Z'));
  const jobs: InboundJob[] = [];
  const queue: JobQueue = { send: async (_queue, body) => void jobs.push(body as InboundJob) };
  const deps = { table, clock, jobs: queue, realtime: new Realtime(table, new RecordingTransport(), clock) };
  const companyId = newId();
  const connectionId = newId();
  await table.put({
    ...keys.connection(companyId, connectionId),
    id: connectionId,
    name: 'Loja',
    status: 'OPENING',
    provider: 'simulator',
  });
  const provider = scriptedProvider();
  const { timer, advance } = manualTimer();
  const sessions = new RunningSessions(
    deps as unknown as Deps,
    new Map([['simulator', provider.factory]]),
    new Leases(table, clock, 'host-a', 30_000),
    new SendPacer(),
    new ConnectionWaiter(limitMs, timer),
  );
  await sessions.open(companyId, connectionId, {});
  const send = (localId: string): Extract<SessionCommand, { type: 'send' }> => ({
    type: 'send',
    companyId,
    connectionId,
    chatId: '5511999990000',
    localId,
    content: { kind: 'text', body: `olá ${localId}` },
  });
  const failures = () =>
    jobs.flatMap((job) => (job.event.type === 'sendFailed' ? [[job.event.localId, job.event.reason]] : []));
  return { sessions, provider, advance, send, jobs, failures, ids: [companyId, connectionId] as [string, string] };
}

/** Whether `promise` has settled yet, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await settle();
  return done;
}

describe('connection waiter', () => {
  it('send waits for reconnect: held while the connection drops, delivered once it is back', async () => {
    const host = await hostWithOneSession();
    host.provider.report('TIMEOUT');
    const sending = host.sessions.send(host.send('L1'));
    await host.advance(60_000);
    expect(await settled(sending)).toBe(false);
    expect(host.provider.sent).toEqual([]);

    host.provider.report('OPENING');
    host.provider.report('CONNECTED');
    await sending;
    expect(host.provider.sent.map((s) => s.content)).toEqual([{ kind: 'text', body: 'olá L1' }]);
    await host.sessions.get(...host.ids)?.events.drained();
    expect(host.jobs.map((job) => job.event)).toContainEqual(expect.objectContaining({ type: 'sent', localId: 'L1' }));
    expect(host.failures()).toEqual([]);
  });

  it('send fails when logged out: a wait that ends DISCONNECTED marks the message failed, unsent', async () => {
    const host = await hostWithOneSession();
    host.provider.report('TIMEOUT');
    const sending = host.sessions.send(host.send('L1'));
    await host.advance(2_000);
    host.provider.report('DISCONNECTED');
    await sending;
    expect(host.provider.sent).toEqual([]);
    expect(host.failures()).toEqual([['L1', 'disconnected']]);
  });

  it('send waits for the scan while a QR is on show (someone is pairing), and goes out once connected', async () => {
    const host = await hostWithOneSession();
    host.provider.report('qrcode');
    const sending = host.sessions.send(host.send('L1'));
    await host.advance(30_000);
    expect(await settled(sending)).toBe(false);
    host.provider.report('CONNECTED');
    await sending;
    expect(host.provider.sent).toHaveLength(1);
    expect(host.failures()).toEqual([]);
  });

  it('send fails when logged out: a pairing that ends without a scan (DISCONNECTED) marks the message failed', async () => {
    const host = await hostWithOneSession();
    host.provider.report('PAIRING');
    const sending = host.sessions.send(host.send('L1'));
    await host.advance(2_000);
    expect(await settled(sending)).toBe(false);
    host.provider.report('DISCONNECTED');
    await sending;
    expect(host.provider.sent).toEqual([]);
    expect(host.failures()).toEqual([['L1', 'disconnected']]);
  });

  it('send wait limit: a connection still down after the limit marks the message failed (timeout)', async () => {
    const host = await hostWithOneSession(300_000);
    host.provider.report('TIMEOUT');
    const sending = host.sessions.send(host.send('L1'));
    await host.advance(299_000);
    expect(await settled(sending)).toBe(false);
    await host.advance(1_000);
    await sending;
    expect(host.provider.sent).toEqual([]);
    expect(host.failures()).toEqual([['L1', 'timeout']]);
  });

  it('waits through a restart of the session on this host', async () => {
    const host = await hostWithOneSession();
    host.provider.report('TIMEOUT');
    const sending = host.sessions.send(host.send('L1'));
    await host.sessions.halt(...host.ids);
    await host.advance(2_000);
    expect(await settled(sending)).toBe(false);
    await host.sessions.open(...host.ids, {});
    await host.advance(1_000);
    await sending;
    expect(host.provider.sent).toHaveLength(1);
  });

  it('leaves a send whose connection runs nowhere here to the queue (NotConnected), as before', async () => {
    const host = await hostWithOneSession();
    await host.sessions.halt(...host.ids);
    await expect(host.sessions.send(host.send('L1'))).rejects.toBeInstanceOf(NotConnected);
  });

  it('lets a waiting send go back to the queue when the host stops', async () => {
    const host = await hostWithOneSession();
    host.provider.report('TIMEOUT');
    const stopping = new AbortController();
    const sending = releasedBy(stopping.signal, () => host.sessions.send(host.send('L1')));
    await host.advance(1_000);
    stopping.abort();
    await expect(sending).rejects.toBeInstanceOf(SendWaitReleased);
    expect(host.failures()).toEqual([]);
  });

  it('reads the limit from SEND_WAIT_LIMIT_SECONDS, 300 s unless set', () => {
    expect(sendWaitLimitMs({})).toBe(300_000);
    expect(sendWaitLimitMs({ SEND_WAIT_LIMIT_SECONDS: '45' })).toBe(45_000);
    expect(() => sendWaitLimitMs({ SEND_WAIT_LIMIT_SECONDS: 'soon' })).toThrow(/SEND_WAIT_LIMIT_SECONDS/);
  });
});
