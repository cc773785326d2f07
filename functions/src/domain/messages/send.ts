import { isAdmin, type Actor } from '../../http/context.js';
import type { OutboundContent } from '../../platform/chat/chat-provider.js';
import { commandGroup, OUTBOUND_QUEUE, type SessionCommand } from '../../platform/chat/session-commands.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { transactGuarded } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { chatIdOfContact } from '../contacts/address.js';
import { getContactRecord, type ContactRecord } from '../contacts/repo.js';
import { noPermission } from '../tickets/access.js';
import { getTicketRecord, ticketMessageUpdate, type TicketRecord } from '../tickets/repo.js';
import { lastMessageText, mediaTypeOfMime } from './content.js';
import { publishNewMessages } from './events.js';
import { getMessageById, messageCreateItems, newMessageRecord, type MessageRecord } from './repo.js';
import type { Message } from './schema.js';
import { chatOfTicket } from './service.js';
import { storeUpload, type Upload } from './uploads.js';

/** What the agent sends: a text (maybe replying to a message), or files with an optional caption. */
export type Outgoing = { body: string; quotedMsgId?: string } | { uploads: Upload[]; caption: string };

/** Spec 1 §5–6: only the ticket's own user, or an admin, writes in an open ticket. */
export function assertCanSend(actor: Actor, ticket: TicketRecord): void {
  if (ticket.status !== 'open' || (ticket.userId !== actor.userId && !isAdmin(actor))) throw noPermission();
}

/**
 * Stores the messages at once (ack 0, in one transaction with the ticket's last message), announces them, then
 * hands them to the session host through the outbound queue; acks come back through the inbound pipeline.
 */
export async function sendMessages(deps: Deps, actor: Actor, ticketId: string, outgoing: Outgoing) {
  const { ticket, contact } = await chatOfTicket(deps, actor, ticketId);
  assertCanSend(actor, ticket);
  const records =
    'uploads' in outgoing
      ? await mediaRecords(deps, ticket, outgoing, actor.userId)
      : [await textRecord(deps, ticket, outgoing, actor.userId)];
  const last = records[records.length - 1];
  if (!last) throw new AppError('ERR_VALIDATION', 400, 'Nada para enviar');
  await transactGuarded(deps.table, [
    ...records.flatMap((record) => messageCreateItems(deps.table, record)).map((item) => ({ item })),
    {
      item: ticketMessageUpdate(deps.table, ticket, {
        lastMessage: lastMessageText(last),
        at: last.createdAt,
        unread: false,
      }),
      // The ticket was closed (or deleted) between the read and this write.
      onConditionFailure: () => new AppError('ERR_TICKET_CHANGED', 409, 'O tíquete mudou; atualize e tente novamente.'),
    },
  ]);
  const quoted = await quotedProviderId(deps, records[0]);
  const messages = await announceThenQueue(deps, records, { ticket, contact }, quoted);
  return { messages };
}

/**
 * The new messages' events go out before the messages go to the session host: a change of a message (sent, failed
 * at once because the connection is logged out) is published by another job, and must not reach an agent before
 * the message itself. A failed announcement still hands them over (they are stored), then throws.
 */
async function announceThenQueue(
  deps: Deps,
  records: MessageRecord[],
  chat: { ticket: TicketRecord; contact: ContactRecord },
  quoted: string | undefined,
): Promise<Message[]> {
  try {
    const updated = (await getTicketRecord(deps.table, chat.ticket.companyId, chat.ticket.id)) ?? chat.ticket;
    return await publishNewMessages(deps, records, { ticket: updated, contact: chat.contact });
  } finally {
    for (const record of records) await queueSend(deps, record, chat.contact, quoted);
  }
}

/**
 * An automatic message of the business (chatbot menus, greetings, out-of-hours, completion, rating, inactivity):
 * stored and sent like an agent's text but on nobody's behalf, and allowed on a closed ticket (the completion and
 * rating messages follow the close). An empty text sends nothing. Answers the stored message. A scheduled message
 * goes the same way with `fields`: its own id (so a second firing cannot store it twice), author and picture.
 */
