import { BatchGetCommand, BatchWriteCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, Key, Table } from '../../../functions/src/platform/table.js';

/** DynamoDB's own limits per request. */
const GET_LIMIT = 100;
const WRITE_LIMIT = 25;
const MAX_ROUNDS = 8;

export type BatchWrite = { put: Item } | { delete: Key };
export interface WriteFailure {
  key: Key;
  error: Error;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A throttled batch answers part of its work as "unprocessed": back off a little and send the rest again. */
async function pause(round: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round));
}

/** Reads many items by key, 100 per request, retrying what DynamoDB leaves unprocessed. */
export async function batchGet<T extends Key>(table: Table, keys: Key[]): Promise<T[]> {
  const found: T[] = [];
  for (const chunk of chunks(keys, GET_LIMIT)) {
    let pending: Key[] = chunk;
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error(`batchGet: ${pending.length} keys left unprocessed`);
      if (round > 0) await pause(round);
      const out = await table.doc.send(
        new BatchGetCommand({ RequestItems: { [table.name]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...((out.Responses?.[table.name] ?? []) as T[]));
      pending = (out.UnprocessedKeys?.[table.name]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

const keyOf = (write: BatchWrite): Key => {
  const { pk, sk } = 'put' in write ? write.put : write.delete;
  return { pk, sk };
};

/**
 * Puts and deletes, each on its own: 25 per request, what DynamoDB leaves unprocessed sent again with backoff, and
 * a request DynamoDB refuses whole (one item too large, say) split into single writes. Answers the writes that
 * failed; every other one is stored.
 */
export async function writeEach(table: Table, writes: BatchWrite[]): Promise<WriteFailure[]> {
  const failures: WriteFailure[] = [];
  for (const chunk of chunks(writes, WRITE_LIMIT)) {
    let pending = chunk;
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_ROUNDS) {
        failures.push(...pending.map((w) => ({ key: keyOf(w), error: new Error('left unprocessed (throttled)') })));
        break;
      }
      if (round > 0) await pause(round);
      try {
        pending = await sendBatch(table, pending);
      } catch {
        failures.push(...(await writeOneByOne(table, pending)));
        break;
      }
    }
  }
  return failures;
}

async function sendBatch(table: Table, writes: BatchWrite[]): Promise<BatchWrite[]> {
  const requests = writes.map((w) =>
    'put' in w ? { PutRequest: { Item: w.put } } : { DeleteRequest: { Key: w.delete } },
  );
  const out = await table.doc.send(new BatchWriteCommand({ RequestItems: { [table.name]: requests } }));
  return (out.UnprocessedItems?.[table.name] ?? []).map((r) =>
    r.PutRequest ? { put: r.PutRequest.Item as Item } : { delete: r.DeleteRequest!.Key as Key },
  );
}

async function writeOneByOne(table: Table, writes: BatchWrite[]): Promise<WriteFailure[]> {
  const outcomes = await Promise.allSettled(
    writes.map((w) =>
      'put' in w
        ? table.doc.send(new PutCommand({ TableName: table.name, Item: w.put }))
        : table.doc.send(new DeleteCommand({ TableName: table.name, Key: w.delete })),
    ),
  );
  return outcomes.flatMap((outcome, i) =>
    outcome.status === 'rejected' ? [{ key: keyOf(writes[i]!), error: outcome.reason as Error }] : [],
  );
}
