import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../platform/errors.js';
import { IMAGE_NAME, imageBlobKey } from './image-name.js';

const notFound = () => new AppError('ERR_NOT_FOUND', 404, 'Imagem não encontrada.');
/** What an image may be answered as: the upload policy stores only these (checked by content). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * GET /api/announcement-images/<name>: an announcement's image, public as spec 3 §7 says (docs/decisions/051). No
 * token: the 128-bit random name is the only way to it. Streamed from the BlobStore (local files or S3), answered
 * as the stored picture type only, never sniffed, sandboxed; anything else is not found.
 */
export const announcementImageRoutes = new Hono<AppEnv>().get('/:name', async (c) => {
  const name = c.req.param('name');
  if (!IMAGE_NAME.test(name)) throw notFound();
  const blob = await c.get('deps').blobs.getStream(imageBlobKey(name));
  if (!blob) throw notFound();
  if (!IMAGE_TYPES.has(blob.contentType)) {
    blob.stream.destroy();
    throw notFound();
  }
  return c.body(Readable.toWeb(blob.stream) as ReadableStream, 200, {
    'content-type': blob.contentType,
    'content-disposition': 'inline',
    ...(blob.size !== undefined ? { 'content-length': String(blob.size) } : {}),
    // A name is never reused: a new upload gets a new one.
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': 'sandbox',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  });
});
