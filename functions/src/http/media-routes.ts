import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { LocalBlobStore, MEDIA_URL_PREFIX } from '../platform/blobs/local-blob-store.js';
import { servedAs } from '../platform/blobs/served-as.js';
import { AppError } from '../platform/errors.js';
import type { AppEnv } from './context.js';

/**
 * GET /api/media/<key>?exp=&sig=: local media behind the URLs LocalBlobStore signs. No login: the signature is
 * the credential, as with an S3 presigned URL. Mounted only when the blobs are local; in the cloud S3 serves.
 */
export function mediaRoutes(blobs: LocalBlobStore) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = keyOf(new URL(c.req.url).pathname);
    const exp = c.req.query('exp');
    const sig = c.req.query('sig');
    if (!key || !exp || !sig || !blobs.verify(key, exp, sig)) {
      throw new AppError('ERR_NO_PERMISSION', 403, 'This media link is invalid or has expired');
    }
    const blob = await blobs.getStream(key);
    if (!blob) throw new AppError('ERR_NOT_FOUND', 404, 'Media not found');
    const served = servedAs(blob.contentType);
    // Read from the file as the client takes it: a 64 MB video is never held whole by the API.
    return c.body(Readable.toWeb(blob.stream) as ReadableStream, 200, {
      'content-type': served.contentType,
      'content-disposition': served.disposition,
      ...(blob.size !== undefined ? { 'content-length': String(blob.size) } : {}),
      'cache-control': 'private, max-age=300',
      // Customers send any file; served from our origin, an HTML or SVG one must not run as our page: it is an
      // attachment of opaque bytes (servedAs), and sandboxed should a browser render it all the same.
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
  });
}

/** The key as signed: the raw path after the prefix, each segment decoded once. */
function keyOf(pathname: string): string | undefined {
  if (!pathname.startsWith(MEDIA_URL_PREFIX)) return undefined;
  try {
    return pathname.slice(MEDIA_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}
