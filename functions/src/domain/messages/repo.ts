import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key, type Table } from '../../platform/table.js';
import { toTicketRecord, type TicketRecord } from '../tickets/repo.js';
import type { SendFailure } from '../../platform/chat/chat-provider.js';
import { toMessageRecord, type MessageItem, type MessageRecord } from './record.js';

export { newMessageRecord, toMessageRecord, type MessageRecord } from './record.js';

/** Where a message lives, by our id or by the provider's. */
export interface RefItem extends Key {
  chatPk: string;
  chatSk: string;
}

export const chatKey = (record: Pick<MessageRecord, 'companyId' | 'contactId' | 'connectionId' | 'timestamp' | 'id'>) =>
  keys.chatMessage(record.companyId, record.contactId, record.connectionId, record.timestamp, record.id);

const refOf = (record: MessageRecord) => {
  const at = chatKey(record);
  return { chatPk: at.pk, chatSk: at.sk };
};

/** The message and its ref; both are new, so a repeated write fails instead of overwriting. */
export function messageCreateItems(table: Table, record: MessageRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: table.name,
        Item: { ...chatKey(record), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.messageRef(record.companyId, record.id), ...refOf(record), ticketId: record.ticketId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Flags a provider link sets: the message brought its contact in; its events already went out. */
export interface LinkFlags {
  newContact?: boolean;
  published?: boolean;
}

/**
 * Ties a provider id to a message. Its condition fails when the id already names one, so an inbound message
 * stored once is never stored again; an item holding only a pending ack is completed, not refused.
 */
export function providerLink(providerId: string, record: MessageRecord, flags: LinkFlags = {}) {
  const set = Object.entries(flags).flatMap(([name, on]) => (on ? [name] : []));
  return {
    Key: keys.providerMessage(record.companyId, record.connectionId, providerId),
    // A pending-ack item expires; one that names a message is the dedupe record and must stay.
    UpdateExpression: `SET ${['messageId = :id', 'chatPk = :chatPk', 'chatSk = :chatSk', ...set.map((name) => `${name} = :yes`)].join(', ')} REMOVE expiresAt`,
    ConditionExpression: 'attribute_not_exists(messageId)',
    ExpressionAttributeValues: {
      ':id': record.id,
      ...prefixed(refOf(record)),
      ...(set.length ? { ':yes': true } : {}),
    },
  };
}

export function providerLinkItem(table: Table, providerId: string, record: MessageRecord, flags: LinkFlags = {}) {
  return { Update: { TableName: table.name, ...providerLink(providerId, record, flags) } } satisfies TransactItem;
}

export async function getMessageAt(table: Table, at: { chatPk?: string; chatSk?: string } | undefined) {
  if (!at?.chatPk || !at.chatSk) return undefined;
  const item = await table.get<MessageItem>({ pk: at.chatPk, sk: at.chatSk });
  return item && toMessageRecord(item);
}

export async function getMessageById(table: Table, companyId: string, messageId: string) {
  return getMessageAt(table, await table.get<RefItem>(keys.messageRef(companyId, messageId)));
}

/** Many messages by our ids (quoted messages of a page), missing ones left out. */
export async function getMessagesByIds(table: Table, companyId: string, ids: string[]): Promise<MessageRecord[]> {
  if (ids.length === 0) return [];
  const refs = await table.batchGet<RefItem>(ids.map((id) => keys.messageRef(companyId, id)));
  const items = await table.batchGet<MessageItem>(refs.map((ref) => ({ pk: ref.chatPk, sk: ref.chatSk })));
  return items.map(toMessageRecord);
}

type MessagePatch = Partial<
  Pick<
    MessageRecord,
    | 'body'
    | 'isEdited'
    | 'isDeleted'
    | 'providerId'
    | 'mediaType'
    | 'blobKey'
    | 'mimetype'
    | 'mediaName'
    | 'mediaPending'
    | 'mediaError'
    | 'unreadable'
    | 'reactions'
    | 'quotedMsgId'
  >
>;

/** Sets the fields given on a stored message; answers the message as it now is (undefined if it is gone). */
export async function patchMessage(table: Table, record: MessageRecord, patch: MessagePatch, now: string) {
  const fields = { ...patch, updatedAt: now };
  try {
    const item = await table.update<MessageItem>(chatKey(record), {
      UpdateExpression: `SET ${Object.keys(fields)
        .map((name) => `#${name} = :${name}`)
        .join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: prefixed(fields),
    });
    return toMessageRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Marks one of our messages failed with `reason`; never one the provider took (ack 1 or more). Answers the message
 * when this changed it, undefined otherwise.
 */
export function markSendFailed(table: Table, record: MessageRecord, reason: SendFailure, now: string) {
  return conditionalUpdate(table, record, {
    UpdateExpression: 'SET sendError = :reason, updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND fromMe = :yes AND ack < :one',
    ExpressionAttributeValues: { ':reason': reason, ':now': now, ':yes': true, ':one': 1 },
  });
}

/** A failed message goes out again: no error, ack 0. Only one of two resends at once wins (the other: undefined). */
export function clearSendFailed(table: Table, record: MessageRecord, now: string) {
  return conditionalUpdate(table, record, {
    UpdateExpression: 'SET ack = :zero, updatedAt = :now REMOVE sendError',
    ConditionExpression: 'attribute_exists(sendError) AND ack < :one',
    ExpressionAttributeValues: { ':zero': 0, ':now': now, ':one': 1 },
  });
}

async function conditionalUpdate(
  table: Table,
  record: MessageRecord,
  update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> },
) {
  try {
    return toMessageRecord(await table.update<MessageItem>(chatKey(record), update));
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Acks only move forward: answers the message when this raised it, undefined when it was already as high. */
export async function raiseAck(table: Table, record: MessageRecord, ack: number, now: string) {
  try {
    const item = await table.update<MessageItem>(chatKey(record), {
      UpdateExpression: 'SET ack = :ack, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND ack < :ack',
      ExpressionAttributeValues: { ':ack': ack, ':now': now },
    });
    return toMessageRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** One page of a chat, newest first. */
export async function listChatPage(
  table: Table,
  chat: { companyId: string; contactId: string; connectionId: string },
  page: { cursor?: string; limit: number },
) {
  const result = await table.queryPartition<MessageItem>(keys.chat(chat.companyId, chat.contactId, chat.connectionId), {
    skPrefix: 'M#',
    forward: false,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { messages: result.items.map(toMessageRecord), cursor: result.cursor };
}

function prefixed(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value]));
}

/** The ticket's unread count back to 0 (its user read the conversation); undefined when it is gone. */
export async function resetUnread(table: Table, ticket: TicketRecord): Promise<TicketRecord | undefined> {
  try {
    const item = await table.update<TicketRecord & Key>(keys.ticket(ticket.companyId, ticket.id), {
      UpdateExpression: 'SET unreadMessages = :zero',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0 },
    });
    return toTicketRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
