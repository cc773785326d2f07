import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { Config } from 'sst/node/config';
import type { BlobStore } from '../platform/blobs/blob-store.js';
import { S3BlobStore } from '../platform/blobs/s3-blob-store.js';
import { systemClock } from '../platform/clock.js';
import type { Deps } from '../platform/deps.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { SqsJobQueue } from '../platform/jobs/sqs-job-queue.js';
import { ApiGatewayTransport } from '../platform/realtime/apigw-transport.js';
import { Realtime } from '../platform/realtime/realtime.js';
import { EventBridgeScheduler } from '../platform/scheduler/eventbridge-scheduler.js';
import type { Scheduler } from '../platform/scheduler/scheduler.js';
import { Table } from '../platform/table.js';

// SST generates this declaration under .sst/types at deploy time; it is repeated here so the handlers
// typecheck without a deploy. Binding the secret makes `sst/node/config` fetch it from SSM at cold start.
declare module 'sst/node/config' {
  export interface SecretResources {
    JWT_SECRET: { value: string };
  }
}

/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2). */
const MIN_JWT_SECRET_BYTES = 32;

let cached: Deps | undefined;

/**
 * The handlers' Deps, built once per Lambda container from the environment the stacks set. A function is
 * given only the resources it uses (stacks/): an adapter whose settings are absent fails on use, naming them.
 */
export function cloudDeps(): Deps {
  cached ??= buildDeps();
  return cached;
}

function buildDeps(): Deps {
  const table = new Table(requireEnv('TABLE_NAME'));
  const management = new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_ENDPOINT') });
  return {
    table,
    realtime: new Realtime(table, new ApiGatewayTransport(management), systemClock),
    clock: systemClock,
    jobs: jobQueue(),
    blobs: mediaStore(),
    scheduler: scheduler(),
    config: {
      jwtSecret: jwtSecret(),
      secureCookies: true,
      stage: requireEnv('STAGE'),
      simulator: process.env.SIMULATOR === 'on',
      defaultProvider: 'beta',
    },
  };
}

function jobQueue(): JobQueue {
  const { INBOUND_QUEUE_URL: inbound, OUTBOUND_QUEUE_URL: outbound } = process.env;
  if (inbound && outbound) return new SqsJobQueue({ inbound, outbound });
  return { send: unavailable('INBOUND_QUEUE_URL and OUTBOUND_QUEUE_URL') };
}

function mediaStore(): BlobStore {
  const bucket = process.env.MEDIA_BUCKET;
  if (bucket) return new S3BlobStore(bucket);
  const missing = unavailable('MEDIA_BUCKET');
  return { put: missing, putStream: missing, get: missing, getStream: missing, delete: missing, signedUrl: missing };
}

function scheduler(): Scheduler {
  const {
    SCHEDULE_GROUP: groupName,
    TIMER_QUEUE_ARN: targetArn,
    SCHEDULER_ROLE_ARN: roleArn,
    SCHEDULER_DEAD_LETTER_ARN: deadLetterArn,
  } = process.env;
  if (groupName && targetArn && roleArn && deadLetterArn) {
    return new EventBridgeScheduler({ groupName, targetArn, roleArn, deadLetterArn });
  }
  const missing = unavailable('SCHEDULE_GROUP, TIMER_QUEUE_ARN, SCHEDULER_ROLE_ARN and SCHEDULER_DEAD_LETTER_ARN');
  return { at: missing, cancel: missing };
}

function unavailable(settings: string) {
  return () => Promise.reject(new Error(`${settings} not set: the stacks did not give this function that resource.`));
}

function jwtSecret(): Uint8Array {
  const key = new TextEncoder().encode(Config.JWT_SECRET);
  if (key.length < MIN_JWT_SECRET_BYTES) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes; set it with \`npx sst secrets set\`.`);
  }
  return key;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; stacks/Realtime.ts sets it on every function.`);
  return value;
}
