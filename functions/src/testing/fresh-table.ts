import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { LOCAL_CREDENTIALS } from '../local/dynamodb-local.js';
import { ensureTable } from '../local/ensure-table.js';
import { newId } from '../platform/ids.js';
import { Table } from '../platform/table.js';

/** A new, empty table on the tests' DynamoDB Local (started once in global-setup.ts). */
export async function freshTable(): Promise<Table> {
  const clientConfig = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `test-${newId()}`;
  const client = new DynamoDBClient(clientConfig);
  await ensureTable(client, name);
  client.destroy();
  return new Table(name, clientConfig);
}
