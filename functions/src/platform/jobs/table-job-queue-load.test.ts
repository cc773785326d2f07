import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.js';
import { ensureTable } from '../../local/ensure-table.js';
import { newId } from '../ids.js';
import { Table } from '../table.js';
import { JobStore } from './job-store.js';
import { TableJobQueue } from './table-job-queue.js';

/** The table queue under load (issue 15): what a poll reads and writes, and chats that do not wait on each other. */
const clientConfig = () => ({ endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS });

let table: Table;
let stops: (() => Promise<void>)[];

beforeEach(async () => {
  const client = new DynamoDBClient(clientConfig());
  const name = `test-${newId()}`;
  await ensureTable(client, name);
  client.destroy();
  table = new Table(name, clientConfig());
  stops = [];
});

afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

/** The requests `table` makes while counting, by command, and the items its queries returned. */
function countRequests() {
  const counted = { commands: [] as string[], itemsRead: 0 };
  table.doc.middlewareStack.add(
    (next, context) => async (args) => {
      counted.commands.push(context.commandName ?? '?');
      const out = await next(args);
      counted.itemsRead += Number((out.output as { Count?: number }).Count ?? 0);
      return out;
    },
    { step: 'initialize', name: `count-${newId()}` },
  );
  return counted;
}

async function sendAll(queue: TableJobQueue, jobs: [body: string, group: string][]) {
  for (const [body, groupId] of jobs) await queue.send('inbound', body, { groupId });
}

describe('TableJobQueue under load', () => {
  it('frees a chat as soon as its job is handled: a slow chat in the same batch does not hold the next one back', async () => {
    const queue = new TableJobQueue(table, { pollIntervalMs: 20, retryDelayMs: 0 });
    await sendAll(queue, [
      ['slow-1', 'slow'],
      ['fast-1', 'fast'],
      ['fast-2', 'fast'],
    ]);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const seen: string[] = [];
    const consumer = queue.consume('inbound', async (records, context) => {
      await Promise.all(
        records.map(async (record) => {
          seen.push(JSON.parse(record.body) as string);
          if (record.attributes.MessageGroupId === 'slow') await gate;
          else context?.handled([record.messageId]);
        }),
      );
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    try {
      await expect.poll(() => seen, { timeout: 3_000 }).toContain('fast-2');
    } finally {
      open();
    }
    await queue.drain('inbound');
    expect(seen.filter((body) => body.startsWith('fast'))).toEqual(['fast-1', 'fast-2']);
  });

  it('finds the heads it wants in a small first page instead of reading the whole window', async () => {
    const queue = new TableJobQueue(table);
    await sendAll(
      queue,
      Array.from({ length: 60 }, (_, index): [string, string] => [`job-${index}`, `chat-${index}`]),
    );
    const counted = countRequests();
    const heads = await new JobStore(table, 'inbound').heads(() => true, 10);
    expect(heads.map((head) => head.groupId)).toEqual(Array.from({ length: 10 }, (_, index) => `chat-${index}`));
    expect(counted.itemsRead).toBeLessThanOrEqual(25);
  });

  it('claims and deletes the jobs of one poll with one transaction each', async () => {
    const queue = new TableJobQueue(table, { pollIntervalMs: 1_000 });
    await sendAll(
      queue,
      Array.from({ length: 10 }, (_, index): [string, string] => [`job-${index}`, `chat-${index}`]),
    );
    const counted = countRequests();
    const handled: string[] = [];
    const consumer = queue.consume('inbound', async (records) => {
      handled.push(...records.map((record) => record.messageId));
      return { batchItemFailures: [] };
    });
    stops.push(consumer.stop);
    await expect.poll(() => handled.length).toBe(10);
    await consumer.stop();
    expect(await queue.holdsJobs('inbound')).toBe(false);
    const writes = counted.commands.filter((command) => command !== 'QueryCommand');
    // One claim transaction and one delete transaction (the per-job way: 10 updates and 10 deletes).
    expect(writes).toEqual(['TransactWriteItemsCommand', 'TransactWriteItemsCommand']);
  });
});
