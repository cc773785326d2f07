import { onCampaignReply } from '../campaigns/engine/replies.js';
import type { InboundMessage } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { transactGuarded } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { isConditionFailure } from '../../platform/table.js';
import { upsertChatContact } from '../contacts/chat-contact.js';
import { getContactRecord, type ContactRecord } from '../contacts/repo.js';
import { contactAddressOf } from '../contacts/address.js';
import { mergeLid } from '../contacts/merge-lid.js';
import { publishContact } from '../contacts/service.js';
import { recordNewContact, recordTicketChange } from '../dashboard/stats.js';
import { inboundContent, lastMessageText, type MessageContent } from '../messages/content.js';
import { publishNewMessages } from '../messages/events.js';
import { getProviderItem, markPublished, quotedMessageId, type ProviderItem } from '../messages/provider-ids.js';
import { getMessageAt, messageCreateItems, providerLinkItem, type MessageRecord } from '../messages/repo.js';
import { awaitedRating, ratingOf } from '../ratings/ratings.js';
import { cachedConnection, cachedSettings } from '../lookups/company-records.js';
import { afterCustomerMessage } from './automation.js';
import { fillInUnreadable } from './fill-unreadable.js';
import { readAhead } from './read-ahead.js';
import { findOrOpenTicket } from '../tickets/find-or-open.js';
import {
  getTicketRecord,
  ticketMessageUpdate,
  toTicketRecord,
  type TicketItem,
  type TicketRecord,
} from '../tickets/repo.js';
import { botStateOf, type BotItem } from '../chatbot/state.js';

/** Where an inbound event happened. */
export interface ChatScope {
  companyId: string;
  connectionId: string;
}

/** A message or call entry to store, whatever event brought it. */
export interface InboundEntry {
  providerId: string;
  chatId: string;
  isGroup: boolean;
  fromMe: boolean;
  participant?: string;
  senderName?: string;
  timestamp: number;
  content: MessageContent;
  /** Provider id of the message it replies to. */
  quotedId?: string;
}

/** A customer (or the business's own phone) wrote: store it, unless it is a group the company ignores. */
export async function ingestMessage(deps: Deps, scope: ChatScope, message: InboundMessage): Promise<void> {
  if (message.isGroup && (await groupMessagesIgnored(deps, scope.companyId))) return;
  // Both addresses known: the customer's LID-only contact, if any, becomes this number's first (one chat).
  if (message.lid && !message.isGroup)
    await mergeLid(deps, scope.companyId, { phone: message.chatId, lid: message.lid });
  const { id, chatId, isGroup, fromMe, participant, senderName, timestamp, quotedId } = message;
  await storeInbound(deps, scope, {
    providerId: id,
    chatId,
    isGroup,
    fromMe,
    participant,
    senderName,
    timestamp,
    quotedId,
    content: inboundContent(message),
  });
}

/** Setting CheckMsgIsGroup (spec 2): 'enabled' means group messages are not turned into tickets. */
async function groupMessagesIgnored(deps: Deps, companyId: string): Promise<boolean> {
  return (await cachedSettings(deps, companyId)).CheckMsgIsGroup === 'enabled';
}

/**
 * Contact, ticket, then one transaction: the provider id (its condition makes the whole write happen once),
 * the message, its ref and the ticket's last message and unread count. Every step before the transaction is
 * idempotent, so a job retried after a crash anywhere ends in the same state; the events go out after it.
 */
