import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Deps } from '../platform/deps.js';
import { Realtime, type RealtimeTransport } from '../platform/realtime/realtime.js';
import { Table } from '../platform/table.js';
import { LOCAL_CREDENTIALS } from './dynamodb-local.js';
import { ensureTable } from './ensure-table.js';

export interface LocalDepsOptions {
  endpoint: string;
  tableName: string;
  transport: RealtimeTransport;
  jwtSecret: Uint8Array;
  clock?: Clock;
}

/** Wires the local adapters: DynamoDB Local, the in-process transport; creates the table if missing. */
export async function createLocalDeps(options: LocalDepsOptions): Promise<Deps> {
  const clientConfig = { endpoint: options.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS };
  const client = new DynamoDBClient(clientConfig);
  await ensureTable(client, options.tableName);
  client.destroy();
  const table = new Table(options.tableName, clientConfig);
  const clock = options.clock ?? systemClock;
  return {
    table,
    clock,
    realtime: new Realtime(table, options.transport, clock),
    config: { jwtSecret: options.jwtSecret, secureCookies: false, stage: 'local' },
  };
}

/** A secret kept beside the data, so sessions survive a restart; new when there is no data dir. */
export function localJwtSecret(dataDir: string | undefined): Uint8Array {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
