import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.js';
import { ensureTable } from '../../local/ensure-table.js';
import { newId } from '../ids.js';
import { Table } from '../table.js';
import type { BatchHandler, JobRecord } from './job-queue.js';
import { JobStore } from './job-store.js';
import { TableJobQueue, type TableJobQueueOptions } from './table-job-queue.js';

const clientConfig = () => ({ endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS });
const fast: TableJobQueueOptions = { pollIntervalMs: 20, retryDelayMs: 0, visibilityTimeoutMs: 5_000 };

let tableName: string;
let stops: (() => Promise<void>)[];

beforeEach(async () => {
  tableName = `test-${newId()}`;
  const client = new DynamoDBClient(clientConfig());
  await ensureTable(client, tableName);
  client.destroy();
  stops = [];
});

afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

/** A queue as one process sees the shared table. */
function openQueue(options: TableJobQueueOptions = fast) {
  return new TableJobQueue(new Table(tableName, clientConfig()), options);
}

/** Consumes `inbound`, noting what it saw; `fail` decides per record whether to report it failed. */
function record(queue: TableJobQueue, fail: (record: JobRecord, seen: number) => boolean = () => false) {
  const batches: JobRecord[][] = [];
  const bodies: string[] = [];
  const handler: BatchHandler = async (records) => {
    batches.push(records);
    const failures = records.filter((r) => fail(r, bodies.filter((b) => b === r.body).length));
    bodies.push(...records.map((r) => r.body));
    return { batchItemFailures: failures.map((r) => ({ itemIdentifier: r.messageId })) };
  };
  const consumer = queue.consume('inbound', handler);
  stops.push(consumer.stop);
  const seen = () => bodies.map((b) => JSON.parse(b) as string);
  return { batches, seen, stop: consumer.stop };
}

const ofGroup = (seen: string[], group: string) => seen.filter((body) => body.startsWith(group));

