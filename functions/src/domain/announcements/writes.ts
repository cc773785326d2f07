import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord } from '../../platform/guarded-transact.js';
import { log } from '../../platform/log.js';
import { isConditionFailure } from '../../platform/table.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { broadcastAnnouncement, publishAnnouncement } from './broadcast.js';
import { imageBlobKey, newImageName } from './image-name.js';
import {
  getAnnouncementRecord,
  takeAnnouncementRecord,
  updateAnnouncementRecord,
  type AnnouncementRecord,
} from './repo.js';
import type { Announcement, AnnouncementAnswer, AnnouncementUpdate } from './schema.js';

/**
 * An announcement's image (spec 3 §3: png, jpg, jpeg): a phone photo or a banner fits, a flood does not. The public
 * path answers it through the API Lambda, whose response (base64, a third larger) must stay under 6 MB.
 */
export const MAX_ANNOUNCEMENT_IMAGE_BYTES = 4 * 1024 * 1024;

export const announcementNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Informativo não encontrado.');

/** The stored announcement, or 404. */
export async function existing(deps: Deps, id: string): Promise<AnnouncementRecord> {
  const record = await getAnnouncementRecord(deps.table, id);
  if (!record) throw announcementNotFound();
  return record;
}

/** PUT /announcements/{id}: the fields sent change. */
export async function updateAnnouncement(deps: Deps, id: string, input: AnnouncementUpdate) {
  const { updated } = await change(deps, id, () => input);
  return publishAnnouncement(deps, 'update', updated);
}

/** DELETE /announcements/{id}: gone for everybody, with its image. */
export async function deleteAnnouncement(deps: Deps, id: string): Promise<void> {
  const record = await takeAnnouncementRecord(deps.table, id);
  if (!record) throw announcementNotFound();
  await dropImage(deps, record.mediaPath);
  await broadcastAnnouncement(deps, { action: 'delete', id });
}

/**
 * POST /announcements/{id}/media-upload: the image is checked by its bytes (docs/decisions/021: an SVG or HTML
 * file named .png is refused), stored under a fresh unguessable name, and replaces the previous one.
 */
export async function uploadAnnouncementImage(deps: Deps, id: string, file: File): Promise<AnnouncementAnswer> {
  if (file.size > MAX_ANNOUNCEMENT_IMAGE_BYTES) {
    throw new AppError(
      'ERR_PAYLOAD_TOO_LARGE',
      413,
      `Arquivo maior que ${MAX_ANNOUNCEMENT_IMAGE_BYTES / 1024 / 1024} MB`,
    );
  }
  const mediaName = (file.name.split(/[\\/]/).pop() ?? '').slice(0, 255) || 'imagem';
  const data = new Uint8Array(await file.arrayBuffer());
  const { mimetype, extension } = await assertUploadAllowed('announcementImage', data, mediaName);
  await existing(deps, id);
  const mediaPath = newImageName(extension);
  await deps.blobs.put(imageBlobKey(mediaPath), data, mimetype);
  const { updated, previous } = await change(deps, id, () => ({ mediaPath, mediaName })).catch(async (error) => {
    await dropImage(deps, mediaPath);
    throw error;
  });
  await dropImage(deps, previous.mediaPath);
  return publishAnnouncement(deps, 'update', updated);
}

/** DELETE /announcements/{id}/media-upload: the announcement goes without its image. */
export async function deleteAnnouncementImage(deps: Deps, id: string): Promise<AnnouncementAnswer> {
  const { updated, previous } = await change(deps, id, () => ({ mediaPath: null, mediaName: null }));
  await dropImage(deps, previous.mediaPath);
  return publishAnnouncement(deps, 'update', updated);
}

/** Read, change, write at the revision read; another writer in between makes it read again. */
async function change(deps: Deps, id: string, fields: () => Partial<Announcement>) {
  return retryOnStale(async () => {
    const previous = await existing(deps, id);
    const changes = { ...fields(), updatedAt: deps.clock.now().toISOString() };
    const updated = await updateAnnouncementRecord(deps.table, previous, changes).catch((error: unknown) => {
      throw isConditionFailure(error) ? new StaleRecord() : error;
    });
    return { updated, previous };
  });
}

async function dropImage(deps: Deps, name: string | null): Promise<void> {
  if (!name) return;
  await deps.blobs.delete(imageBlobKey(name)).catch((error: unknown) => {
    log('warn', { where: 'announcements.image', name, error: String(error) });
  });
}
