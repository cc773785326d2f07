import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { systemClock, type Clock } from '../clock.js';
import { AppError } from '../errors.js';
import { assertBlobKey, DEFAULT_SIGNED_URL_SECONDS } from './blob-key.js';
import { capped, type BlobStore, type BlobStream } from './blob-store.js';

/** Where the API serves local media (http/media-routes.ts); signed URLs point here. */
export const MEDIA_URL_PREFIX = '/api/media/';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * Media as files for `npm start` (docs/decisions/009): `<dir>/blobs/<key>` holds the bytes and
 * `<dir>/types/<key>` the content type, so no key can collide with another key's type. Signed URLs carry an
 * expiry and an HMAC of key and expiry, checked by the media route: the signature is the only credential.
 */
export class LocalBlobStore implements BlobStore {
  private readonly root: string;
  private readonly signingKey: Buffer;

  constructor(
    dir: string,
    secret: Uint8Array,
    private readonly clock: Clock = systemClock,
  ) {
    this.root = resolve(dir);
    // A key of its own, derived from the shared secret, so a media signature can never stand for anything else.
    this.signingKey = createHmac('sha256', secret).update('balcao media url').digest();
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const { blob, type } = this.files(key);
    // The type first: a blob is visible once its bytes are in place, and then its type already is.
    await this.writeAtomically(type, contentType);
    await this.writeAtomically(blob, data);
  }

  async putStream(key: string, stream: Readable, contentType: string, options: { maxBytes: number }) {
    const { blob, type } = this.files(key);
    const seen = { size: 0 };
    // Written through a file in tmp/ and renamed into place once whole: a reader never sees part of it, and a
    // stream cut short (over the cap, the sender gone) leaves nothing.
    await this.writeAtomically(blob, async (tmp) => {
      await pipeline(capped(stream, options.maxBytes, seen), createWriteStream(tmp, { flags: 'wx' }));
      await this.writeAtomically(type, contentType);
    });
    return { size: seen.size };
  }

  async get(key: string): Promise<{ data: Uint8Array; contentType: string } | undefined> {
    const { blob, type } = this.files(key);
    const data = await readIfPresent(blob);
    if (!data) return undefined;
    const contentType = (await readIfPresent(type))?.toString('utf8') || FALLBACK_CONTENT_TYPE;
    return { data: new Uint8Array(data), contentType };
  }

  async getStream(key: string): Promise<BlobStream | undefined> {
    const { blob, type } = this.files(key);
    const file = await openIfPresent(blob);
    if (!file) return undefined;
    // Opened before the type is read: a blob replaced meanwhile is still read whole, from the file opened.
    const contentType = (await readIfPresent(type))?.toString('utf8') || FALLBACK_CONTENT_TYPE;
    return { stream: file.handle.createReadStream(), contentType, size: file.size };
  }

  async delete(key: string): Promise<void> {
    const { blob, type } = this.files(key);
    await rm(blob, { force: true });
    await rm(type, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const { blob, type } = this.files(prefix);
    await rm(blob, { recursive: true, force: true });
    await rm(type, { recursive: true, force: true });
  }

  async signedUrl(key: string, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS): Promise<string> {
    assertBlobKey(key);
    const exp = Math.floor(this.clock.now().getTime() / 1000) + expiresInSeconds;
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${MEDIA_URL_PREFIX}${path}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  /** Whether `sig` is this store's signature of `key` until `exp` (epoch seconds) and `exp` has not passed. */
  verify(key: string, exp: string | number, sig: string): boolean {
    const expires = Number(exp);
    if (!Number.isSafeInteger(expires) || expires * 1000 <= this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(key: string, exp: number): string {
    return createHmac('sha256', this.signingKey).update(`${key}\n${exp}`).digest('base64url');
  }

  private files(key: string): { blob: string; type: string } {
    assertBlobKey(key);
    const blobs = join(this.root, 'blobs');
    const blob = resolve(blobs, key);
    // assertBlobKey already refuses `..` and absolute keys; this is the last word on leaving the directory.
    if (!blob.startsWith(blobs + sep)) throw new AppError('ERR_VALIDATION', 400, 'Invalid media key');
    return { blob, type: resolve(this.root, 'types', key) };
  }

  /**
   * Write then rename, so a reader sees the old file or the new one, never half of it. `data` may be a writer
   * that fills the temporary file itself; if it fails the file goes.
   */
  private async writeAtomically(
    file: string,
    data: Uint8Array | string | ((tmp: string) => Promise<void>),
  ): Promise<void> {
    const tmp = join(this.root, 'tmp', randomUUID());
    await mkdir(dirname(tmp), { recursive: true });
    await mkdir(dirname(file), { recursive: true });
    try {
      await (typeof data === 'function' ? data(tmp) : writeFile(tmp, data));
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EISDIR: the key names a folder of other keys (`a` beside `a/b`), not a blob.
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
    throw error;
  }
}

/** The blob's file open for reading, with its size; undefined when there is none (or the key names a folder). */
async function openIfPresent(file: string): Promise<{ handle: FileHandle; size: number } | undefined> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return undefined;
  const stats = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (stats.isFile()) return { handle, size: stats.size };
  await handle.close();
  return undefined;
}
