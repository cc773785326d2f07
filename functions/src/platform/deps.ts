import type { BlobStore } from './blobs/blob-store.js';
import type { ProviderName } from './chat/chat-provider.js';
import type { Clock } from './clock.js';
import type { Dialogflow } from './dialogflow/dialogflow.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import type { Realtime } from './realtime/realtime.js';
import type { Scheduler } from './scheduler/scheduler.js';
import type { Table } from './table.js';

export interface AppConfig {
  /** HS256 key for access tokens. */
  jwtSecret: Uint8Array;
  /** Send the refresh cookie with `Secure` (true behind HTTPS). */
  secureCookies: boolean;
  stage: string;
  /** The simulator API and provider are on (always locally; in the cloud only when an operator turns it on). */
  simulator: boolean;
  /** AES-256 key sealing the secrets companies give us (API keys) at rest: platform/crypto/sealed.ts, ADR 052. */
  dataKey: Uint8Array;
  /** Provider of a connection created without one: `simulator` under `npm start`, the spec's `beta` otherwise. */
  defaultProvider: ProviderName;
}

/** Everything the domain needs from the outside world; handlers and local/ wire the adapters in. */
export interface Deps {
  table: Table;
  realtime: Realtime;
  clock: Clock;
  jobs: JobQueue;
  blobs: BlobStore;
  scheduler: Scheduler;
  /** Pix charges and their notifications (docs/decisions/034): the sandbox under `npm start`, Efí when configured. */
  payments: PaymentProvider;
  /** Dialogflow ES (docs/decisions/054): Google's API unless set (tests point it at a local server). */
  dialogflow?: Dialogflow;
  config: AppConfig;
}
