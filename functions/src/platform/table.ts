import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor, invalidCursor, type IndexName } from './cursor.js';

export type Key = { pk: string; sk: string };
export type Item = Key & Record<string, unknown>;
export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
type BatchRequest = { DeleteRequest: { Key: Key } } | { PutRequest: { Item: Item } };
export type { IndexName };

export interface QueryPage<T> {
  items: T[];
  cursor?: string;
}

/** The Table port: one DynamoDB table, one document client, keys built by the domain repos. */
export class Table {
  readonly doc: DynamoDBDocumentClient;

  constructor(
    readonly name: string,
    clientConfig: DynamoDBClientConfig = {},
  ) {
    const client = new DynamoDBClient(clientConfig);
    // The SDK's logger middleware copies every request and answer through its sensitive-data filter before calling
    // the logger, even the default no-op one: 2–3 ms of CPU and garbage per 40-item list read (issue 15). We log
    // requests ourselves (platform/log.ts), so the client runs without it.
    client.middlewareStack.remove('loggerMiddleware');
    this.doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }

  async get<T extends Key>(key: Key, consistent = true): Promise<T | undefined> {
    const out = await this.doc.send(new GetCommand({ TableName: this.name, Key: key, ConsistentRead: consistent }));
    return out.Item as T | undefined;
  }

