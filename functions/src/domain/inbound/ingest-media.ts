import type { InboundEvent } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import { storedMedia } from '../messages/content.js';
import { publishMessageUpdate } from '../messages/events.js';
import { getMessageByProviderId } from '../messages/provider-ids.js';
import { patchMessage } from '../messages/repo.js';
import type { ChatScope } from './ingest-message.js';

type MediaEvent = Extract<InboundEvent, { type: 'media' }>;

/**
 * The download step of a message stored with `pendingMedia` (docs/decisions/013): the attachment is in the
 * BlobStore, or the message keeps its caption and says why there is none. The ticket's last message stays as it
 * is: it was written from the same kind and file name when the message was stored, and the download changes
 * neither. A replayed event finds the message filled in already and changes nothing.
 */
export async function ingestMedia(deps: Deps, scope: ChatScope, event: MediaEvent): Promise<void> {
  const record = await getMessageByProviderId(deps.table, scope.companyId, scope.connectionId, event.id);
  if (!record) return log('info', { where: 'inbound.media', ...scope, id: event.id, skipped: 'unknown message' });
  if (!record.mediaPending) return;
  const patch = event.media
    ? { ...storedMedia(event.media), mediaPending: false }
    : { mediaPending: false, mediaError: event.failure ?? 'unavailable' };
  const updated = await patchMessage(deps.table, record, patch, deps.clock.now().toISOString());
  if (updated) await publishMessageUpdate(deps, updated);
}
