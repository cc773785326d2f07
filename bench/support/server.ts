import { inject } from 'vitest';
import { startServer } from '../../functions/src/local/server.js';
import { newId } from '../../functions/src/platform/ids.js';
import { PASSWORD } from './company.js';
import { apiClient } from './http.js';

/** The embedded server (real HTTP) on a fresh table of the benches' DynamoDB Local, and a client of its API. */
export async function startBenchServer() {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `bench-${newId()}`,
    adminEmail: `root-${newId().toLowerCase()}@bench.example`,
    adminPassword: PASSWORD,
  });
  return { server, api: apiClient(server.url) };
}
