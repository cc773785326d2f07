const MB = 1024 * 1024;

/** The size cap of an attachment when the operator sets none (docs/operations.md, MEDIA_MAX_MB). */
export const DEFAULT_MEDIA_MAX_MB = 64;

/**
 * The largest attachment received from customers or sent by agents, in bytes: env MEDIA_MAX_MB (megabytes),
 * read here only, so the session host and the API apply one cap. A value that is not a positive number stops
 * the process at start-up rather than letting every download fail later.
 */
export function mediaMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MEDIA_MAX_MB?.trim();
  if (!raw) return DEFAULT_MEDIA_MAX_MB * MB;
  const megabytes = Number(raw);
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new Error(`MEDIA_MAX_MB must be a positive number of megabytes, not "${raw}"`);
  }
  return Math.floor(megabytes * MB);
}

/** The cap in whole megabytes, as people read it ("limite de 64 MB"). */
export const megabytes = (bytes: number) => Math.floor(bytes / MB);
