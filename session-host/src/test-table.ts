import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../functions/src/local/dynamodb-local.js';
import { ensureTable } from '../../functions/src/local/ensure-table.js';
import { newId } from '../../functions/src/platform/ids.js';
import { Table } from '../../functions/src/platform/table.js';

/** A fresh table in the test run's DynamoDB Local, for unit tests of code whose point is its conditional writes. */
export async function createTestTable(): Promise<Table> {
  const config = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `unit-${newId()}`;
  const client = new DynamoDBClient(config);
  await ensureTable(client, name);
  client.destroy();
  return new Table(name, config);
}
