import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.js';
import { ensureTable } from '../../local/ensure-table.js';
import { newId } from '../ids.js';
import { Table } from '../table.js';
import { describeJobQueueContract } from './job-queue-contract.js';
import { TableJobQueue } from './table-job-queue.js';

describeJobQueueContract('TableJobQueue (DynamoDB Local)', async () => {
  const clientConfig = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `test-${newId()}`;
  const client = new DynamoDBClient(clientConfig);
  await ensureTable(client, name);
  client.destroy();
  const queue = new TableJobQueue(new Table(name, clientConfig), {
    pollIntervalMs: 20,
    retryDelayMs: 0,
    maxReceives: 3,
  });
  return {
    queue,
    drain: () => queue.drain('inbound'),
    deadLetters: async () => (await queue.deadLetters('inbound')).map((record) => record.body),
  };
});
