import type { Deps } from '../../platform/deps.js';
import { lastMessageText } from '../messages/content.js';
import { publishMessageUpdate } from '../messages/events.js';
import { quotedMessageId, type ProviderItem } from '../messages/provider-ids.js';
import { getMessageAt, listChatPage, patchMessage, type MessageRecord } from '../messages/repo.js';
import { publishTicketUpdate } from '../tickets/events.js';
import { getTicketRecord, replaceLastMessage } from '../tickets/repo.js';
import type { ChatScope, InboundEntry } from './ingest-message.js';

/** Tries at rewriting the ticket's list line while other writes move the ticket on. */
const LIST_LINE_TRIES = 3;

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
  await fillListLine(deps, stored, lastMessageText({ ...stored, ...patch }));
  const filled = await patchMessage(deps.table, stored, patch, deps.clock.now().toISOString());
  if (filled) await publishMessageUpdate(deps, filled);
}

/** The ticket's list line becomes `line`, while it still shows the unreadable message as its last. */
async function fillListLine(deps: Deps, unreadable: MessageRecord, line: string): Promise<void> {
  for (let tries = 0; tries < LIST_LINE_TRIES; tries++) {
    const ticket = await getTicketRecord(deps.table, unreadable.companyId, unreadable.ticketId);
    if (ticket?.lastMessage !== lastMessageText(unreadable) || !(await isTicketsLast(deps, unreadable))) return;
    const written = await replaceLastMessage(deps.table, ticket, line);
    if (written) return publishTicketUpdate(deps, written, ticket);
  }
}

/** Whether no later message of the same ticket is in the chat (newest first, so this stops at `message`). */
async function isTicketsLast(deps: Deps, message: MessageRecord): Promise<boolean> {
  let cursor: string | undefined;
  do {
    const page = await listChatPage(deps.table, message, { cursor, limit: 20 });
    const newest = page.messages.find((m) => m.ticketId === message.ticketId);
    if (newest) return newest.id === message.id;
    cursor = page.cursor;
  } while (cursor);
  return false;
}
