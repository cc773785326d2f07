import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { assertCanOpen } from '../tickets/access.js';
import { publishUnreadReset } from '../tickets/events.js';
import { joinerOf } from '../tickets/hydrate.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { listChatPage, resetUnread } from './repo.js';
import type { MessagePage } from './schema.js';
import { messageViews } from './view.js';

/**
 * GET /messages/{ticketId}: a page of the contact's whole history on the ticket's connection, newest first.
 * Its first page, read by the ticket's own user, marks the ticket read; an admin looking in (spying) leaves it
 * unread. Once the ticket is read (and its access checked), the chat page, the read mark and one batch read of
 * the contact and the names the ticket shows go side by side (docs/decisions/029).
 */
export async function listMessages(
  deps: Deps,
  actor: Actor,
  ticketId: string,
  page: { cursor?: string; limit: number },
): Promise<MessagePage> {
  const ticket = await getTicketRecord(deps.table, actor.companyId, ticketId);
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404, 'Ticket não encontrado.');
  assertCanOpen(actor, ticket);
  const chat = { companyId: actor.companyId, contactId: ticket.contactId, connectionId: ticket.whatsappId };
  const [joined, { messages, cursor }, current] = await Promise.all([
    joinerOf(deps, actor.companyId, [ticket]),
    listChatPage(deps.table, chat, page),
    !page.cursor && ticket.userId === actor.userId ? markRead(deps, ticket) : ticket,
  ]);
  const contact = joined.contact(ticket.contactId);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404, 'Contato não encontrado.');
  return {
    messages: await messageViews(deps, messages, contact),
    ticket: joined.ticket(current),
    hasMore: Boolean(cursor),
    ...(cursor ? { cursor } : {}),
  };
}

async function markRead(deps: Deps, ticket: TicketRecord): Promise<TicketRecord> {
  if (ticket.unreadMessages === 0) return ticket;
  const updated = await resetUnread(deps.table, ticket);
  if (!updated) return ticket;
  await publishUnreadReset(deps, updated);
  return updated;
}
