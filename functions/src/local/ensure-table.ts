import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import {
  indexAttributes,
  indexDefinition,
  INDEXES,
  stringAttribute,
  tableDefinition,
  TTL_ATTRIBUTE,
} from '../platform/table-definition.js';
import { log } from '../platform/log.js';

/**
 * How long a restart waits for an index it added to the existing table to become active: DynamoDB Local fills it
 * from every item of the table (42 s for the 4.5M items of the 100k bench seed, on disk).
 */
const INDEX_WAIT_MS = 30 * 60_000;

/**
 * Creates the table and its indexes when missing. A restart finds it and adds, one at a time as DynamoDB allows,
 * an index a later version defines and the table was made without (gsi3, docs/decisions/059); the rest is left
 * alone.
 */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<'created' | 'exists' | 'upgraded'> {
  let table: TableDescription | undefined;
  try {
    table = (await client.send(new DescribeTableCommand({ TableName: name }))).Table;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  if (table) return (await addMissingIndexes(client, name, table)) ? 'upgraded' : 'exists';
  await client.send(new CreateTableCommand(tableDefinition(name)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  return 'created';
}

async function addMissingIndexes(client: DynamoDBClient, name: string, table: TableDescription): Promise<boolean> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = INDEXES.filter((index) => !present.has(index));
  for (const index of missing) {
    log('info', { where: 'ensureTable', table: name, adding: index, note: 'once; a large table takes a while' });
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: indexAttributes(index).map(stringAttribute),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await untilActive(client, name, index);
  }
  return missing.length > 0;
}

async function untilActive(client: DynamoDBClient, name: string, index: string): Promise<void> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const status = Table?.GlobalSecondaryIndexes?.find((one) => one.IndexName === index)?.IndexStatus;
    if (status === 'ACTIVE') return;
    if (Date.now() > deadline) throw new Error(`Index ${index} of ${name} is still ${status ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
