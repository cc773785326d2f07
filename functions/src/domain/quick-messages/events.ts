import type { Deps } from '../../platform/deps.js';
import type { Audience } from '../../platform/realtime/realtime.js';
import type { QuickMessageRecord } from './repo.js';
import { quickMessagesChannel, type QuickMessage, type QuickMessageAnswer, type QuickMessageEvent } from './schema.js';

/** How long the link to a quick message's attachment works: an agent's working day. */
const MEDIA_URL_SECONDS = 12 * 60 * 60;

/** The message as the API answers it: no company or revision, a signed link to its attachment. */
export async function answerOf(deps: Deps, record: QuickMessageRecord): Promise<QuickMessageAnswer> {
  const { companyId: _companyId, rev: _rev, ...message } = record;
  const mediaUrl = message.mediaPath ? await deps.blobs.signedUrl(message.mediaPath, MEDIA_URL_SECONDS) : null;
  return { ...message, mediaUrl };
}

/** Who may hear of the message: the company for a shared (geral) one, only its owner for a personal one. */
const audienceOf = (message: Pick<QuickMessage, 'geral' | 'userId'>): Audience =>
  message.geral ? {} : { userId: message.userId };

/**
 * The `quickemessage` event (spec 2 §7). A message made personal is deleted from everyone else's lists: they are
 * told 'delete' while its owner is told 'update'.
 */
export async function publishQuickMessage(
  deps: Deps,
  action: 'create' | 'update',
  record: QuickMessageRecord,
  wasGeral = false,
): Promise<QuickMessageAnswer> {
  const answer = await answerOf(deps, record);
  const channel = quickMessagesChannel(record.companyId);
  const event: QuickMessageEvent = { action, record: answer };
  await deps.realtime.publish(record.companyId, channel, event, audienceOf(answer));
  if (wasGeral && !answer.geral) {
    const gone: QuickMessageEvent = { action: 'delete', id: answer.id };
    await deps.realtime.publish(record.companyId, channel, gone, {
      filter: (socket) => socket.userId !== answer.userId,
    });
  }
  return answer;
}

export async function publishQuickMessageDeleted(deps: Deps, record: QuickMessageRecord): Promise<void> {
  const event: QuickMessageEvent = { action: 'delete', id: record.id };
  await deps.realtime.publish(record.companyId, quickMessagesChannel(record.companyId), event, audienceOf(record));
}
