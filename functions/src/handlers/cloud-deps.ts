import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { Config } from 'sst/node/config';
import type { BlobStore } from '../platform/blobs/blob-store.js';
import { S3BlobStore } from '../platform/blobs/s3-blob-store.js';
import { systemClock } from '../platform/clock.js';
import type { Deps } from '../platform/deps.js';
import { TableJobQueue } from '../platform/jobs/table-job-queue.js';
import { ApiGatewayTransport } from '../platform/realtime/apigw-transport.js';
import { Realtime } from '../platform/realtime/realtime.js';
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

/** The handlers' Deps, built once per Lambda container from the environment the stacks set. */
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
    // For now jobs wait in the table like under `npm start`; the SQS FIFO adapter and its stack are issue 6.
    jobs: new TableJobQueue(table),
    blobs: mediaStore(),
    config: {
      jwtSecret: jwtSecret(),
      secureCookies: true,
      stage: requireEnv('STAGE'),
      simulator: process.env.SIMULATOR === 'on',
      defaultProvider: 'beta',
    },
  };
}

/** The media bucket when the stacks bound one; until then every media call fails with a message saying so. */
function mediaStore(): BlobStore {
  const bucket = process.env.MEDIA_BUCKET;
  if (bucket) return new S3BlobStore(bucket);
  const missing = () => Promise.reject(new Error('MEDIA_BUCKET is not set; the stacks must bind the media bucket.'));
  return { put: missing, get: missing, delete: missing, signedUrl: missing };
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
  if (!value) throw new Error(`${name} is not set; stacks/Realtime.ts sets it on every gateway function.`);
  return value;
}
