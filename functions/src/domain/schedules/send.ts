import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { chatIdOfContact } from '../contacts/address.js';
import { getContactRecord, type ContactRecord } from '../contacts/repo.js';
import { currentDefault } from '../connections/default-connection.js';
import { getConnectionRecord, listConnectionRecords } from '../connections/repo.js';
import { mediaTypeOfMime } from '../messages/content.js';
import { getMessageById, type MessageRecord } from '../messages/repo.js';
import { queueStoredSend, sendAutomatic } from '../messages/send.js';
import { outgoingBlobKey } from '../messages/uploads.js';
import { findOrOpenTicket } from '../tickets/find-or-open.js';
import type { TicketRecord } from '../tickets/repo.js';
import { claimScheduleSend, finishScheduleSend, getScheduleRecord, type ScheduleRecord } from './repo.js';
import { publishSchedule } from './service.js';
import type { SendPayload } from './timer.js';

/** A send that cannot succeed however often it is retried: the schedule ends in ERRO with this reason. */
class SendRefused extends Error {}

/**
 * The schedule's timer fired (docs/decisions/043). Delivery is at least once, so the send is first claimed with
 * a conditional write that only one firing wins, and the message is stored under the id the claim chose: a
 * firing that finds the claim (a retry after a crash, or one racing it) carries on with that id, and the store
 * refuses the message a second time. A timer left over from an earlier sendAt, or of a deleted schedule, does
 * nothing. The message goes through the outbound path like any other; a later `sendFailed` turns the schedule
 * to ERRO (`onScheduledSendFailed`).
 */
export async function sendScheduled(deps: Deps, armed: SendPayload): Promise<void> {
  const current = await getScheduleRecord(deps.table, armed.companyId, armed.scheduleId);
  if (!current || current.sendAt !== armed.sendAt || current.status !== 'PENDENTE') return;
  const now = deps.clock.now().toISOString();
  const claimed = current.messageId
    ? current
    : await claimScheduleSend(deps.table, current, armed.sendAt, { messageId: newId(), at: now });
  if (!claimed?.messageId) return;
  try {
    const ticket = await deliver(deps, claimed, claimed.messageId);
    await finish(deps, claimed, { status: 'ENVIADA', sentAt: now, reason: null, ticketId: ticket.id });
  } catch (error) {
    if (!(error instanceof SendRefused)) throw error;
    log('warn', { where: 'schedules.send', scheduleId: claimed.id, refused: error.message });
    await finish(deps, claimed, { status: 'ERRO', sentAt: null, reason: error.message, ticketId: null });
  }
}

/** Why a message of a schedule was not delivered, as the dialog shows it (spec 2 §4 ERRO). */
const FAILURE_REASONS: Record<string, string> = {
  disconnected: 'A conexão está desconectada.',
  timeout: 'A conexão não voltou a tempo de enviar.',
  rejected: 'O número é inválido ou o aplicativo recusou a mensagem.',
  deadLetter: 'O envio falhou depois de várias tentativas.',
};

/** The session host will not deliver `message`: if a schedule sent it, the schedule shows ERRO with the reason. */
export async function onScheduledSendFailed(deps: Deps, message: MessageRecord, reason: string): Promise<void> {
  const link = await deps.table.get<{ pk: string; sk: string; scheduleId: string }>(
    keys.scheduleOfMessage(message.companyId, message.id),
  );
  if (!link) return;
  const current = await getScheduleRecord(deps.table, message.companyId, link.scheduleId);
  if (!current || current.messageId !== message.id) return;
  const text = FAILURE_REASONS[reason] ?? FAILURE_REASONS.deadLetter!;
  await finish(deps, current, { status: 'ERRO', sentAt: null, reason: text, ticketId: current.ticketId });
}

async function finish(
  deps: Deps,
  claimed: ScheduleRecord,
  outcome: Pick<ScheduleRecord, 'status' | 'sentAt' | 'reason' | 'ticketId'>,
): Promise<void> {
  const updatedAt = deps.clock.now().toISOString();
  const finished = await finishScheduleSend(deps.table, claimed, { ...outcome, updatedAt });
  if (finished) await publishSchedule(deps, 'update', finished);
}

/** Stores and queues the message in the contact's open ticket (or a new one); answers the ticket. */
async function deliver(deps: Deps, schedule: ScheduleRecord, messageId: string): Promise<TicketRecord> {
  const contact = await getContactRecord(deps.table, schedule.companyId, schedule.contactId);
  if (!contact) throw new SendRefused('Contato não encontrado.');
  if (!isAddressable(contact)) throw new SendRefused('Número inválido.');
  const connectionId = await connectionFor(deps, schedule.companyId, contact);
  const { ticket } = await findOrOpenTicket(deps, {
    companyId: schedule.companyId,
    contactId: contact.id,
    connectionId,
    isGroup: contact.isGroup,
  }).catch((error: unknown) => {
    throw error instanceof AppError ? new SendRefused(error.message) : error;
  });
  // Stored by an earlier firing that may have stopped before queueing it: queued now (once, by its dedupe id).
  const earlier = await getMessageById(deps.table, schedule.companyId, messageId);
  if (earlier) return queuedOnce(deps, earlier, contact, ticket);
  await deps.table.put({ ...keys.scheduleOfMessage(schedule.companyId, messageId), scheduleId: schedule.id });
  const media = schedule.mediaPath ? await copyMedia(deps, schedule, ticket, messageId) : {};
  try {
    await sendAutomatic(deps, ticket, schedule.body, {
      contact,
      fields: { id: messageId, userId: schedule.userId, ...media },
    });
  } catch (error) {
    // Stored all the same, by this firing (its queueing failed) or by one racing it: it must still be queued.
    const stored = await getMessageById(deps.table, schedule.companyId, messageId);
    if (!stored) throw error;
    return queuedOnce(deps, stored, contact, ticket);
  }
  return ticket;
}

/** The stored message queued once (a failure throws: the timer fires again and the schedule stays pending). */
async function queuedOnce(deps: Deps, stored: MessageRecord, contact: ContactRecord, ticket: TicketRecord) {
  await queueStoredSend(deps, stored, contact);
  return ticket;
}

/** A number of at least 8 digits, a hidden number's LID, or a group. */
function isAddressable(contact: ContactRecord): boolean {
  if (contact.isGroup) return chatIdOfContact(contact) !== '';
  return contact.number.length >= 8 || (!contact.number && Boolean(contact.lid));
}

/** The company's default connection, else the one the contact came through. */
async function connectionFor(deps: Deps, companyId: string, contact: ContactRecord): Promise<string> {
  const chosen = currentDefault(await listConnectionRecords(deps.table, companyId));
  if (chosen) return chosen.id;
  const origin = contact.whatsappId ? await getConnectionRecord(deps.table, companyId, contact.whatsappId) : undefined;
  if (origin) return origin.id;
  throw new SendRefused('Nenhuma conexão disponível para o envio.');
}

/** The picture goes as the message's own file: deleting the schedule later keeps the conversation whole. */
async function copyMedia(deps: Deps, schedule: ScheduleRecord, ticket: TicketRecord, messageId: string) {
  const blob = await deps.blobs.get(schedule.mediaPath!);
  if (!blob) throw new SendRefused('O anexo não foi encontrado.');
  const blobKey = outgoingBlobKey(ticket, messageId);
  await deps.blobs.put(blobKey, blob.data, blob.contentType);
  return {
    blobKey,
    mimetype: blob.contentType,
    mediaName: schedule.mediaName,
    mediaType: mediaTypeOfMime(blob.contentType).mediaType,
  };
}
