import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { BufferJSON } from '@whiskeysockets/baileys';
import { isConditionFailure, type Item, type Key, type Table } from '../../../functions/src/platform/table.js';
import type { AuthCrypto } from './auth-crypto.js';
import { batchGet, writeEach, type BatchWrite, type WriteFailure } from './table-batch.js';

/**
 * How one piece of auth state is stored: the BufferJSON text, gzipped, sealed (auth-crypto.ts) in `data`. A sealed
 * value over PART_BYTES (app-state sync versions grow ~132 bytes an entry, past DynamoDB's 400 KB item limit) goes
 * into part items `<sk>#part#<partsId>#<n>` written before the item that names them, so a reader never finds a
 * head whose parts are missing. Items of before the sealing hold the plain text in `value`: read as they are and
 * sealed in place.
 */
export type AuthItem = Key & { value?: string; data?: Uint8Array; parts?: number; partsId?: string };

const PART_BYTES = 350_000;

const contextOf = (key: Key) => `${key.pk}|${key.sk}`;
const partKey = (key: Key, partsId: string, index: number): Key => ({
  pk: key.pk,
  sk: `${key.sk}#part#${partsId}#${index}`,
});
const partKeysOf = (item: AuthItem): Key[] =>
  item.parts && item.partsId ? Array.from({ length: item.parts }, (_, i) => partKey(item, item.partsId!, i)) : [];

export function sealAuthValue(crypto: AuthCrypto, key: Key, value: unknown): { head: Item; parts: Item[] } {
  const sealed = crypto.seal(gzipSync(JSON.stringify(value, BufferJSON.replacer)), contextOf(key));
  if (sealed.length <= PART_BYTES) return { head: { ...key, data: sealed }, parts: [] };
  const partsId = randomBytes(6).toString('hex');
  const parts: Item[] = [];
  for (let offset = 0; offset < sealed.length; offset += PART_BYTES) {
    parts.push({ ...partKey(key, partsId, parts.length), data: sealed.subarray(offset, offset + PART_BYTES) });
  }
  return { head: { ...key, parts: parts.length, partsId }, parts };
}

function openAuthValue<T>(crypto: AuthCrypto, head: AuthItem, parts: Map<string, Uint8Array>): T {
  if (typeof head.value === 'string') return JSON.parse(head.value, BufferJSON.reviver) as T;
  const pieces = head.data ? [head.data] : partKeysOf(head).map((k) => parts.get(k.sk));
  if (pieces.some((p) => !p)) throw new Error(`auth item ${head.sk}: a part is missing`);
  const sealed = Buffer.concat(pieces as Uint8Array[]);
  return JSON.parse(gunzipSync(crypto.open(sealed, contextOf(head))).toString('utf8'), BufferJSON.reviver) as T;
}

/** The values stored under `keys`, by sk (missing ones left out); plain items are sealed on the way. */
export async function readAuthValues(crypto: AuthCrypto, table: Table, keys: Key[]): Promise<Map<string, unknown>> {
  const heads = await batchGet<AuthItem>(table, keys);
  const partItems = await batchGet<AuthItem>(table, heads.flatMap(partKeysOf));
  const parts = new Map(partItems.map((p) => [p.sk, p.data!]));
  const values = new Map<string, unknown>();
  for (const head of heads) {
    const value = openAuthValue(crypto, head, parts);
    values.set(head.sk, value);
    if (typeof head.value === 'string') await sealInPlace(crypto, table, head, value);
  }
  return values;
}

/** Seals a plain item unless a newer write got there first. */
async function sealInPlace(crypto: AuthCrypto, table: Table, plain: AuthItem, value: unknown): Promise<void> {
  const { head, parts } = sealAuthValue(crypto, { pk: plain.pk, sk: plain.sk }, value);
  if (parts.length > 0) return; // the next write of the key stores it in parts
  await table
    .put(head, {
      ConditionExpression: '#value = :plain',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':plain': plain.value },
    })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * Writes each value (null deletes) on its own and answers the ones that failed. A value in parts writes its parts,
 * then its head, then drops the parts of the value it replaced. (A value that shrinks back into one item, or is
 * deleted, leaves its old parts behind until the connection's state is wiped: sync versions only grow.)
 */
export async function writeAuthValues(
  crypto: AuthCrypto,
  table: Table,
  entries: { key: Key; value: unknown }[],
): Promise<WriteFailure[]> {
  const single: BatchWrite[] = [];
  const inParts: { head: Item; parts: Item[] }[] = [];
  for (const { key, value } of entries) {
    if (value === null || value === undefined) {
      single.push({ delete: key });
      continue;
    }
    const sealed = sealAuthValue(crypto, key, value);
    if (sealed.parts.length === 0) single.push({ put: sealed.head });
    else inParts.push(sealed);
  }
  const failures = await writeEach(table, single);
  for (const sealed of inParts) failures.push(...(await writeInParts(table, sealed)));
  return failures;
}

async function writeInParts(table: Table, { head, parts }: { head: Item; parts: Item[] }): Promise<WriteFailure[]> {
  const key = { pk: head.pk, sk: head.sk };
  const failed = await writeEach(
    table,
    parts.map((put) => ({ put })),
  );
  if (failed.length > 0) return [{ key, error: failed[0]!.error }];
  try {
    const out = await table.doc.send(new PutCommand({ TableName: table.name, Item: head, ReturnValues: 'ALL_OLD' }));
    const replaced = out.Attributes as AuthItem | undefined;
    if (replaced?.partsId) await table.batchDelete(partKeysOf(replaced));
    return [];
  } catch (error) {
    return [{ key, error: error as Error }];
  }
}
