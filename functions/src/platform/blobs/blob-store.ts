import type { Readable } from 'node:stream';
import { AppError } from '../errors.js';

/** The BlobStore port: media files. Local: files under DATA_DIR/media; cloud: a private S3 bucket. */
export interface BlobStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `stream` yields without holding it whole (a file written through, an S3 multipart upload).
   * Past `maxBytes` it throws TooLarge and leaves nothing under the key (nor a part of it anywhere).
   */
  putStream(
    key: string,
    stream: Readable,
    contentType: string,
    options: { maxBytes: number },
  ): Promise<{ size: number }>;
  /** Undefined when there is no such blob. */
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | undefined>;
  /**
   * The blob as a stream read as it is consumed (a file, an S3 response), never held whole. Undefined when there
   * is no such blob. The caller reads it to the end or destroys it, so no file or connection is left open.
   */
  getStream(key: string): Promise<BlobStream | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every blob whose key lies under `prefix` (`<prefix>/…`: a company's media when it is deleted,
   * docs/decisions/039) and nothing else; an empty prefix is no error.
   */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL that reads the blob without other credentials, valid for `expiresInSeconds`. */
  signedUrl(key: string, expiresInSeconds?: number): Promise<string>;
}

/** A store for a process that was given none: every call fails with `fail` (a setting names what is missing). */
export function unavailableBlobStore(fail: () => Promise<never>): BlobStore {
  return {
    put: fail,
    putStream: fail,
    get: fail,
    getStream: fail,
    delete: fail,
    deletePrefix: fail,
    signedUrl: fail,
  };
}

export interface BlobStream {
  stream: Readable;
  contentType: string;
  /** In bytes, when the store knows it before the stream is read. */
  size?: number;
}

/** A streamed blob passed its size cap; an upload route answers it as it is (413). */
export class TooLarge extends AppError {
  constructor(readonly maxBytes: number) {
    super('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo maior que ${Math.floor(maxBytes / 1024 / 1024)} MB`);
  }
}

/**
 * Counts the bytes of a stream as they pass and fails it with TooLarge at the first byte over `maxBytes`, so
 * neither store ever writes more than the cap.
 */
export async function* capped(stream: AsyncIterable<Uint8Array | string>, maxBytes: number, seen = { size: 0 }) {
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    seen.size += bytes.byteLength;
    if (seen.size > maxBytes) throw new TooLarge(maxBytes);
    yield bytes;
  }
}
