import { existsSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  DynamoDBClient,
  PutItemCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { bench, describe } from 'vitest';
import {
  DYNAMODB_LOCAL_OPTIONS,
  LOCAL_CREDENTIALS,
  startDynamoDbLocal,
  type DynamoDbLocal,
} from '../functions/src/local/dynamodb-local.js';
import { ensureTable } from '../functions/src/local/ensure-table.js';
import { table } from './support/measure.js';
import { useWriteAheadLog } from './support/sqlite-wal.js';
import { mb, removeDir, runDir, scratchDir } from './support/store.js';

/**
 * Issue 15 (docs/decisions/026): how fast DynamoDB Local writes in each way it can keep its data, on this
 * machine: single PutItem, BatchWriteItem of 25 and TransactWriteItems of 4 puts (how the product writes most),
 * 8 requests in flight, ~300-byte items into the product's table (its two GSIs, keys not set). Modes: in memory
 * (the tests), on disk as `npm start` runs it (SQLite's rollback journal), on disk with the database switched to
 * WAL (and how big its log grows: DynamoDB Local never checkpoints it), on disk with -optimizeDbBeforeStartup,
 * and on tmpfs (/dev/shm, where the reads bench seeds). BENCH_STORE_SCALE multiplies the request counts.
 */
const SCALE = Number(process.env.BENCH_STORE_SCALE ?? 1);
const COUNTS = { puts: 600 * SCALE, batches: 160 * SCALE, transactions: 300 * SCALE };
const IN_FLIGHT = 8;
const TABLE = 'store-bench';

interface Mode {
  name: string;
  dir: () => string | undefined;
  options?: string[];
  wal?: boolean;
}
const modes: Mode[] = [
  { name: 'in memory (-inMemory, the tests)', dir: () => undefined },
  { name: 'disk, rollback journal (npm start)', dir: () => join(runDir('store'), 'dynamodb') },
  { name: 'disk, WAL', dir: () => join(runDir('store-wal'), 'dynamodb'), wal: true },
  {
    name: 'disk, -optimizeDbBeforeStartup',
    dir: () => join(runDir('store-opt'), 'dynamodb'),
    options: [...DYNAMODB_LOCAL_OPTIONS, '-optimizeDbBeforeStartup'],
  },
  { name: 'tmpfs /dev/shm, rollback journal', dir: () => join(scratchDir('store'), 'dynamodb') },
];

const body = 'x'.repeat(300);
const item = (pk: string, sk: string) => ({ pk: { S: pk }, sk: { S: sk }, body: { S: body } });

async function workers(count: number, work: (index: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, worker) => {
      for (let index = worker; index < count; index += IN_FLIGHT) await work(index);
    }),
  );
  return (performance.now() - started) / 1000;
}

async function start(mode: Mode, dir: string | undefined): Promise<DynamoDbLocal> {
  const options = mode.options ? { options: mode.options } : {};
  if (!mode.wal || !dir) return startDynamoDbLocal({ dataDir: dir, ...options });
  // The database exists once Java has made the table: stopped, switched by its header, started again.
  const first = await startDynamoDbLocal({ dataDir: dir, ...options });
  await withClient(first, (client) => ensureTable(client, TABLE));
  await first.stop();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.db'))) useWriteAheadLog(join(dir, name));
  return startDynamoDbLocal({ dataDir: dir, ...options });
}

async function withClient<T>(dynamo: DynamoDbLocal, use: (client: DynamoDBClient) => Promise<T>): Promise<T> {
  const client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
}

async function measure(mode: Mode): Promise<string[]> {
  const dir = mode.dir();
  const started = performance.now();
  const dynamo = await start(mode, dir);
  const startSeconds = (performance.now() - started) / 1000;
  try {
    return await withClient(dynamo, async (client) => {
      await ensureTable(client, TABLE);
      const puts = await workers(COUNTS.puts, (i) =>
        client.send(new PutItemCommand({ TableName: TABLE, Item: item(`p${i % 10}`, `s${i}`) })),
      );
      const batches = await workers(COUNTS.batches, (i) =>
        client.send(
          new BatchWriteItemCommand({
            RequestItems: {
              [TABLE]: Array.from({ length: 25 }, (_, j) => ({ PutRequest: { Item: item(`b${j % 5}`, `${i}-${j}`) } })),
            },
          }),
        ),
      );
      const transactions = await workers(COUNTS.transactions, (i) =>
        client.send(
          new TransactWriteItemsCommand({
            TransactItems: Array.from({ length: 4 }, (_, j) => ({
              Put: { TableName: TABLE, Item: item(`t${j}`, `${i}`) },
            })),
          }),
        ),
      );
      return [
        mode.name,
        String(Math.round(COUNTS.puts / puts)),
        String(Math.round((COUNTS.batches * 25) / batches)),
        String(Math.round(COUNTS.transactions / transactions)),
        startSeconds.toFixed(1),
        sizes(dir),
      ];
    });
  } finally {
    await dynamo.stop();
    if (dir) removeDir(join(dir, '..'));
  }
}

function sizes(dir: string | undefined): string {
  if (!dir || !existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((name) => /\.db(-wal)?$/.test(name))
    .map((name) => `${name.replace('local_local', '')} ${mb(statSync(join(dir, name)).size)}`)
    .join(', ');
}

const loadAtStart = loadavg()[0]?.toFixed(1);
const rows: string[][] = [];
for (const mode of modes) rows.push(await measure(mode));
console.log(
  [
    '',
    `=== DynamoDB Local write speed by store (${IN_FLIGHT} requests in flight, ~300-byte items; ` +
      `load average ${loadAtStart} → ${loadavg()[0]?.toFixed(1)} on a shared machine) ===`,
    table([['store', 'single puts/s', 'batch items/s', 'transactions of 4 puts/s', 'start s', 'files after'], ...rows]),
    '',
  ].join('\n'),
);

/** Vitest's bench runner wants at least one; the table above is the result. */
describe('store', () => {
  bench('write speeds printed above', () => {}, { iterations: 1 });
});
