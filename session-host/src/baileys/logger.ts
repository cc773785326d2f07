import type { makeCacheableSignalKeyStore } from '@whiskeysockets/baileys';
import { log } from '../../../functions/src/platform/log.js';

/** Baileys' logger shape; the package does not export its name. */
export type BaileysLogger = NonNullable<Parameters<typeof makeCacheableSignalKeyStore>[1]>;

function errorText(obj: unknown): string | undefined {
  if (obj instanceof Error) return obj.message;
  const err = (obj as { err?: unknown; error?: unknown } | null)?.err ?? (obj as { error?: unknown } | null)?.error;
  return err instanceof Error ? err.message : undefined;
}

/**
 * Baileys logs every frame at trace/debug and many benign retries at warn; our logs keep only its errors, as
 * one line with the message (its objects can hold whole messages and key material).
 */
export const baileysLogger: BaileysLogger = {
  level: 'error',
  child: () => baileysLogger,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (obj, msg) =>
    log('error', { source: 'baileys', msg: msg ?? (typeof obj === 'string' ? obj : undefined), error: errorText(obj) }),
};