describe('TableJobQueue', () => {
  it('delivers each group in send order with one job of a group in flight at a time', async () => {
    const queue = openQueue();
    const inFlight = new Set<string>();
    const seen: string[] = [];
    const overlaps: string[] = [];
    const consumer = queue.consume('inbound', async (records) => {
      for (const r of records) {
        if (inFlight.has(r.attributes.MessageGroupId)) overlaps.push(r.body);
        inFlight.add(r.attributes.MessageGroupId);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const r of records) inFlight.delete(r.attributes.MessageGroupId);
      seen.push(...records.map((r) => JSON.parse(r.body) as string));
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);

    for (let i = 0; i < 8; i++) {
      for (const group of ['a', 'b', 'c']) await queue.send('inbound', `${group}${i}`, { groupId: group });
    }
    await queue.drain('inbound');

    for (const group of ['a', 'b', 'c']) {
      expect(ofGroup(seen, group)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `${group}${i}`));
    }
    expect(overlaps).toEqual([]);
  });

  it('drops a job whose dedupe id was sent before, like SQS', async () => {
    const queue = openQueue();
    await queue.send('inbound', 'first', { groupId: 'g', dedupeId: 'provider-1' });
    await queue.send('inbound', 'again', { groupId: 'g', dedupeId: 'provider-1' });
    await queue.send('inbound', 'other', { groupId: 'g', dedupeId: 'provider-2' });
    const consumer = record(queue);
    await queue.drain('inbound');
    expect(consumer.seen()).toEqual(['first', 'other']);
    expect(consumer.batches.flat()[0]?.attributes.MessageDeduplicationId).toBe('provider-1');
  });

  it('holds a delayed job until its delay has passed', async () => {
    const queue = openQueue();
    const sentAt = Date.now();
    await queue.send('inbound', 'later', { groupId: 'g1', delaySeconds: 1 });
    await queue.send('inbound', 'now', { groupId: 'g2' });
    const deliveredAt: Record<string, number> = {};
    const consumer = queue.consume('inbound', async (records) => {
      for (const r of records) deliveredAt[JSON.parse(r.body) as string] = Date.now();
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    await queue.drain('inbound');
    expect(deliveredAt.later).toBeGreaterThanOrEqual(sentAt + 1000);
    expect(deliveredAt.now).toBeLessThan(deliveredAt.later!);
  });

  it('hands out a delayed group head once it is due, then the jobs sent behind it, in order', async () => {
    const queue = openQueue();
    const deliveredAt: Record<string, number> = {};
    const order: string[] = [];
    const consumer = queue.consume('inbound', async (records) => {
      for (const r of records) {
        const body = JSON.parse(r.body) as string;
        deliveredAt[body] = Date.now();
        order.push(body);
      }
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    // The consumer is already idle: nothing wakes it when the delay ends, only its own polls find the head due.
    const sentAt = Date.now();
    await queue.send('inbound', 'g-delayed', { groupId: 'g', delaySeconds: 1 });
    await queue.send('inbound', 'g-behind', { groupId: 'g' });
    await queue.send('inbound', 'alone-delayed', { groupId: 'alone', delaySeconds: 1 });
    await queue.drain('inbound', 5_000);

    expect(ofGroup(order, 'g-')).toEqual(['g-delayed', 'g-behind']);
    expect(deliveredAt['g-delayed']).toBeGreaterThanOrEqual(sentAt + 1000);
    expect(deliveredAt['g-behind']).toBeGreaterThanOrEqual(deliveredAt['g-delayed']!);
    expect(deliveredAt['alone-delayed']).toBeGreaterThanOrEqual(sentAt + 1000);
  });

  it('retries only the failed record of a batch and keeps its group behind it', async () => {
    const queue = openQueue();
    for (const body of ['a1', 'b1', 'a2', 'b2']) await queue.send('inbound', body, { groupId: body[0]! });
    const consumer = record(queue, (r, seen) => r.body === '"a1"' && seen === 0);
    await queue.drain('inbound');

    expect(consumer.batches[0]?.map((r) => r.body)).toEqual(['"a1"', '"b1"']);
    expect(ofGroup(consumer.seen(), 'a')).toEqual(['a1', 'a1', 'a2']);
    expect(ofGroup(consumer.seen(), 'b')).toEqual(['b1', 'b2']);
    const retried = consumer.batches.flat().filter((r) => r.body === '"a1"');
    expect(retried.map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
  });

  it('retries every record of a batch whose handler threw', async () => {
    const queue = openQueue();
    await queue.send('inbound', 'x', { groupId: 'x' });
    await queue.send('inbound', 'y', { groupId: 'y' });
    const seen: string[] = [];
    const consumer = queue.consume('inbound', async (records) => {
      seen.push(...records.map((r) => JSON.parse(r.body) as string));
      if (seen.length <= 2) throw new Error('database down');
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    await queue.drain('inbound');
    expect(seen.sort()).toEqual(['x', 'x', 'y', 'y']);
  });

  it('moves a job that keeps failing to the dead letters after maxReceives, without blocking other groups', async () => {
    const queue = openQueue({ ...fast, maxReceives: 3 });
    await queue.send('inbound', 'poison', { groupId: 'bad' });
    await queue.send('inbound', 'after-poison', { groupId: 'bad' });
    await queue.send('inbound', 'fine', { groupId: 'good' });
    const consumer = record(queue, (r) => r.body === '"poison"');
    await queue.drain('inbound');

    expect(consumer.seen().filter((b) => b === 'poison')).toHaveLength(3);
    expect(consumer.seen()).toContain('fine');
    expect(consumer.seen().indexOf('after-poison')).toBeGreaterThan(consumer.seen().lastIndexOf('poison'));
    const dead = await queue.deadLetters('inbound');
    expect(dead.map((r) => [r.body, r.attributes.MessageGroupId, r.attributes.ApproximateReceiveCount])).toEqual([
      ['"poison"', 'bad', '3'],
    ]);
  });

  it('never hands one job to two consumers sharing the table, and keeps each group in order', async () => {
    const sender = openQueue();
    const handled: { body: string; by: string }[] = [];
    const consumerIn =
      (by: string): BatchHandler =>
      async (records) => {
        handled.push(...records.map((r) => ({ body: JSON.parse(r.body) as string, by })));
        await new Promise((resolve) => setTimeout(resolve, 2));
        return { batchItemFailures: [] };
      };
    for (const by of ['first', 'second']) stops.push(openQueue().consume('inbound', consumerIn(by)).stop);
    const sent: string[] = [];
    for (let i = 0; i < 10; i++) {
      for (const group of ['p', 'q', 'r', 's']) {
        sent.push(`${group}${i}`);
        await sender.send('inbound', `${group}${i}`, { groupId: group });
      }
    }
    await sender.drain('inbound');

    const bodies = handled.map((h) => h.body);
    expect([...bodies].sort()).toEqual([...sent].sort());
    for (const group of ['p', 'q', 'r', 's']) expect(ofGroup(bodies, group)).toEqual(ofGroup(sent, group));
  });

  it('redelivers the job of a consumer that died holding it once its claim lapses', async () => {
    const queue = openQueue({ ...fast, visibilityTimeoutMs: 300 });
    await queue.send('inbound', 'held', { groupId: 'g' });
    await queue.send('inbound', 'behind', { groupId: 'g' });
    // What a killed process leaves behind: the head job claimed by a consumer that will never answer.
    const store = new JobStore(new Table(tableName, clientConfig()), 'inbound');
    const [head] = await store.heads();
    expect(await store.claim(head!, 'killed-process', Date.now(), 300)).toBeDefined();

    const restarted = record(queue);
    await queue.drain('inbound');
    expect(restarted.seen()).toEqual(['held', 'behind']);
    expect(restarted.batches[0]?.[0]?.attributes.ApproximateReceiveCount).toBe('2');
  });

  it('leaves a job alone while another consumer holds it', async () => {
    const queue = openQueue();
    await queue.send('inbound', 'held', { groupId: 'g' });
    const store = new JobStore(new Table(tableName, clientConfig()), 'inbound');
    const [head] = await store.heads();
    await store.claim(head!, 'other-process', Date.now(), 60_000);
    await queue.send('inbound', 'free', { groupId: 'h' });

    let seenWhenFreeArrived: string[] = [];
    const consumer = queue.consume('inbound', async (records) => {
      const bodies = records.map((r) => JSON.parse(r.body) as string);
      if (bodies.includes('free')) seenWhenFreeArrived = bodies;
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    await expect.poll(() => seenWhenFreeArrived).toEqual(['free']);
    expect((await store.heads()).map((h) => h.groupId)).toEqual(['g']);
  });

  it('looks for group heads among the oldest jobs only, so a backlog does not make every poll read it all', async () => {
    const queue = openQueue();
    for (const [body, groupId] of [
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
      ['c1', 'c'],
      ['d1', 'd'],
    ]) {
      await queue.send('inbound', body, { groupId: groupId! });
    }
    const store = new JobStore(new Table(tableName, clientConfig()), 'inbound', 3);
    expect((await store.heads()).map((h) => h.groupId)).toEqual(['a', 'b']);
    const wide = new JobStore(new Table(tableName, clientConfig()), 'inbound');
    expect((await wide.heads()).map((h) => h.groupId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('polls an idle queue less and less, down to one look per idlePollMaxMs (issue 15)', async () => {
    const table = new Table(tableName, clientConfig());
    let polls = 0;
    table.doc.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'QueryCommand') polls += 1;
        return next(args);
      },
      { step: 'initialize', name: 'count-polls' },
    );
    const queue = new TableJobQueue(table, { ...fast, pollIntervalMs: 50, idlePollMaxMs: 400 });
    const consumer = queue.consume('inbound', async () => ({ batchItemFailures: [] }));
    stops.push(consumer.stop);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = polls;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // At a steady 50 ms it would be ~40 looks; backed off to 400 ms, about 5.
    expect(polls - before).toBeLessThanOrEqual(10);
    expect(polls - before).toBeGreaterThanOrEqual(3);
  });

  it('still takes a job sent in this process at once, however long the queue was idle', async () => {
    const queue = openQueue({ ...fast, idlePollMaxMs: 10_000 });
    const consumer = record(queue);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await queue.send('inbound', 'woken', { groupId: 'g' });
    await expect.poll(() => consumer.seen(), { timeout: 3_000 }).toEqual(['woken']);
  });

  it('takes a job another process sent within idlePollMaxMs of an idle consumer', async () => {
    const host = record(openQueue({ ...fast, idlePollMaxMs: 300 }));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await openQueue().send('inbound', 'from-the-api', { groupId: 'g' });
    await expect.poll(() => host.seen(), { timeout: 2_000 }).toEqual(['from-the-api']);
  });

  it('wakes for a delayed job it has seen when the job falls due, not at the end of its idle wait', async () => {
    const api = openQueue();
    const sentAt = Date.now();
    await api.send('inbound', 'due-in-a-second', { groupId: 'g', delaySeconds: 1 });
    const deliveredAt: number[] = [];
    const consumer = openQueue({ ...fast, idlePollMaxMs: 10_000 }).consume('inbound', async (records) => {
      deliveredAt.push(...records.map(() => Date.now()));
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    await expect.poll(() => deliveredAt.length, { timeout: 5_000 }).toBe(1);
    expect(deliveredAt[0]).toBeGreaterThanOrEqual(sentAt + 1_000);
  });

  it('delivers jobs sent before any consumer existed', async () => {
    const api = openQueue();
    await api.send('inbound', 'early', { groupId: 'g' });
    await api.send('outbound', 'elsewhere', { groupId: 'g' });
    const host = record(openQueue());
    await api.drain('inbound');
    expect(host.seen()).toEqual(['early']);
    await expect(api.drain('outbound', 200)).rejects.toThrow(/still holds jobs/);
  });
});
