import type { Deps } from '../../platform/deps.js';
import { publishTicketUpdate } from '../tickets/events.js';
import { replaceLastMessage, type ListLine } from '../tickets/list-line.js';
import { getTicketRecord } from '../tickets/repo.js';
import { lastMessageText } from './content.js';
import { listChatPage, type MessageRecord } from './repo.js';

/** Tries at rewriting the ticket's list line while other writes move the ticket on. */
const LIST_LINE_TRIES = 3;

/**
 * The ticket's list line becomes `line` while it still shows `shown` as `message`, its ticket's last message (a
 * message filled in later, or deleted); the open lists and the bell hear of it.
 */
export async function rewriteListLine(deps: Deps, message: MessageRecord, shown: string, line: ListLine) {
  for (let tries = 0; tries < LIST_LINE_TRIES; tries++) {
    const ticket = await getTicketRecord(deps.table, message.companyId, message.ticketId);
    if (ticket?.lastMessage !== shown || ticket.lastMessageDeleted || !(await isTicketsLast(deps, message))) return;
    const written = await replaceLastMessage(deps.table, ticket, line);
    if (written) return publishTicketUpdate(deps, written, ticket);
  }
}

/**
 * A message deleted for everyone no longer shows its words in the list: when it was its ticket's last, the line
 * says it was deleted (issue 14).
 */
export const showDeletedInListLine = (deps: Deps, deleted: MessageRecord) =>
  rewriteListLine(deps, deleted, lastMessageText(deleted), { lastMessage: '', lastMessageDeleted: true });

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
