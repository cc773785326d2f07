import type { WAVersion } from '@whiskeysockets/baileys';
import type { ProviderFactory } from '../../../functions/src/platform/chat/chat-provider.js';
import { mediaMaxBytes } from '../../../functions/src/platform/blobs/media-limit.js';
import type { Deps } from '../../../functions/src/platform/deps.js';
import type { AuthCrypto } from './auth-crypto.js';
import { tableAuthStore } from './auth-state.js';
import { BaileysSession, type SetTimer } from './baileys-session.js';
import { makeBaileysSocket, type MakeSocket } from './socket.js';
import { whatsAppWebVersion } from './web-version.js';

export interface BaileysProviderOptions {
  /** Seals the auth state at rest: a KMS data key in the cloud, a key file under DATA_DIR locally. */
  authCrypto: AuthCrypto;
  /** The WhatsApp Web version; Baileys' latest (fetched once per process) unless given. */
  webVersion?: () => Promise<WAVersion>;
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
  options: BaileysProviderOptions,
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
    authCrypto: options.authCrypto,
    webVersion: options.webVersion ?? whatsAppWebVersion,
  };
  const authStore = (companyId: string, connectionId: string) =>
    tableAuthStore(deps.table, options.authCrypto, companyId, connectionId);
  return {
    name: 'beta',
    create: (context) => new BaileysSession(context, sessionDeps),
    hasAuthState: (companyId, connectionId) => authStore(companyId, connectionId).exists(),
    wipeAuthState: (companyId, connectionId) => authStore(companyId, connectionId).wipe(),
  };
}
