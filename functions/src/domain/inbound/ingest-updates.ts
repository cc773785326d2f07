import { onCampaignSendFailed, onCampaignSent } from '../campaigns/engine/replies.js';
import type { InboundEvent } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { publishMessageUpdate } from '../messages/events.js';
import { showDeletedInListLine } from '../messages/list-line.js';
import { getMessageByProviderId, getProviderItem, linkProviderId, putPendingAck } from '../messages/provider-ids.js';
import {
  getMessageAt,
  getMessageById,
  markSendFailed,
  patchMessage,
  raiseAck,
  type MessageRecord,
} from '../messages/repo.js';
import { onScheduledSendFailed } from '../schedules/send.js';
import type { ChatScope } from './ingest-message.js';

type AckEvent = Extract<InboundEvent, { type: 'ack' }>;
type SentEvent = Extract<InboundEvent, { type: 'sent' }>;
type SendFailedEvent = Extract<InboundEvent, { type: 'sendFailed' }>;

const now = (deps: Deps) => deps.clock.now().toISOString();

const byProviderId = (deps: Deps, scope: ChatScope, providerId: string) =>
  getMessageByProviderId(deps.table, scope.companyId, scope.connectionId, providerId);

async function publishChanged(deps: Deps, changed: MessageRecord | undefined): Promise<void> {
  if (changed) await publishMessageUpdate(deps, changed);
}

/**
 * A receipt. Acks only move forward. One for a message not stored yet (our send's `sent` event has not been
 * ingested, or the phone's own message is still on its way) is kept on the provider id and applied when the
 * message appears.
 */
export async function ingestAck(deps: Deps, scope: ChatScope, event: AckEvent): Promise<void> {
  let seen = await getProviderItem(deps.table, scope.companyId, scope.connectionId, event.id);
  if (!seen?.messageId) {
    const key = keys.providerMessage(scope.companyId, scope.connectionId, event.id);
    await putPendingAck(deps.table, key, event.ack, deps.clock.now());
    // The message may have been linked meanwhile (it cannot within one chat's FIFO group, but costs one read).
    seen = await getProviderItem(deps.table, scope.companyId, scope.connectionId, event.id);
    if (!seen?.messageId) return;
  }
  const record = await getMessageAt(deps.table, seen);
  if (record) await publishChanged(deps, await raiseAck(deps.table, record, event.ack, now(deps)));
}

/** The customer edited a message: the new text, marked edited. */
export async function ingestEdit(deps: Deps, scope: ChatScope, id: string, body: string): Promise<void> {
  const record = await byProviderId(deps, scope, id);
  if (!record) return log('info', { where: 'inbound.edit', ...scope, id, skipped: 'unknown message' });
  if (record.body === body && record.isEdited) return;
  await publishChanged(deps, await patchMessage(deps.table, record, { body, isEdited: true }, now(deps)));
}

/** The message was deleted for everyone: kept, marked deleted (the view and, when it was the last, the list). */
export async function ingestDelete(deps: Deps, scope: ChatScope, id: string): Promise<void> {
  const record = await byProviderId(deps, scope, id);
  if (!record) return log('info', { where: 'inbound.delete', ...scope, id, skipped: 'unknown message' });
  if (record.isDeleted) return;
  const deleted = await patchMessage(deps.table, record, { isDeleted: true }, now(deps));
  await publishChanged(deps, deleted);
  if (deleted) await showDeletedInListLine(deps, deleted);
}

/**
 * The session host sent one of our messages: its provider id now names it (later acks, edits and deletes use
 * that id), and it is at least "sent", or further if a receipt overtook this event.
 */
export async function ingestSent(deps: Deps, scope: ChatScope, event: SentEvent): Promise<void> {
  if (await onCampaignSent(deps, scope, event)) return;
  const record = await getMessageById(deps.table, scope.companyId, event.localId);
  if (!record || record.connectionId !== scope.connectionId) {
    return log('warn', { where: 'inbound.sent', ...scope, localId: event.localId, skipped: 'unknown message' });
  }
  // A later command about the message (a delete) also reports `sent`, with the id of that command.
  if (record.providerId && record.providerId !== event.id) return;
  const seen = await getProviderItem(deps.table, scope.companyId, scope.connectionId, event.id);
  if (seen?.messageId && seen.messageId !== record.id) {
    return log('warn', { where: 'inbound.sent', ...scope, id: event.id, skipped: 'provider id names another message' });
  }
  // Published: the message's creation went out when it was stored; a late echo of it must not announce it again.
  if (!seen?.messageId) await linkProviderId(deps.table, event.id, record, { published: true });
  const linked = record.providerId
    ? undefined
    : await patchMessage(deps.table, record, { providerId: event.id }, now(deps));
  const ack = Math.max(1, seen?.pendingAck ?? 0);
  const raised = await raiseAck(deps.table, linked ?? record, ack, now(deps));
  await publishChanged(deps, raised ?? linked);
}

/**
 * One of our messages will not be delivered (docs/decisions/013): it shows failed, with the reason, and can be
 * resent. A message the provider took (a `sent` came first: ack 1 or more) stays as it is.
 */
export async function ingestSendFailed(deps: Deps, scope: ChatScope, event: SendFailedEvent): Promise<void> {
  if (await onCampaignSendFailed(deps, scope, event)) return;
  const record = await getMessageById(deps.table, scope.companyId, event.localId);
  if (!record || record.connectionId !== scope.connectionId || !record.fromMe) {
    return log('warn', { where: 'inbound.sendFailed', ...scope, localId: event.localId, skipped: 'unknown message' });
  }
  if (record.sendError === event.reason || record.ack >= 1) return;
  await publishChanged(deps, await markSendFailed(deps.table, record, event.reason, now(deps)));
  await onScheduledSendFailed(deps, record, event.reason);
}
