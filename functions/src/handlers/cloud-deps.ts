import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { Config } from 'sst/node/config';
import { withWebhookTap } from '../domain/webhooks/tap.js';
import { unavailableBlobStore, type BlobStore } from '../platform/blobs/blob-store.js';
import { systemClock } from '../platform/clock.js';
import { dataKeyFrom } from '../platform/crypto/sealed.js';
import type { Deps } from '../platform/deps.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { noPayments, type PaymentProvider } from '../platform/payments/payment-provider.js';
import type { PaymentsContext } from '../platform/payments/payments-from-env.js';
import { ApiGatewayTransport } from '../platform/realtime/apigw-transport.js';
import { Realtime } from '../platform/realtime/realtime.js';
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

/**
 * The adapters a handler brings in (cloud-adapters.ts), each built from the function's environment or undefined
 * when the stacks did not give it that resource. Passed in, not imported here, so a handler's bundle holds only
 * the SDK clients it uses (docs/decisions/031).
 */
export interface CloudAdapters {
  jobs?: () => JobQueue | undefined;
  blobs?: () => BlobStore | undefined;
  scheduler?: () => Scheduler | undefined;
  /** The payment provider the environment chooses (docs/decisions/034). */
  payments?: (context: PaymentsContext) => PaymentProvider;
}

const NONE: CloudAdapters = {};
const built = new Map<CloudAdapters, Deps>();

/**
 * The handlers' Deps, built once per Lambda container (and per set of adapters) from the environment the stacks
 * set. A function is given only the resources it uses (stacks/): an adapter the handler did not bring in, or whose
 * settings are absent, fails on use, naming them.
 */
export function cloudDeps(adapters: CloudAdapters = NONE): Deps {
  let deps = built.get(adapters);
  if (!deps) built.set(adapters, (deps = buildDeps(adapters)));
  return deps;
}

function buildDeps(adapters: CloudAdapters): Deps {
  const table = new Table(requireEnv('TABLE_NAME'));
  const management = new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_ENDPOINT') });
  const secret = jwtSecret();
  const simulator = process.env.SIMULATOR === 'on';
  return withWebhookTap<Deps>({
    table,
    realtime: new Realtime(table, new ApiGatewayTransport(management), systemClock),
    clock: systemClock,
    jobs: adapters.jobs?.() ?? { send: unavailable('INBOUND_QUEUE_URL and OUTBOUND_QUEUE_URL') },
    blobs: adapters.blobs?.() ?? mediaUnavailable(),
    scheduler: adapters.scheduler?.() ?? schedulerUnavailable(),
    payments: adapters.payments?.({ table, clock: systemClock, jwtSecret: secret, simulator }) ?? noPayments(),
    config: {
      jwtSecret: secret,
      dataKey: dataKeyFrom({ dataKey: process.env.DATA_KEY, fallbackSecret: secret }),
      secureCookies: true,
      stage: requireEnv('STAGE'),
      simulator,
      defaultProvider: 'beta',
    },
  });
}

function mediaUnavailable(): BlobStore {
  const missing = unavailable('MEDIA_BUCKET');
  return unavailableBlobStore(missing);
}

function schedulerUnavailable(): Scheduler {
  const missing = unavailable('SCHEDULE_GROUP, TIMER_QUEUE_ARN, SCHEDULER_ROLE_ARN and SCHEDULER_DEAD_LETTER_ARN');
  return { at: missing, cancel: missing };
}

function unavailable(settings: string) {
  return () =>
    Promise.reject(new Error(`${settings} not set: this function was not given that resource (stacks/, its handler).`));
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
