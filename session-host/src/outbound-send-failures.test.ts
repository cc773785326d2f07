import { beforeAll, describe, expect, it } from 'vitest';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { manualClock } from '../../functions/src/platform/clock.js';
import { AppError } from '../../functions/src/platform/errors.js';
import type { JobQueue, JobRecord } from '../../functions/src/platform/jobs/job-queue.js';
import { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import type { Table } from '../../functions/src/platform/table.js';
import { createOutboundConsumer } from './outbound-consumer.js';
import type { EventDeps } from './session-events.js';
import { createTestTable } from './test-table.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

const send = (localId: string): Extract<SessionCommand, { type: 'send' }> => ({
  type: 'send',
  companyId: 'c1',
  connectionId: 'w1',
  chatId: '5511999990000',
  localId,
  content: { kind: 'text', body: `olá ${localId}` },
});

const record = (messageId: string, body: unknown, receives: number): JobRecord => ({
  messageId,
  body: JSON.stringify(body),
  attributes: { MessageGroupId: 'send#w1', ApproximateReceiveCount: String(receives) },
});

/** Inbound jobs the consumer reports, and EventDeps around them. */
function inboundRecorder() {
  const jobs: InboundJob[] = [];
  const queue: JobQueue = { send: async (_queue, body) => void jobs.push(body as InboundJob) };
  const deps = { jobs: queue, clock: manualClock(new Date('2026-11-23T12:00:00Z')) } as unknown as EventDeps;
  const failures = () =>
    jobs.flatMap((job) => (job.event.type === 'sendFailed' ? [[job.event.localId, job.event.reason]] : []));
  return { deps, failures };
}

/** A manager whose sends of `failing` local ids throw `error`. */
function managerFailing(failing: string[], error: Error) {
  const handled: string[] = [];
  return {
    handled,
    async handle(command: SessionCommand) {
      if (command.type === 'send' && failing.includes(command.localId)) throw error;
      if (command.type === 'send') handled.push(command.localId);
    },
  };
}

const refused = new AppError('ERR_SENDING_WAPP_MSG', 503);

describe('outbound consumer, last receive', () => {
  it('retries a refused send before its last receive, reporting nothing', async () => {
    const inbound = inboundRecorder();
    const consumer = createOutboundConsumer(managerFailing(['a'], refused), { deps: inbound.deps });
    const result = await consumer([record('m1', send('a'), 4)]);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(inbound.failures()).toEqual([]);
  });

  it('last receive marks failed: a provider refusal marks the message rejected instead of dead-lettering', async () => {
    const inbound = inboundRecorder();
    const manager = managerFailing(['a'], refused);
    const consumer = createOutboundConsumer(manager, { deps: inbound.deps });
    const result = await consumer([record('m1', send('a'), 5), record('m2', send('b'), 1)]);
    expect(result.batchItemFailures).toEqual([]);
    expect(inbound.failures()).toEqual([['a', 'rejected']]);
    // The group goes on: the next send of the connection is not held behind a message already marked failed.
    expect(manager.handled).toEqual(['b']);
  });

  it('last receive marks failed: any other failure is reported as deadLetter', async () => {
    const inbound = inboundRecorder();
    const consumer = createOutboundConsumer(managerFailing(['a'], new Error('socket gone')), { deps: inbound.deps });
    const result = await consumer([record('m1', send('a'), 7)]);
    expect(result.batchItemFailures).toEqual([]);
    expect(inbound.failures()).toEqual([['a', 'deadLetter']]);
  });

  it('lets a non-send command dead-letter as before', async () => {
    const inbound = inboundRecorder();
    const manager = {
      handle: async () => {
        throw new Error('lease held elsewhere');
      },
    };
    const start = { type: 'session.start', companyId: 'c1', connectionId: 'w1' };
    const result = await createOutboundConsumer(manager, { deps: inbound.deps })([record('m1', start, 5)]);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(inbound.failures()).toEqual([]);
  });

  it('marks the message of a send the table queue still buries failed (deadLetter)', async () => {
    const inbound = inboundRecorder();
    // The report itself fails on the last receive, so the job is buried: the bury path reports it.
    let reports = 0;
    const flakyDeps = {
      ...inbound.deps,
      jobs: {
        send: async (queue, body, options) => {
          if (++reports === 1) throw new Error('throttled');
          await inbound.deps.jobs.send(queue, body, options);
        },
      } satisfies JobQueue,
    } as EventDeps;
    const queue = new TableJobQueue(table, { maxReceives: 1, pollIntervalMs: 20, retryDelayMs: 0 });
    const consumer = queue.consume(
      'outbound',
      createOutboundConsumer(managerFailing(['a'], refused), { deps: flakyDeps, maxReceives: 1 }),
    );
    await queue.send('outbound', send('a'), { groupId: 'send#w1', dedupeId: 'a' });
    await queue.drain('outbound');
    await consumer.stop();

    expect(await queue.deadLetters('outbound')).toHaveLength(1);
    expect(inbound.failures()).toEqual([['a', 'deadLetter']]);
  });
});
