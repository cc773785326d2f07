import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, startDynamoDbLocal, type DynamoDbLocal } from '../../functions/src/local/dynamodb-local.js';
import { ensureTable } from '../../functions/src/local/ensure-table.js';

const TABLE = 'durability';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const clientOf = (dynamo: DynamoDbLocal) =>
  new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });

async function skOf(dynamo: DynamoDbLocal): Promise<string[]> {
  const client = clientOf(dynamo);
  const out = await client.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'T' } },
    }),
  );
  client.destroy();
  return (out.Items ?? []).map((item) => item.sk?.S ?? '');
}

const WORKERS = 4;
const ROUNDS = 10;
const PUTS = 4;

/** Transactions of a few puts, several in flight, as the product writes; answers the keys acknowledged. */
async function writeTransactions(dynamo: DynamoDbLocal): Promise<string[]> {
  const client = clientOf(dynamo);
  await ensureTable(client, TABLE);
  const written: string[] = [];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let round = 0; round < ROUNDS; round++) {
        const sks = Array.from({ length: PUTS }, (_, index) => `${worker}-${round}-${index}`);
        await client.send(
          new TransactWriteItemsCommand({
            TransactItems: sks.map((sk) => ({ Put: { TableName: TABLE, Item: { pk: { S: 'T' }, sk: { S: sk } } } })),
          }),
        );
        written.push(...sks);
      }
    }),
  );
  client.destroy();
  return written;
}

async function restarted(dataDir: string): Promise<string[]> {
  const second = await startDynamoDbLocal({ dataDir });
  try {
    return (await skOf(second)).sort();
  } finally {
    await second.stop();
  }
}

describe('DynamoDB Local on disk, as npm start runs it (docs/decisions/026)', () => {
  it('keeps every acknowledged transaction across a stop (SIGTERM, as npm start stops it) and a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-durability-'));
    dirs.push(dataDir);
    const first = await startDynamoDbLocal({ dataDir });
    const written = await writeTransactions(first);
    await first.stop();
    expect(await restarted(dataDir)).toEqual(written.sort());
  }, 120_000);

  it('comes back after SIGKILL with whole transactions only, each writer missing at most its last ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-durability-'));
    dirs.push(dataDir);
    const first = await startDynamoDbLocal({ dataDir });
    const written = await writeTransactions(first);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    const kept = new Set(await restarted(dataDir));
    // DynamoDB Local may answer a transaction before SQLite has committed it: a gate run lost 1 of 40 acknowledged
    // transactions to SIGKILL (ADR 026). What must hold is atomicity and order: no transaction half there, and no
    // transaction missing while a later one of the same writer is kept.
    for (let worker = 0; worker < WORKERS; worker++) {
      const rounds = Array.from({ length: ROUNDS }, (_, round) =>
        Array.from({ length: PUTS }, (_, index) => kept.has(`${worker}-${round}-${index}`)),
      );
      for (const puts of rounds) expect(new Set(puts).size).toBe(1);
      const present = rounds.map((puts) => puts[0]);
      expect(present.slice(present.indexOf(false) === -1 ? ROUNDS : present.indexOf(false))).not.toContain(true);
    }
    console.log(`[durability] after SIGKILL: ${kept.size} of ${written.length} acknowledged items kept`);
    expect(kept.size).toBeGreaterThan(0);
  }, 120_000);
});
