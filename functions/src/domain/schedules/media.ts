import type { Actor } from '../../http/context.js';
import { assertBlobKey } from '../../platform/blobs/blob-key.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import { isConditionFailure } from '../../platform/table.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { updateScheduleRecord, type ScheduleRecord } from './repo.js';
import type { ScheduleAnswer } from './schema.js';
import { editable, publishSchedule } from './service.js';

/** A schedule's picture (spec 2 §5: png, jpg, jpeg): a phone photo fits, a flood does not. */
export const MAX_SCHEDULE_MEDIA_BYTES = 5 * 1024 * 1024;

const tooLarge = () =>
  new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo maior que ${MAX_SCHEDULE_MEDIA_BYTES / 1024 / 1024} MB`);

/**
 * POST /schedules/{id}/media-upload: the picture is checked by its bytes (docs/decisions/021; an SVG or HTML file
 * named .png is refused), stored, and replaces the schedule's previous one. Only before the schedule is sent.
 */
export async function uploadScheduleMedia(deps: Deps, actor: Actor, id: string, file: File): Promise<ScheduleAnswer> {
  if (file.size > MAX_SCHEDULE_MEDIA_BYTES) throw tooLarge();
  const mediaName = (file.name.split(/[\\/]/).pop() ?? '').slice(0, 255) || 'imagem';
  const data = new Uint8Array(await file.arrayBuffer());
  const { mimetype, extension } = await assertUploadAllowed('scheduleMedia', data, mediaName);
  await editable(deps, actor.companyId, id);
  const mediaPath = `media/${actor.companyId}/schedules/${id}/${newId()}.${extension}`;
  assertBlobKey(mediaPath);
  await deps.blobs.put(mediaPath, data, mimetype);
  const { updated, previous } = await setMedia(deps, actor.companyId, id, { mediaPath, mediaName });
  await dropBlob(deps, previous);
  return publishSchedule(deps, 'update', updated);
}

/** DELETE /schedules/{id}/media-upload: the schedule goes without its picture. */
export async function deleteScheduleMedia(deps: Deps, actor: Actor, id: string): Promise<ScheduleAnswer> {
  const { updated, previous } = await setMedia(deps, actor.companyId, id, { mediaPath: null, mediaName: null });
  await dropBlob(deps, previous);
  return publishSchedule(deps, 'update', updated);
}

async function setMedia(
  deps: Deps,
  companyId: string,
  id: string,
  media: Pick<ScheduleRecord, 'mediaPath' | 'mediaName'>,
): Promise<{ updated: ScheduleRecord; previous: string | null }> {
  return retryOnStale(async () => {
    const current = await editable(deps, companyId, id);
    const changes = { ...media, updatedAt: deps.clock.now().toISOString() };
    const updated = await updateScheduleRecord(deps.table, current, changes).catch((error: unknown) => {
      throw isConditionFailure(error) ? new StaleRecord() : error;
    });
    return { updated, previous: current.mediaPath };
  });
}

async function dropBlob(deps: Deps, key: string | null): Promise<void> {
  if (!key) return;
  await deps.blobs.delete(key).catch((error: unknown) => {
    log('warn', { where: 'schedules.media', key, error: String(error) });
  });
}