export async function storeInbound(deps: Deps, scope: ChatScope, entry: InboundEntry): Promise<void> {
  const ahead = { ...deps, table: await readsAhead(deps, scope, entry) };
  const seen = await getProviderItem(ahead.table, scope.companyId, scope.connectionId, entry.providerId);
  // The echo of a campaign send (docs/decisions/048): a campaign opens no ticket and stores no message.
  if (seen?.campaignSend) return;
  if (seen?.messageId) {
    await announceStored(deps, scope, entry.providerId, seen);
    return fillInUnreadable(deps, scope, seen, entry);
  }
  // A customer's answer to a campaign's confirmation request (read ahead with the message's first batch).
  if (!entry.fromMe && !entry.isGroup) await onCampaignReply(ahead, scope, entry.chatId);
  const connection = await cachedConnection(deps, scope.companyId, scope.connectionId);
  if (!connection) return log('warn', { where: 'inbound.message', ...scope, dropped: 'unknown connection' });
  const { contact, created: newContact } = await chatContact(ahead, scope, entry);
  const awaited = await ratingReply(ahead, scope, entry, contact);
  // A rating reply belongs to the rated (closed) ticket; anything else finds or opens the contact's ticket.
  const { ticket, created: newTicket } = awaited?.ratedTicket
    ? { ticket: awaited.ratedTicket, created: false }
    : await findOrOpenTicket(ahead, {
        companyId: scope.companyId,
        contactId: contact.id,
        connectionId: scope.connectionId,
        isGroup: entry.isGroup,
        // A connection with one queue puts its new tickets there at once (spec 2 §4); the chatbot offers several.
        queueId: connection.queueIds.length === 1 ? connection.queueIds[0] : null,
      });
  if (newTicket) await recordTicketChange(deps, undefined, ticket);
  const record = await inboundRecord(deps, scope, entry, { contact, ticket, pendingAck: seen?.pendingAck });
  try {
    await transactGuarded(
      deps.table,
      [
        providerLinkItem(deps.table, entry.providerId, record, { newContact }),
        ...messageCreateItems(deps.table, record),
        ticketMessageUpdate(deps.table, ticket, {
          lastMessage: lastMessageText(record),
          at: record.createdAt,
          // A rating reply is consumed by automation: nothing for an agent to read on the closed ticket.
          unread: !record.fromMe && !awaited?.ratedTicket,
          allowClosed: Boolean(awaited?.ratedTicket),
        }),
      ].map((item) => ({ item })),
    );
  } catch (error) {
    const stored = isConditionFailure(error)
      ? await getProviderItem(deps.table, scope.companyId, scope.connectionId, entry.providerId)
      : undefined;
    if (!stored?.messageId) throw error;
    return announceStored(deps, scope, entry.providerId, stored);
  }
  const after = await readsAfter(deps, ticket);
  const current = await announce(deps, scope, entry.providerId, record, { contact, newContact, ...after });
  if (!record.fromMe && current) {
    const turn = { connection, contact, ticket: current, message: record, newTicket, awaited };
    await afterCustomerMessage(deps, { ...turn, ...(after && { botState: after.botState }) });
  }
}

/**
 * What the steps after the write read, when the ticket was waiting for the chatbot: the ticket as stored and the
 * chatbot's state, in one batch instead of two reads (docs/decisions/033). Undefined otherwise: the ticket is
 * read alone.
 */
async function readsAfter(deps: Deps, ticket: TicketRecord) {
  if (ticket.status !== 'pending' || ticket.userId || ticket.isGroup) return undefined;
  const ticketKey = keys.ticket(ticket.companyId, ticket.id);
  const botKey = keys.ticketBot(ticket.companyId, ticket.id);
  // Consistent: the ticket as this message's transaction left it.
  const items = await deps.table.batchGet<TicketItem | BotItem>([ticketKey, botKey], true);
  const stored = items.find((item): item is TicketItem => item.sk === ticketKey.sk);
  const bot = items.find((item): item is BotItem => item.sk !== ticketKey.sk);
  return {
    stored: stored && toTicketRecord(stored),
    botState: { stored: botStateOf(bot) },
  };
}

/**
 * The table as this message's first steps read it: the provider id and the chat's number (or LID) in one batch,
 * then the known contact with its awaited rating and open-ticket marker in another, instead of five reads one by
 * one (docs/decisions/030).
 */
async function readsAhead(deps: Deps, scope: ChatScope, entry: InboundEntry) {
  const { companyId, connectionId } = scope;
  const ahead = readAhead(deps.table);
  const address = contactAddressOf(entry.chatId, entry.isGroup);
  const chatKey = address.number
    ? keys.contactNumber(companyId, address.number)
    : address.lid && keys.contactLid(companyId, address.lid);
  const providerKey = keys.providerMessage(companyId, connectionId, entry.providerId);
  // A customer's number: the campaigns waiting for its confirmation come in the same batch (docs/decisions/048).
  const waitKey =
    !entry.fromMe && !entry.isGroup && address.number
      ? [keys.campaignAwaiting(companyId, connectionId, address.number)]
      : [];
  const [seen, chat] = await ahead.prefetch(chatKey ? [providerKey, chatKey, ...waitKey] : [providerKey, ...waitKey]);
  const contactId = chat?.contactId;
  if (seen?.messageId || typeof contactId !== 'string') return ahead.table;
  const rated = !entry.fromMe && !entry.isGroup;
  await ahead.prefetch([
    keys.contact(companyId, contactId),
    keys.openTicket(companyId, contactId, connectionId),
    ...(rated ? [keys.awaitedRating(companyId, contactId, connectionId)] : []),
  ]);
  return ahead.table;
}

