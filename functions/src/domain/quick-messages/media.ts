import type { Actor } from '../../http/context.js';
import { assertBlobKey } from '../../platform/blobs/blob-key.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { publishQuickMessage } from './events.js';
import type { QuickMessageAnswer } from './schema.js';
import { changeQuickMessage, deleteQuickMessage, editable } from './service.js';

/**
 * A quick message's attachment goes out as a chat message's (the chat media policy): 16 MB, the chat apps' cap on
 * a picture or video, keeps the send within what every connection delivers.
 */
export const MAX_QUICK_MESSAGE_MEDIA_BYTES = 16 * 1024 * 1024;

const tooLarge = () =>
  new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo maior que ${MAX_QUICK_MESSAGE_MEDIA_BYTES / 1024 / 1024} MB`);

/** Spec 2 §5: spaces in an attachment's name become underscores; a path's folders are dropped. */
export function attachmentName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').trim().replace(/\s+/g, '_');
  return base.slice(0, 255) || 'arquivo';
}

/**
 * POST /quick-messages/{id}/media-upload: the file is checked by its bytes (docs/decisions/021: an SVG or HTML
 * file named .png is refused), stored, and replaces the message's previous attachment, whose blob is removed.
 */
export async function uploadQuickMessageMedia(
  deps: Deps,
  actor: Actor,
  id: string,
  file: File,
): Promise<QuickMessageAnswer> {
  if (file.size > MAX_QUICK_MESSAGE_MEDIA_BYTES) throw tooLarge();
  const mediaName = attachmentName(file.name);
  const data = new Uint8Array(await file.arrayBuffer());
  const { mimetype, extension } = await assertUploadAllowed('quickMessageMedia', data, mediaName);
  await editable(deps, actor, id);
  const mediaPath = `media/${actor.companyId}/quick-messages/${id}/${newId()}.${extension}`;
  assertBlobKey(mediaPath);
  await deps.blobs.put(mediaPath, data, mimetype);
  const { current, updated } = await changeQuickMessage(deps, actor, id, { mediaPath, mediaName });
  await dropBlob(deps, current.mediaPath);
  return publishQuickMessage(deps, 'update', updated, current.geral);
}

/** DELETE /quick-messages/{id}/media-upload: the message goes on without its attachment, whose blob is removed. */
export async function deleteQuickMessageMedia(deps: Deps, actor: Actor, id: string): Promise<QuickMessageAnswer> {
  const { current, updated } = await changeQuickMessage(deps, actor, id, { mediaPath: null, mediaName: null });
  await dropBlob(deps, current.mediaPath);
  return publishQuickMessage(deps, 'update', updated, current.geral);
}

/** DELETE /quick-messages/{id}: the message and its attachment. */
export async function deleteQuickMessageWithMedia(deps: Deps, actor: Actor, id: string): Promise<void> {
  const deleted = await deleteQuickMessage(deps, actor, id);
  await dropBlob(deps, deleted.mediaPath);
}

async function dropBlob(deps: Deps, key: string | null): Promise<void> {
  if (!key) return;
  await deps.blobs.delete(key).catch((error: unknown) => {
    log('warn', { where: 'quick-messages.media', key, error: String(error) });
  });
}
