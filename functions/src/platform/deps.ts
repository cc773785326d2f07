import type { Clock } from './clock.js';
import type { Realtime } from './realtime/realtime.js';
import type { Table } from './table.js';

export interface AppConfig {
  /** HS256 key for access tokens. */
  jwtSecret: Uint8Array;
  /** Send the refresh cookie with `Secure` (true behind HTTPS). */
  secureCookies: boolean;
  stage: string;
}

/** Everything the domain needs from the outside world; handlers and local/ wire the adapters in. */
export interface Deps {
  table: Table;
  realtime: Realtime;
  clock: Clock;
  config: AppConfig;
}
