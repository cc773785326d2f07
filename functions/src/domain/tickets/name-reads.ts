import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, Key, Table } from '../../platform/table.js';

/** DynamoDB's limit of keys per BatchGetItem. */
const BATCH_KEYS = 100;
/** How many times a batch asks again for the keys DynamoDB left unprocessed (throttling) before it fails. */
const ATTEMPTS = 8;

/**
 * What a ticket shows of its contact, user, queue, connection and tags: the item's key and these attributes.
 * Contacts carry their search tokens and connections their automatic texts; read whole they were ~9 of every 10
 * bytes a list page's names cost (docs/decisions/029).
 */
const NAME_FIELDS = ['pk', 'sk', 'id', 'name', 'number', 'profilePicUrl', 'email', 'isGroup', 'color'];
const projection = {
  ProjectionExpression: NAME_FIELDS.map((_, i) => `#n${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(NAME_FIELDS.map((field, i) => [`#n${i}`, field])),
};

/**
 * The named items by key, projected to what a ticket shows of them: one BatchGetItem per 100 keys, side by side,
 * asking again (20 ms doubling) for what DynamoDB leaves unprocessed. Missing items are left out.
 */
export async function readNameItems(table: Table, keys: Key[]): Promise<Item[]> {
  const batches: Key[][] = [];
  for (let start = 0; start < keys.length; start += BATCH_KEYS) batches.push(keys.slice(start, start + BATCH_KEYS));
  const read = await Promise.all(batches.map((batch) => readBatch(table, batch)));
  return read.flat();
}

async function readBatch(table: Table, keys: Key[]): Promise<Item[]> {
  const found: Item[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= ATTEMPTS) throw new Error(`readNameItems: ${pending.length} keys left unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
    const out = await table.doc.send(
      new BatchGetCommand({ RequestItems: { [table.name]: { Keys: pending, ...projection } } }),
    );
    found.push(...((out.Responses?.[table.name] ?? []) as Item[]));
    pending = (out.UnprocessedKeys?.[table.name]?.Keys ?? []) as Key[];
  }
  return found;
}
