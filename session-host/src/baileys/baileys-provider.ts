import type { ProviderFactory } from '../../../functions/src/platform/chat/chat-provider.js';
import { mediaMaxBytes } from '../../../functions/src/platform/blobs/media-limit.js';
import type { Deps } from '../../../functions/src/platform/deps.js';
import { tableAuthStore } from './auth-state.js';
import { BaileysSession, type SetTimer } from './baileys-session.js';
import { makeBaileysSocket, type MakeSocket } from './socket.js';

export interface BaileysProviderOptions {
  /** The socket factory: Baileys' makeWASocket in production, a scripted fake in tests. */
  makeSocket?: MakeSocket;
  /** Jitter source of the reconnect backoff. */
  random?: () => number;
  setTimer?: SetTimer;
  /** The size cap of a download; MEDIA_MAX_MB unless given. */
  mediaMaxBytes?: number;
}

const realTimer: SetTimer = (callback, ms) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/** The `beta` provider: real WhatsApp numbers through Baileys, auth state in the table. */
export function createBaileysProvider(
  deps: Pick<Deps, 'table' | 'blobs' | 'clock' | 'jobs'>,
  options: BaileysProviderOptions = {},
): ProviderFactory {
  const sessionDeps = {
    table: deps.table,
    blobs: deps.blobs,
    clock: deps.clock,
    jobs: deps.jobs,
    mediaMaxBytes: options.mediaMaxBytes ?? mediaMaxBytes(),
    makeSocket: options.makeSocket ?? makeBaileysSocket,
    random: options.random ?? Math.random,
    setTimer: options.setTimer ?? realTimer,
  };
  return {
    name: 'beta',
    create: (context) => new BaileysSession(context, sessionDeps),
    hasAuthState: (companyId, connectionId) => tableAuthStore(deps.table, companyId, connectionId).exists(),
    wipeAuthState: (companyId, connectionId) => tableAuthStore(deps.table, companyId, connectionId).wipe(),
  };
}
