import { DEFAULT_CONNECTION_CONFIG, fetchLatestBaileysVersion, type WAVersion } from '@whiskeysockets/baileys';
import { log } from '../../../functions/src/platform/log.js';

/** The WhatsApp Web version the installed Baileys ships with (its exact version is pinned in package.json). */
export const PINNED_WEB_VERSION: WAVersion = DEFAULT_CONNECTION_CONFIG.version;
/** A host without a way to GitHub must not hold its sessions back for long. */
const FETCH_TIMEOUT_MS = 3_000;

type FetchLatest = () => Promise<{ version: WAVersion; isLatest: boolean; error?: unknown }>;

/**
 * The version WhatsApp currently expects (a stale one is refused with a 405 close), asked of Baileys'
 * `fetchLatestBaileysVersion` once per process: every socket of the host then uses the same answer.
 */
export function webVersionOnce(
  fetchLatest: FetchLatest = fetchLatestBaileysVersion,
  timeoutMs = FETCH_TIMEOUT_MS,
): () => Promise<WAVersion> {
  let version: Promise<WAVersion> | undefined;
  return () => (version ??= latestOrPinned(fetchLatest, timeoutMs));
}

async function latestOrPinned(fetchLatest: FetchLatest, timeoutMs: number): Promise<WAVersion> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const latest = await Promise.race([fetchLatest(), timeout]);
    // Baileys answers its own default, flagged not latest, when the fetch fails.
    if (!latest.isLatest) throw latest.error instanceof Error ? latest.error : new Error('not the latest version');
    return latest.version;
  } catch (error) {
    log('warn', {
      where: 'session-host',
      msg: 'WhatsApp Web version: using the pinned one',
      version: PINNED_WEB_VERSION.join('.'),
      error: (error as Error).message,
    });
    return PINNED_WEB_VERSION;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `WA_WEB_VERSION=pinned` skips the fetch: for an operator who must hold the version while a new one misbehaves,
 * and for test runs, which never reach the network.
 */
export const whatsAppWebVersion: () => Promise<WAVersion> =
  process.env.WA_WEB_VERSION === 'pinned' ? async () => PINNED_WEB_VERSION : webVersionOnce();
