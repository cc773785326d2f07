import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { KMSClient } from '@aws-sdk/client-kms';
import { LOCAL_CREDENTIALS } from '../../functions/src/local/dynamodb-local.js';
import { localJwtSecret } from '../../functions/src/local/local-deps.js';
import { unavailableBlobStore, type BlobStore } from '../../functions/src/platform/blobs/blob-store.js';
import { LocalBlobStore } from '../../functions/src/platform/blobs/local-blob-store.js';
import { S3BlobStore } from '../../functions/src/platform/blobs/s3-blob-store.js';
import type { ProviderFactory } from '../../functions/src/platform/chat/chat-provider.js';
import { OUTBOUND_QUEUE } from '../../functions/src/platform/chat/session-commands.js';
import { systemClock } from '../../functions/src/platform/clock.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import type { BatchHandler, JobQueue, QueueName } from '../../functions/src/platform/jobs/job-queue.js';
import { SqsJobQueue } from '../../functions/src/platform/jobs/sqs-job-queue.js';
import { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { log } from '../../functions/src/platform/log.js';
import { noPayments } from '../../functions/src/platform/payments/payment-provider.js';
import { keepRunningOnStrayErrors } from '../../functions/src/platform/process-guards.js';
import { ApiGatewayTransport } from '../../functions/src/platform/realtime/apigw-transport.js';
import { Realtime, type RealtimeTransport } from '../../functions/src/platform/realtime/realtime.js';
import { LocalScheduler } from '../../functions/src/platform/scheduler/local-scheduler.js';
import type { Scheduler } from '../../functions/src/platform/scheduler/scheduler.js';
import { Table } from '../../functions/src/platform/table.js';
import { authCryptoFromKey, kmsAuthDataKey, localAuthCrypto, type AuthCrypto } from './baileys/auth-crypto.js';
import { createBaileysProvider } from './baileys/baileys-provider.js';
import { createOutboundConsumer } from './outbound-consumer.js';
import { SessionManager } from './session-manager.js';
import { createSimulatorProvider } from './simulator/simulator-provider.js';

/**
 * The standalone session host (`node session-host/dist/main.js`, Fargate in the cloud): the same manager that
 * `npm start` runs in-process, fed by the outbound queue. Environment:
 *   TABLE_NAME (required), DYNAMODB_ENDPOINT (DynamoDB Local), WS_ENDPOINT (API Gateway management endpoint;
 *   without it realtime events are dropped), MEDIA_BUCKET (S3) or DATA_DIR (the data folder of a local
 *   `npm start`, for its media), INBOUND_QUEUE_URL and OUTBOUND_QUEUE_URL (SQS FIFO, stacks/Jobs.ts; without
 *   them the queues are the table's, as under `npm start`), STAGE, SIMULATOR=on, HOST_ID; AUTH_KMS_KEY_ID (the
 *   KMS key of the auth-state data key) or, without it, DATA_DIR's `auth-key` file: one of them is required.
 */
const env = {
  tableName: required('TABLE_NAME'),
  dynamoEndpoint: process.env.DYNAMODB_ENDPOINT,
  wsEndpoint: process.env.WS_ENDPOINT,
  mediaBucket: process.env.MEDIA_BUCKET,
  dataDir: process.env.DATA_DIR && resolve(process.env.DATA_DIR),
  stage: process.env.STAGE ?? 'local',
  simulator: process.env.SIMULATOR === 'on',
  hostId: process.env.HOST_ID ?? `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`,
  inboundQueueUrl: process.env.INBOUND_QUEUE_URL,
  outboundQueueUrl: process.env.OUTBOUND_QUEUE_URL,
  authKmsKeyId: process.env.AUTH_KMS_KEY_ID,
};

/** A queue this host can also consume: SQS in the cloud, the table locally. */
type ConsumableQueue = JobQueue & { consume(queue: QueueName, handler: BatchHandler): { stop(): Promise<void> } };

const table = tableFor();
const jobs = jobQueue(table);
const deps = hostDeps(table, jobs);
const providers: ProviderFactory[] = [createBaileysProvider(deps, { authCrypto: await authCrypto(table) })];
if (env.simulator) providers.push(createSimulatorProvider(deps));

// Host inboxes live on the table even where the shared queues are SQS (docs/decisions/014).
const inboxQueue = jobs instanceof TableJobQueue ? jobs : new TableJobQueue(table, { pollIntervalMs: 1_000 });
const manager = new SessionManager({ deps, providers, hostId: env.hostId, inboxQueue });
await manager.start();
// Started: from now on a stray error is logged, never a reason to stop every tenant's sessions.
keepRunningOnStrayErrors('session-host');
const releaseSends = new AbortController();
const consumer = jobs.consume(OUTBOUND_QUEUE, createOutboundConsumer(manager, { deps, stopping: releaseSends.signal }));
log('info', { where: 'session-host', hostId: env.hostId, providers: providers.map((p) => p.name), stage: env.stage });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('info', { where: 'session-host', stopping: signal });
  // Commands first, so none arrives for a session being stopped; sessions stop without logging out.
  releaseSends.abort(); // sends waiting for their connection go back to the queue, for the next host
  manager.refuseCommands(); // so do commands waiting for a host to drive their connection
  await consumer.stop();
  await manager.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

function tableFor(): Table {
  return new Table(
    env.tableName,
    env.dynamoEndpoint
      ? { endpoint: env.dynamoEndpoint, region: process.env.AWS_REGION ?? 'local', credentials: LOCAL_CREDENTIALS }
      : {},
  );
}

function hostDeps(table: Table, jobs: JobQueue): Deps {
  return {
    table,
    clock: systemClock,
    realtime: new Realtime(table, realtimeTransport(), systemClock),
    jobs,
    blobs: mediaStore(),
    scheduler: scheduler(table),
    payments: noPayments(), // nor takes payments
    // The session host signs no tokens and sets no cookies.
    config: {
      jwtSecret: new Uint8Array(),
      dataKey: new Uint8Array(), // nor opens sealed keys (the bot phase runs in the inbound consumer)
      secureCookies: true,
      stage: env.stage,
      simulator: env.simulator,
      defaultProvider: 'beta',
    },
  };
}

function jobQueue(table: Table): ConsumableQueue {
  const { inboundQueueUrl: inbound, outboundQueueUrl: outbound } = env;
  if (inbound && outbound) return new SqsJobQueue({ inbound, outbound });
  return new TableJobQueue(table);
}

/** Locally the host may share `npm start`'s table timers; in the cloud it holds no scheduler rights (stacks/). */
function scheduler(table: Table): Scheduler {
  if (env.dynamoEndpoint) return new LocalScheduler(table);
  const refused = () => Promise.reject(new Error('The session host sets no timers'));
  return { at: refused, cancel: refused };
}

function realtimeTransport(): RealtimeTransport {
  if (env.wsEndpoint) return new ApiGatewayTransport(new ApiGatewayManagementApiClient({ endpoint: env.wsEndpoint }));
  log('warn', { where: 'session-host', error: 'WS_ENDPOINT is not set: realtime events are dropped' });
  return { send: async () => 'ok', close: async () => undefined };
}

function mediaStore(): BlobStore {
  if (env.mediaBucket) return new S3BlobStore(env.mediaBucket);
  // Beside a local `npm start`: the same media folder and signing key, so the API serves what this host stores.
  if (env.dataDir) return new LocalBlobStore(join(env.dataDir, 'media'), localJwtSecret(env.dataDir));
  const missing = () =>
    Promise.reject(new Error('Neither MEDIA_BUCKET nor DATA_DIR is set: this session host cannot store media'));
  return unavailableBlobStore(missing);
}

/** The auth state outlives the process, so must its key: a KMS data key in the cloud, a key file locally. */
async function authCrypto(table: Table): Promise<AuthCrypto> {
  if (env.authKmsKeyId) return authCryptoFromKey(await kmsAuthDataKey(new KMSClient({}), table, env.authKmsKeyId));
  if (env.dataDir) return localAuthCrypto(env.dataDir);
  console.error('AUTH_KMS_KEY_ID or DATA_DIR must be set: the chat-app auth state is sealed with a key kept there.');
  process.exit(1);
}

function required(name: string): string {
  const value = process.env[name];
  if (value) return value;
  console.error(`${name} must be set.`);
  process.exit(1);
}
