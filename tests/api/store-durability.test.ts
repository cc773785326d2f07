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

describe('DynamoDB Local on disk, as npm start runs it (docs/decisions/026)', () => {
  it('keeps every acknowledged transaction when Java is killed with SIGKILL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-durability-'));
    dirs.push(dataDir);
    const first = await startDynamoDbLocal({ dataDir });
    const client = clientOf(first);
    await ensureTable(client, TABLE);
    const written: string[] = [];
    // As the product writes: transactions of a few puts, several in flight.
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let round = 0; round < 10; round++) {
          const sks = Array.from({ length: 4 }, (_, index) => `${worker}-${round}-${index}`);
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
    process.kill(first.pid, 'SIGKILL');
    await first.exited;

    const second = await startDynamoDbLocal({ dataDir });
    try {
      expect((await skOf(second)).sort()).toEqual(written.sort());
    } finally {
      await second.stop();
    }
  }, 120_000);
});
