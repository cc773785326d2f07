import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.js';
import { ensureTable } from '../../local/ensure-table.js';
import { manualClock } from '../clock.js';
import { newId } from '../ids.js';
import { Table } from '../table.js';
import { LocalScheduler } from './local-scheduler.js';
import { describeSchedulerContract } from './scheduler-contract.js';
import type { TimerEvent, TimerTargets } from './scheduler.js';

const clientConfig = () => ({ endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS });

async function freshTable(): Promise<Table> {
  const name = `test-${newId()}`;
  const client = new DynamoDBClient(clientConfig());
  await ensureTable(client, name);
  client.destroy();
  return new Table(name, clientConfig());
}

/** Targets that note what they were given; `fail` makes a target throw. */
function recordingTargets(fail: (timer: TimerEvent) => boolean = () => false) {
  const fired: TimerEvent[] = [];
  const record = async (_payload: unknown, timer: TimerEvent) => {
    fired.push(timer);
    if (fail(timer)) throw new Error('target failed');
  };
  const targets: TimerTargets = { 'ticket.inactive': record, 'campaign.start': record, 'message.send': record };
  return { targets, fired };
}

describeSchedulerContract('LocalScheduler (DynamoDB Local)', async () => {
  const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
  const scheduler = new LocalScheduler(await freshTable(), clock);
  return {
    scheduler,
    clock,
    fireDue: async () => {
      const { targets, fired } = recordingTargets();
      await scheduler.runDue(targets);
      return fired;
    },
  };
});

describe('LocalScheduler', () => {
  const start = new Date('2026-11-22T12:00:00Z');
  let table: Table;

  beforeEach(async () => {
    table = await freshTable();
  });

  it('finds the pending timers again after a restart and runs the overdue ones at once', async () => {
    const clock = manualClock(start);
    await new LocalScheduler(table, clock).at(new Date(start.getTime() + 60_000), 'message.send', { m: 1 }, 'm1');
    clock.advance(3_600_000);

    const { targets, fired } = recordingTargets();
    expect(await new LocalScheduler(table, clock).runDue(targets)).toBe(1);
    expect(fired.map((timer) => timer.payload)).toEqual([{ m: 1 }]);
  });

  it('runs a failing target again after retryAfterMs and gives it up after maxAttempts', async () => {
    const clock = manualClock(start);
    const scheduler = new LocalScheduler(table, clock, { retryAfterMs: 10_000, maxAttempts: 2 });
    await scheduler.at(start, 'message.send', {}, 'flaky');
    const { targets, fired } = recordingTargets(() => true);

    await scheduler.runDue(targets);
    await scheduler.runDue(targets);
    expect(fired).toHaveLength(1);
    clock.advance(10_000);
    await scheduler.runDue(targets);
    clock.advance(60_000);
    await scheduler.runDue(targets);
    expect(fired).toHaveLength(2);
    expect(await table.get({ pk: 'TIMER#flaky', sk: 'TIMER' })).toBeUndefined();
  });

  it('runs a due timer once when two processes share the table', async () => {
    const clock = manualClock(start);
    for (let i = 0; i < 5; i++) await new LocalScheduler(table, clock).at(start, 'message.send', { i }, `shared-${i}`);
    const { targets, fired } = recordingTargets();
    await Promise.all([
      new LocalScheduler(table, clock).runDue(targets),
      new LocalScheduler(table, clock).runDue(targets),
    ]);
    expect(fired.map((timer) => timer.id).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `shared-${i}`));
  });

  it('drops a timer whose target nobody knows instead of retrying it', async () => {
    const clock = manualClock(start);
    const scheduler = new LocalScheduler(table, clock);
    await scheduler.at(start, 'retired.target', {}, 'orphan');
    expect(await scheduler.runDue({})).toBe(1);
    expect(await table.get({ pk: 'TIMER#orphan', sk: 'TIMER' })).toBeUndefined();
  });

  it('once started, fires timers as they fall due by the real clock', async () => {
    const scheduler = new LocalScheduler(table, undefined, { pollIntervalMs: 20 });
    const { targets, fired } = recordingTargets();
    const running = scheduler.start(targets);
    try {
      await scheduler.at(new Date(Date.now() + 50), 'message.send', { soon: true }, 'soon');
      await expect.poll(() => fired.map((timer) => timer.id)).toEqual(['soon']);
    } finally {
      await running.stop();
    }
  });

  it('looks less and less while no timer is near, and still fires a timer set in this process on time (issue 15)', async () => {
    let looks = 0;
    table.doc.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'QueryCommand') looks += 1;
        return next(args);
      },
      { step: 'initialize', name: `count-looks-${newId()}` },
    );
    const scheduler = new LocalScheduler(table, undefined, { pollIntervalMs: 50, idlePollMaxMs: 400 });
    const { targets, fired } = recordingTargets();
    const running = scheduler.start(targets);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const before = looks;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // At a steady 50 ms it would be ~40 looks; backed off to 400 ms, about 5.
      expect(looks - before).toBeLessThanOrEqual(10);
      const setAt = Date.now();
      await scheduler.at(new Date(setAt + 100), 'message.send', {}, 'set-here');
      await expect.poll(() => fired.map((timer) => timer.id), { timeout: 3_000 }).toEqual(['set-here']);
    } finally {
      await running.stop();
    }
  });

  it('wakes for a timer another process set when it falls due, once a look has seen it', async () => {
    const scheduler = new LocalScheduler(table, undefined, { pollIntervalMs: 50, idlePollMaxMs: 10_000 });
    const elsewhere = new LocalScheduler(table);
    const dueAt = Date.now() + 1_000;
    await elsewhere.at(new Date(dueAt), 'message.send', {}, 'set-elsewhere');
    const { targets, fired } = recordingTargets();
    const firedAt: number[] = [];
    const running = scheduler.start({
      ...targets,
      'message.send': async (payload, timer) => {
        firedAt.push(Date.now());
        await targets['message.send']?.(payload, timer);
      },
    });
    try {
      await expect.poll(() => fired.length, { timeout: 5_000 }).toBe(1);
      expect(firedAt[0]).toBeGreaterThanOrEqual(dueAt);
    } finally {
      await running.stop();
    }
  });
});
