import type { Actor } from '../../http/context.js';
import { assertBlobKey } from '../../platform/blobs/blob-key.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import { isConditionFailure } from '../../platform/table.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { attachmentName } from '../quick-messages/media.js';
import { publishCampaign } from './events.js';
import { updateCampaignRecord, type CampaignRecord } from './repo.js';
import type { CampaignAnswer } from './schema.js';
import { editableCampaign } from './service.js';

/** A campaign's attachment goes out as a chat message's: the chat apps' 16 MB cap. */
export const MAX_CAMPAIGN_MEDIA_BYTES = 16 * 1024 * 1024;

const tooLarge = () =>
  new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo maior que ${MAX_CAMPAIGN_MEDIA_BYTES / 1024 / 1024} MB`);

/**
 * POST /campaigns/{id}/media-upload: typed by its bytes (docs/decisions/021), stored, replacing the previous
 * attachment. Only while the campaign is editable.
 */
export async function uploadCampaignMedia(deps: Deps, actor: Actor, id: string, file: File): Promise<CampaignAnswer> {
  if (file.size > MAX_CAMPAIGN_MEDIA_BYTES) throw tooLarge();
  const mediaName = attachmentName(file.name);
  const data = new Uint8Array(await file.arrayBuffer());
  const { mimetype, extension } = await assertUploadAllowed('campaignMedia', data, mediaName);
  await editableCampaign(deps, actor.companyId, id);
  const mediaPath = `media/${actor.companyId}/campaigns/${id}/${newId()}.${extension}`;
  assertBlobKey(mediaPath);
  await deps.blobs.put(mediaPath, data, mimetype);
  const { updated, previous } = await setMedia(deps, actor.companyId, id, {
    mediaPath,
    mediaName,
    mediaMimetype: mimetype,
  });
  await dropBlob(deps, previous);
  return publishCampaign(deps, 'update', updated);
}

/** DELETE /campaigns/{id}/media-upload: the campaign goes on without its attachment. */
export async function deleteCampaignMedia(deps: Deps, actor: Actor, id: string): Promise<CampaignAnswer> {
  const { updated, previous } = await setMedia(deps, actor.companyId, id, {
    mediaPath: null,
    mediaName: null,
    mediaMimetype: null,
  });
  await dropBlob(deps, previous);
  return publishCampaign(deps, 'update', updated);
}

async function setMedia(
  deps: Deps,
  companyId: string,
  id: string,
  media: Pick<CampaignRecord, 'mediaPath' | 'mediaName' | 'mediaMimetype'>,
): Promise<{ updated: CampaignRecord; previous: string | null }> {
  return retryOnStale(async () => {
    const current = await editableCampaign(deps, companyId, id);
    const changes = { ...media, updatedAt: deps.clock.now().toISOString() };
    const updated = await updateCampaignRecord(deps.table, current, changes).catch((error: unknown) => {
      throw isConditionFailure(error) ? new StaleRecord() : error;
    });
    return { updated, previous: current.mediaPath };
  });
}

async function dropBlob(deps: Deps, key: string | null): Promise<void> {
  if (!key) return;
  await deps.blobs.delete(key).catch((error: unknown) => {
    log('warn', { where: 'campaigns.media', key, error: String(error) });
  });
}