export async function sendAutomatic(
  deps: Deps,
  ticket: TicketRecord,
  body: string,
  known: { contact?: ContactRecord; fields?: Partial<MessageRecord> } = {},
): Promise<MessageRecord | undefined> {
  if (body.trim() === '' && !known.fields?.blobKey) return undefined;
  const contact = known.contact ?? (await getContactRecord(deps.table, ticket.companyId, ticket.contactId));
  if (!contact) return undefined;
  const record = ourRecord(deps, ticket, { body, mediaType: 'chat', ...known.fields });
  await transactGuarded(deps.table, [
    ...messageCreateItems(deps.table, record).map((item) => ({ item })),
    {
      item: ticketMessageUpdate(deps.table, ticket, {
        lastMessage: lastMessageText(record),
        at: record.createdAt,
        unread: false,
        allowClosed: true,
      }),
    },
  ]);
  await announceThenQueue(deps, [record], { ticket, contact }, undefined);
  return record;
}

/** Ours, stored at once with ack 0; the session host reports the provider id and acks later. */
const ourRecord = (
  deps: Deps,
  ticket: TicketRecord,
  fields: Pick<MessageRecord, 'body' | 'mediaType'> & Partial<MessageRecord>,
) => newMessageRecord(ticket, { ...fields, fromMe: true }, deps.clock.now());

async function textRecord(
  deps: Deps,
  ticket: TicketRecord,
  input: { body: string; quotedMsgId?: string },
  userId: string,
) {
  const quoted = input.quotedMsgId ? await getMessageById(deps.table, ticket.companyId, input.quotedMsgId) : undefined;
  // Only a message of this conversation can be replied to.
  if (input.quotedMsgId && (quoted?.contactId !== ticket.contactId || quoted.connectionId !== ticket.whatsappId)) {
    throw new AppError('ERR_VALIDATION', 400, 'Mensagem citada não encontrada');
  }
  return ourRecord(deps, ticket, { body: input.body, mediaType: 'chat', quotedMsgId: quoted?.id ?? null, userId });
}

async function mediaRecords(
  deps: Deps,
  ticket: TicketRecord,
  input: { uploads: Upload[]; caption: string },
  userId: string,
) {
  return Promise.all(
    input.uploads.map(async (upload, index): Promise<MessageRecord> => {
      const id = newId();
      const media = await storeUpload(deps, ticket, id, upload);
      // One caption for the batch: it goes with the first file, as in the chat app.
      return ourRecord(deps, ticket, { id, ...media, body: index === 0 ? input.caption : '', userId });
    }),
  );
}

async function quotedProviderId(deps: Deps, record: MessageRecord | undefined) {
  if (!record?.quotedMsgId) return undefined;
  return (await getMessageById(deps.table, record.companyId, record.quotedMsgId))?.providerId ?? undefined;
}

function contentOf(record: MessageRecord, quotedId: string | undefined): OutboundContent {
  const quote = quotedId ? { quotedId } : {};
  if (!record.blobKey) return { kind: 'text', body: record.body, ...quote };
  return {
    kind: 'media',
    media: {
      kind: mediaTypeOfMime(record.mimetype ?? '').kind,
      blobKey: record.blobKey,
      mimetype: record.mimetype ?? 'application/octet-stream',
      ...(record.mediaName ? { fileName: record.mediaName } : {}),
    },
    ...(record.body ? { caption: record.body } : {}),
  };
}

/**
 * Queues a stored message of ours that may not have reached the queue (its sender stopped between the store and
 * the queueing), under its own id as the dedupe id: a queueing that did go through within the queue's dedupe
 * window is not repeated. A message the provider took (or that failed) is left alone.
 */
export async function queueStoredSend(deps: Deps, record: MessageRecord, contact: ContactRecord): Promise<void> {
  if (record.providerId || record.ack > 0 || record.sendError) return;
  await queueSend(deps, record, contact, await quotedProviderId(deps, record));
}

/** Queues a stored message of ours again (a resend) under a dedupe id of its own, so the queue takes it. */
export async function requeueSend(deps: Deps, record: MessageRecord, contact: ContactRecord): Promise<void> {
  await queueSend(deps, record, contact, await quotedProviderId(deps, record), `${record.id}#${newId()}`);
}

async function queueSend(
  deps: Deps,
  record: MessageRecord,
  contact: ContactRecord,
  quotedId: string | undefined,
  dedupeId = record.id,
) {
  const command: SessionCommand = {
    type: 'send',
    companyId: record.companyId,
    connectionId: record.connectionId,
    chatId: chatIdOfContact(contact),
    localId: record.id,
    content: contentOf(record, quotedId),
  };
  await deps.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId });
}