/**
 * Whether a rating was awaited from this customer on this connection (a ticket closed with userRating on), and
 * what this message makes of it: a value 1–3 with the rated ticket, or null (not a rating).
 */
async function ratingReply(deps: Deps, scope: ChatScope, entry: InboundEntry, contact: ContactRecord) {
  if (entry.fromMe || entry.isGroup) return undefined;
  const rating = await awaitedRating(deps, scope.companyId, contact.id, scope.connectionId);
  if (!rating) return undefined;
  const value = ratingOf(entry.content);
  const ratedTicket = value === null ? undefined : await getTicketRecord(deps.table, scope.companyId, rating.ticketId);
  return { rating, value: ratedTicket ? value : null, ratedTicket };
}

async function chatContact(deps: Deps, scope: ChatScope, entry: InboundEntry) {
  const result = await upsertChatContact(deps, scope.companyId, {
    ...contactAddressOf(entry.chatId, entry.isGroup),
    // In a group the sender's name is the participant's, not the group's.
    name: entry.isGroup ? undefined : entry.senderName,
    isGroup: entry.isGroup,
    connectionId: scope.connectionId,
  });
  if (result.created) await recordNewContact(deps, scope.companyId, result.contact.createdAt);
  return result;
}

async function inboundRecord(
  deps: Deps,
  scope: ChatScope,
  entry: InboundEntry,
  at: { contact: ContactRecord; ticket: TicketRecord; pendingAck: number | undefined },
): Promise<MessageRecord> {
  const quotedMsgId = await quotedMessageId(deps.table, scope.companyId, scope.connectionId, entry.quotedId);
  const createdAt = new Date(entry.timestamp).toISOString();
  return {
    id: newId(),
    companyId: scope.companyId,
    contactId: at.contact.id,
    connectionId: scope.connectionId,
    ticketId: at.ticket.id,
    ...entry.content,
    fromMe: entry.fromMe,
    // Sent from the business's phone: it went out already; a receipt that overtook it may say more.
    ack: entry.fromMe ? Math.max(1, at.pendingAck ?? 0) : 0,
    read: entry.fromMe,
    quotedMsgId,
    providerId: entry.providerId,
    isDeleted: false,
    isEdited: false,
    participant: entry.participant ?? null,
    senderName: entry.senderName ?? null,
    timestamp: entry.timestamp,
    createdAt,
    updatedAt: deps.clock.now().toISOString(),
  };
}

/** A message stored by an earlier try whose events may not have gone out (the try stopped after the write). */
async function announceStored(deps: Deps, scope: ChatScope, providerId: string, seen: ProviderItem): Promise<void> {
  if (seen.published) return;
  const record = await getMessageAt(deps.table, seen);
  if (record) await announce(deps, scope, providerId, record, { newContact: Boolean(seen.newContact) });
}

/** Publishes the message (and a new contact), flags it published, and answers its ticket as it is now. */
async function announce(
  deps: Deps,
  scope: ChatScope,
  providerId: string,
  record: MessageRecord,
  known: { contact?: ContactRecord; newContact: boolean; stored?: TicketRecord },
): Promise<TicketRecord | undefined> {
  const contact = known.contact ?? (await getContactRecord(deps.table, record.companyId, record.contactId));
  if (known.newContact && contact) await publishContact(deps, 'create', contact);
  const ticket =
    'stored' in known ? known.stored : await getTicketRecord(deps.table, record.companyId, record.ticketId);
  if (ticket) await publishNewMessages(deps, [record], { ticket, ...(contact ? { contact } : {}) });
  await markPublished(deps.table, scope.companyId, scope.connectionId, providerId);
  return ticket;
}
