import type { Deps } from '../../platform/deps.js';
import { lastMessageText } from '../messages/content.js';
import { publishMessageUpdate } from '../messages/events.js';
import { quotedMessageId, type ProviderItem } from '../messages/provider-ids.js';
import { rewriteListLine } from '../messages/list-line.js';
import { getMessageAt, patchMessage } from '../messages/repo.js';
import type { ChatScope, InboundEntry } from './ingest-message.js';

/**
 * The customer's phone re-sent, readable, a message stored as unreadable (the session host gave up waiting for
 * it): the stored entry takes the content (and the quote, if the reply quotes a stored message) and the
 * conversation updates in place, where the customer wrote it. While it is still its ticket's last message, the
 * ticket's list line says what it says. Anything else already stored under the provider id is a repeat and stays
 * as it is.
 */
export async function fillInUnreadable(
  deps: Deps,
  scope: ChatScope,
  seen: ProviderItem,
  entry: InboundEntry,
): Promise<void> {
  if (entry.content.unreadable) return;
  const stored = await getMessageAt(deps.table, seen);
  if (!stored?.unreadable) return;
  const { body, mediaType, blobKey, mimetype, mediaName, mediaPending } = entry.content;
  const quotedMsgId = await quotedMessageId(deps.table, scope.companyId, scope.connectionId, entry.quotedId);
  const patch = {
    body,
    mediaType,
    blobKey,
    mimetype,
    mediaName,
    unreadable: false,
    ...(quotedMsgId ? { quotedMsgId } : {}),
    ...(mediaPending ? { mediaPending } : {}),
  };
  // The list line first: a job retried after the message was filled finds nothing unreadable left to do.
  const line = { lastMessage: lastMessageText({ ...stored, ...patch }), lastMessageDeleted: false };
  await rewriteListLine(deps, stored, lastMessageText(stored), line);
  const filled = await patchMessage(deps.table, stored, patch, deps.clock.now().toISOString());
  if (filled) await publishMessageUpdate(deps, filled);
}
