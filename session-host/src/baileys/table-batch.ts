import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, Key, Table } from '../../../functions/src/platform/table.js';

/** DynamoDB's own limits per request. */
const GET_LIMIT = 100;
const WRITE_LIMIT = 25;
const MAX_ROUNDS = 8;

export type BatchWrite = { put: Item } | { delete: Key };

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

/** Puts and deletes, 25 per request, retrying what DynamoDB leaves unprocessed. */
export async function batchWrite(table: Table, writes: BatchWrite[]): Promise<void> {
  for (const chunk of chunks(writes, WRITE_LIMIT)) {
    let pending = chunk.map((w) =>
      'put' in w ? { PutRequest: { Item: w.put } } : { DeleteRequest: { Key: w.delete } },
    );
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error(`batchWrite: ${pending.length} writes left unprocessed`);
      if (round > 0) await pause(round);
      const out = await table.doc.send(new BatchWriteCommand({ RequestItems: { [table.name]: pending } }));
      pending = (out.UnprocessedItems?.[table.name] ?? []) as typeof pending;
    }
  }
}
