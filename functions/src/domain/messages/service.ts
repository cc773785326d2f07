import { isAdmin, type Actor } from '../../http/context.js';
import { commandGroup, OUTBOUND_QUEUE, type SessionCommand } from '../../platform/chat/session-commands.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { getConnection } from '../connections/service.js';
import { chatIdOfContact } from '../contacts/address.js';
import { contactRef, getContactRecord } from '../contacts/repo.js';
import { assertCanOpen, noPermission } from '../tickets/access.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { publishMessageUpdate } from './events.js';
import { showDeletedInListLine } from './list-line.js';
import { getMessageById, patchMessage, type MessageRecord } from './repo.js';
import type { Message } from './schema.js';
import { messageView } from './view.js';

const ticketNotFound = () => new AppError('ERR_NO_TICKET_FOUND', 404, 'Ticket não encontrado.');
const messageNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Mensagem não encontrada.');
const cannotDelete = () => new AppError('ERR_DELETE_WAPP_MSG', 400, 'Não foi possível apagar a mensagem no WhatsApp.');

/** The ticket the actor may open, with its contact (the chat is the contact on the ticket's connection). */
export async function chatOfTicket(deps: Deps, actor: Actor, ticketId: string) {
  const ticket = await getTicketRecord(deps.table, actor.companyId, ticketId);
  if (!ticket) throw ticketNotFound();
  assertCanOpen(actor, ticket);
  const contact = await getContactRecord(deps.table, actor.companyId, ticket.contactId);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404, 'Contato não encontrado.');
  return { ticket, contact };
}

/**
 * Deletes one of the business's messages for everyone: the chat app must be able to (the connection is up
 * and the message went out, so it has a provider id); the message stays, marked deleted. Spec 1 §2 offers it on
 * one's own messages: its author may, while holding the ticket open, and an admin may.
 */
export async function deleteMessage(deps: Deps, actor: Actor, messageId: string): Promise<Message> {
  const record = await getMessageById(deps.table, actor.companyId, messageId);
  if (!record) throw messageNotFound();
  const { ticket, contact } = await chatOfTicket(deps, actor, record.ticketId);
  if (!record.fromMe || !mayDelete(actor, ticket, record)) throw noPermission();
  if (record.isDeleted) return messageView(deps, record, contactRef(contact));
  const connection = await getConnection(deps, actor.companyId, record.connectionId);
  if (connection?.status !== 'CONNECTED' || !record.providerId) throw cannotDelete();
  const command: SessionCommand = {
    type: 'send',
    companyId: actor.companyId,
    connectionId: record.connectionId,
    chatId: chatIdOfContact(contact),
    localId: record.id,
    content: { kind: 'delete', messageId: record.providerId },
  };
  await deps.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId: `delete#${record.id}` });
  const deleted = await patchMessage(deps.table, record, { isDeleted: true }, deps.clock.now().toISOString());
  if (!deleted) throw messageNotFound();
  await publishMessageUpdate(deps, deleted);
  await showDeletedInListLine(deps, deleted);
  return messageView(deps, deleted, contactRef(contact));
}

function mayDelete(actor: Actor, ticket: TicketRecord, record: MessageRecord): boolean {
  if (isAdmin(actor)) return true;
  return record.userId === actor.userId && ticket.status === 'open' && ticket.userId === actor.userId;
}