  async put(item: Item, options: Omit<PutCommandInput, 'TableName' | 'Item'> = {}): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.name, Item: item, ...options }));
  }

  async update<T extends Key>(key: Key, options: Omit<UpdateCommandInput, 'TableName' | 'Key'>): Promise<T> {
    const out = await this.doc.send(
      new UpdateCommand({ TableName: this.name, Key: key, ReturnValues: 'ALL_NEW', ...options }),
    );
    return out.Attributes as T;
  }

  async delete(key: Key, options: Omit<DeleteCommandInput, 'TableName' | 'Key'> = {}): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.name, Key: key, ...options }));
  }

  /** Deletes an item and answers what it held; undefined when there was none (so only one caller wins it). */
  async take<T extends Key>(key: Key): Promise<T | undefined> {
    try {
      const out = await this.doc.send(
        new DeleteCommand({
          TableName: this.name,
          Key: key,
          ConditionExpression: 'attribute_exists(pk)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      return out.Attributes as T | undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /**
   * Many items by key, in the order asked (missing ones left out). Keys are read 100 at a time and what
   * DynamoDB leaves unprocessed is asked again.
   */
  async batchGet<T extends Key>(keys: Key[], consistent = false): Promise<T[]> {
    const found = new Map<string, T>();
    for (const chunk of chunksOf(uniqueKeys(keys), 100)) {
      let pending: Key[] = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        const out = await this.doc.send(
          new BatchGetCommand({ RequestItems: { [this.name]: { Keys: pending, ConsistentRead: consistent } } }),
        );
        for (const item of (out.Responses?.[this.name] ?? []) as T[]) found.set(keyId(item), item);
        pending = (out.UnprocessedKeys?.[this.name]?.Keys ?? []) as Key[];
        if (pending.length > 0) await backoff(attempt);
      }
    }
    return keys.flatMap((key) => {
      const item = found.get(keyId(key));
      return item ? [item] : [];
    });
  }

  /**
   * Deletes many items by key (other attributes of what is passed are ignored). Not atomic: see `batchWrite`.
   */
  async batchDelete(keys: readonly Key[]): Promise<void> {
    await this.batchWrite(uniqueKeys(keys).map((key) => ({ DeleteRequest: { Key: key } })));
  }

  /** Puts many items (each key once). Not atomic: see `batchWrite`. */
  async batchPut(items: readonly Item[]): Promise<void> {
    const unique = [...new Map(items.map((item) => [keyId(item), item])).values()];
    await this.batchWrite(unique.map((item) => ({ PutRequest: { Item: item } })));
  }

  /**
   * Writes 25 requests per BatchWriteItem (DynamoDB's limit), asking again with backoff for what it leaves
   * unprocessed (throttling). Not atomic: for writes where each item is independent and a repeat is harmless.
   */
  private async batchWrite(requests: BatchRequest[]): Promise<void> {
    for (const chunk of chunksOf(requests, 25)) {
      let pending = chunk;
      for (let attempt = 1; pending.length > 0; attempt++) {
        const out = await this.doc.send(new BatchWriteCommand({ RequestItems: { [this.name]: pending } }));
        pending = (out.UnprocessedItems?.[this.name] ?? []) as BatchRequest[];
        if (pending.length === 0) break;
        if (attempt >= BATCH_WRITE_ATTEMPTS) throw new Error(`batchWrite: ${pending.length} items left unprocessed`);
        await backoff(attempt);
      }
    }
  }

  async transact(items: TransactItems): Promise<void> {
    await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
  }

  /** One page of a query; `cursor` is an opaque string the caller hands back for the next page. */
  async query<T extends Key>(
    input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'> & { cursor?: string },
  ): Promise<QueryPage<T>> {
    const { cursor, ...rest } = input;
    const out = await this.doc
      .send(
        new QueryCommand({
          TableName: this.name,
          ...rest,
          ExclusiveStartKey: decodeCursor(cursor, rest.IndexName as IndexName | undefined),
        }),
      )
      .catch((error: unknown) => {
        // A cursor from another query (or another tenant's partition) is refused by DynamoDB: bad input, not a 500.
        if (cursor && (error as { name?: string }).name === 'ValidationException') {
          throw invalidCursor();
        }
        throw error;
      });
    return { items: (out.Items ?? []) as T[], cursor: encodeCursor(out.LastEvaluatedKey) };
  }

  /** Every item of a query, following pages (for small, bounded collections only). */
  async queryAll<T extends Key>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.query<T>({ ...input, cursor });
      all.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return all;
  }

  /**
   * Items of one partition, optionally narrowed by a sort-key prefix (read as a range: see `prefixCondition`).
   * An empty prefix is the whole partition.
   */
  async queryPartition<T extends Key>(
    pk: string,
    options: { skPrefix?: string; index?: IndexName; forward?: boolean; limit?: number; cursor?: string } = {},
  ): Promise<QueryPage<T>> {
    const names = options.index ? { pk: `${options.index}pk`, sk: `${options.index}sk` } : undefined;
    return this.query<T>({
      IndexName: options.index,
      ...prefixCondition(pk, options.skPrefix, names),
      ScanIndexForward: options.forward ?? true,
      Limit: options.limit,
      cursor: options.cursor,
    });
  }
}

/** A query's key condition, its names and values: spread into the query's input. */
export type KeyCondition = Required<
  Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>
>;

/**
 * The key condition for the items of partition `pk` whose sort key starts with `prefix` (all of them when it is
 * empty or absent), to spread into a query: `sk BETWEEN :skFrom AND :skTo`, not `begins_with`. DynamoDB Local
 * reads a begins_with condition from the partition's start (a Limit-20 read took 8.6–317 ms in a 344k-item
 * partition, issue 15) and a range from its first key (4.6–6.1 ms); both answer the same items, since `:skTo`
 * is the prefix followed by the largest characters a sort key can hold (see `afterEveryKeyStartingWith`).
 * `names` are the key attributes' names (an index's), `pk` and `sk` by default.
 */
export function prefixCondition(
  pk: string,
  prefix: string | undefined,
  names: { pk: string; sk: string } = { pk: 'pk', sk: 'sk' },
): KeyCondition {
  if (!prefix) {
    return {
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': names.pk },
      ExpressionAttributeValues: { ':pk': pk },
    };
  }
  return {
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo',
    ExpressionAttributeNames: { '#pk': names.pk, '#sk': names.sk },
    ExpressionAttributeValues: { ':pk': pk, ':skFrom': prefix, ':skTo': afterEveryKeyStartingWith(prefix) },
  };
}

/** DynamoDB's limit on a sort key's size, in UTF-8 bytes. */
const SORT_KEY_BYTES = 1024;
/** The largest character of each UTF-8 length (1–4 bytes), largest length first. */
const LARGEST_CHARACTERS = ['\u{10FFFF}', '\u{FFFF}', '\u{7FF}', '\u{7F}'].map((character) => ({
  character,
  bytes: Buffer.byteLength(character),
}));

/**
 * The prefix followed by the largest characters that fill a sort key's 1,024 bytes: DynamoDB orders sort keys by
 * their UTF-8 bytes, so every key that starts with the prefix (and fits the limit) sorts at or before it, and
 * every key after it no longer starts with the prefix.
 */
function afterEveryKeyStartingWith(prefix: string): string {
  let left = SORT_KEY_BYTES - Buffer.byteLength(prefix);
  let end = prefix;
  for (const { character, bytes } of LARGEST_CHARACTERS) {
    const count = Math.max(0, Math.floor(left / bytes));
    end += character.repeat(count);
    left -= count * bytes;
  }
  return end;
}

/** How many times a batch write asks DynamoDB before it gives up on what stays unprocessed. */
const BATCH_WRITE_ATTEMPTS = 8;

const keyId = (key: Key) => `${key.pk}\u0000${key.sk}`;

/** Each key once (a batch request refuses duplicates), as bare keys. */
const uniqueKeys = (keys: readonly Key[]): Key[] => [
  ...new Map(keys.map((key) => [keyId(key), { pk: key.pk, sk: key.sk }])).values(),
];

function chunksOf<T>(list: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  return chunks;
}

/** Waits before asking DynamoDB again for what it left unprocessed: 20 ms doubling, at most a second. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));

export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}

/** Which items of a cancelled transaction failed their condition (by position). */
export function failedConditions(error: unknown): number[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}
