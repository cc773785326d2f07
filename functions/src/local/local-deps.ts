import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { withWebhookTap } from '../domain/webhooks/tap.js';
import { LocalBlobStore } from '../platform/blobs/local-blob-store.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { dataKeyFrom } from '../platform/crypto/sealed.js';
import type { Deps } from '../platform/deps.js';
import { newId } from '../platform/ids.js';
import { TableJobQueue, type TableJobQueueOptions } from '../platform/jobs/table-job-queue.js';
import { paymentsFromEnv } from '../platform/payments/payments-from-env.js';
import { Realtime, type RealtimeTransport } from '../platform/realtime/realtime.js';
import { LocalScheduler } from '../platform/scheduler/local-scheduler.js';
import { Table } from '../platform/table.js';
import { LOCAL_CREDENTIALS } from './dynamodb-local.js';
import { ensureTable } from './ensure-table.js';

export interface LocalDepsOptions {
  endpoint: string;
  tableName: string;
  transport: RealtimeTransport;
  jwtSecret: Uint8Array;
  clock?: Clock;
  /** Media go to `<dataDir>/media`; without one, to a fresh folder under the OS temp dir (created on first use). */
  dataDir?: string;
  /** Polling and retry timings of the job queue (tests make them short). */
  jobOptions?: TableJobQueueOptions;
}

/** The local adapters by their concrete types: the embedded server drives the queue's consumers itself. */
export type LocalDeps = Deps & { jobs: TableJobQueue; blobs: LocalBlobStore; scheduler: LocalScheduler };

/**
 * Wires the local adapters: DynamoDB Local, the in-process transport, the job queue on the table, media as files;
 * creates the table if missing.
 */
export async function createLocalDeps(options: LocalDepsOptions): Promise<LocalDeps> {
  const clientConfig = { endpoint: options.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS };
  const client = new DynamoDBClient(clientConfig);
  await ensureTable(client, options.tableName);
  client.destroy();
  const table = new Table(options.tableName, clientConfig);
  const clock = options.clock ?? systemClock;
  const mediaDir = options.dataDir ? join(options.dataDir, 'media') : join(tmpdir(), `balcao-media-${newId()}`);
  const simulator = localSimulator();
  return withWebhookTap<LocalDeps>({
    table,
    clock,
    realtime: new Realtime(table, options.transport, clock),
    jobs: new TableJobQueue(table, options.jobOptions),
    blobs: new LocalBlobStore(mediaDir, options.jwtSecret, clock),
    // Looked for every 250 ms: a scheduled message goes out within a second or two of its time (docs/decisions/043).
    scheduler: new LocalScheduler(table, clock, { pollIntervalMs: 250 }),
    payments: paymentsFromEnv(process.env, { table, clock, jwtSecret: options.jwtSecret, simulator }),
    config: {
      jwtSecret: options.jwtSecret,
      dataKey: localDataKey(options.dataDir),
      // Production mode: the site is meant to be served over HTTPS (README, TRUST_PROXY).
      secureCookies: process.env.NODE_ENV === 'production',
      stage: 'local',
      simulator,
      defaultProvider: simulator ? 'simulator' : 'beta',
    },
  });
}

/** The simulator is how `npm start` works without a phone; a production run has it only when asked for. */
function localSimulator(): boolean {
  return !(process.env.NODE_ENV === 'production' && process.env.SIMULATOR !== 'on');
}

/** A secret kept beside the data, so sessions survive a restart; new when there is no data dir. */
export function localJwtSecret(dataDir: string | undefined): Uint8Array {
  return localSecret(dataDir, 'jwt-secret');
}

/** The data key sealing API keys at rest (ADR 052): `DATA_KEY` when set, else kept beside the data like the above. */
function localDataKey(dataDir: string | undefined): Uint8Array {
  const fromEnv = process.env.DATA_KEY;
  return fromEnv
    ? dataKeyFrom({ dataKey: fromEnv, fallbackSecret: new Uint8Array() })
    : localSecret(dataDir, 'data-key');
}

function localSecret(dataDir: string | undefined, name: string): Uint8Array {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
