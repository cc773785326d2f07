import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key, type Table } from '../../platform/table.js';
import { getMessageAt, providerLink, type LinkFlags, type MessageRecord, type RefItem } from './repo.js';

/**
 * The chat app's message ids on a connection (`providerMessage` items): the inbound dedupe record, the way
 * acks, edits and deletes find a message, and where an ack waits when it overtakes its message.
 */

/** A provider id seen on a connection: the message it names, and an ack that arrived before the message. */
export interface ProviderItem extends Partial<RefItem> {
  pk: string;
  sk: string;
  messageId?: string;
  pendingAck?: number;
  /** The realtime events of the stored message went out (a retried job does not send them twice). */
  published?: boolean;
  /** The message brought its contact in (the contact's creation is announced with it). */
  newContact?: boolean;
  /** A campaign's send (docs/decisions/048): its echo is no message of a ticket. */
  campaignSend?: boolean;
}

/** Answers false when the provider id already names a message (this one, on a replay, or another). */
export async function linkProviderId(
  table: Table,
  providerId: string,
  record: MessageRecord,
  flags: LinkFlags = {},
): Promise<boolean> {
  const { Key, ...update } = providerLink(providerId, record, flags);
  try {
    await table.update(Key, update);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function markPublished(table: Table, companyId: string, connectionId: string, providerId: string) {
  await table.update(keys.providerMessage(companyId, connectionId, providerId), {
    UpdateExpression: 'SET published = :yes',
    ConditionExpression: 'attribute_exists(messageId)',
    ExpressionAttributeValues: { ':yes': true },
  });
}

export function getProviderItem(table: Table, companyId: string, connectionId: string, providerId: string) {
  return table.get<ProviderItem>(keys.providerMessage(companyId, connectionId, providerId));
}

/** Our id of the message a reply quotes by its provider id; null when that message is not stored. */
export async function quotedMessageId(
  table: Table,
  companyId: string,
  connectionId: string,
  quotedId: string | undefined,
): Promise<string | null> {
  if (!quotedId) return null;
  return (await getProviderItem(table, companyId, connectionId, quotedId))?.messageId ?? null;
}

/** An ack whose message never shows up (it was not stored, e.g. an ignored group) is forgotten after this. */
const PENDING_ACK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Keeps the highest ack seen for a provider id whose message is not stored yet. */
export async function putPendingAck(table: Table, key: Key, ack: number, now: Date): Promise<void> {
  try {
    await table.update(key, {
      UpdateExpression: 'SET pendingAck = :ack, expiresAt = if_not_exists(expiresAt, :expiresAt)',
      ConditionExpression:
        'attribute_not_exists(messageId) AND (attribute_not_exists(pendingAck) OR pendingAck < :ack)',
      ExpressionAttributeValues: {
        ':ack': ack,
        ':expiresAt': Math.floor(now.getTime() / 1000) + PENDING_ACK_TTL_SECONDS,
      },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getMessageByProviderId(
  table: Table,
  companyId: string,
  connectionId: string,
  providerId: string,
) {
  return getMessageAt(table, await getProviderItem(table, companyId, connectionId, providerId));
}
