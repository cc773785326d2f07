import { newId } from '../../platform/ids.js';
import type { Key } from '../../platform/table.js';
import type { MediaFailure, SendFailure } from '../../platform/chat/chat-provider.js';
import type { TicketRecord } from '../tickets/repo.js';
import type { MessageMediaType, MessageReaction } from './schema.js';

/**
 * The stored message. It lives in its chat's partition (one contact on one connection, across tickets) under
 * `M#<timestamp>#<id>`, so a newest-first page is one Query; `messageRef` finds it by our id and
 * `providerMessage` by the chat app's id.
 */
export interface MessageRecord {
  id: string;
  companyId: string;
  contactId: string;
  connectionId: string;
  ticketId: string;
  body: string;
  fromMe: boolean;
  /** The agent who sent it; absent on the customer's, automatic ones, those sent from the phone and older ones. */
  userId?: string | null;
  ack: number;
  read: boolean;
  mediaType: MessageMediaType;
  blobKey: string | null;
  mimetype: string | null;
  mediaName: string | null;
  /** The attachment is still being downloaded: its `media` event fills it in (inbound/ingest-media.ts). */
  mediaPending?: boolean;
  /** Why the attachment could not be stored; the message keeps its caption. */
  mediaError?: MediaFailure;
  /**
   * One of ours that will not be delivered (docs/decisions/013): its connection is logged out, did not come
   * back in time, or the provider refused it. Cleared when it is resent.
   */
  sendError?: SendFailure;
  /** Could not be decrypted and never re-sent readable (inbound/ingest-message.ts); filled in if it is later. */
  unreadable?: boolean;
  /** One per person; a new reaction replaces theirs (inbound/ingest-reaction.ts). */
  reactions?: MessageReaction[];
  /** Our id of the message this one replies to. */
  quotedMsgId: string | null;
  /** The chat app's id, once known (inbound at once; sent messages when the session host reports `sent`). */
  providerId: string | null;
  isDeleted: boolean;
  isEdited: boolean;
  participant: string | null;
  senderName: string | null;
  /** Epoch ms: the provider's time for inbound messages, the store time for ours. Orders the chat. */
  timestamp: number;
  createdAt: string;
  updatedAt: string;
}

export type MessageItem = MessageRecord & Key;

/**
 * A new message in the ticket's chat, written at `now` (which also orders the chat): not yet delivered, read
 * when it is ours, with no media, quote or provider id unless the fields say so.
 */
export function newMessageRecord(
  ticket: Pick<TicketRecord, 'id' | 'companyId' | 'contactId' | 'whatsappId'>,
  fields: Pick<MessageRecord, 'body' | 'mediaType' | 'fromMe'> & Partial<MessageRecord>,
  now: Date,
): MessageRecord {
  return {
    id: newId(),
    companyId: ticket.companyId,
    contactId: ticket.contactId,
    connectionId: ticket.whatsappId,
    ticketId: ticket.id,
    ack: 0,
    read: fields.fromMe,
    blobKey: null,
    mimetype: null,
    mediaName: null,
    quotedMsgId: null,
    providerId: null,
    isDeleted: false,
    isEdited: false,
    participant: null,
    senderName: null,
    timestamp: now.getTime(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...fields,
  };
}

/** A stored item as a record: defaults for fields older items lack, and no key attributes. */
export function toMessageRecord(item: MessageItem | MessageRecord): MessageRecord {
  return {
    id: item.id,
    companyId: item.companyId,
    contactId: item.contactId,
    connectionId: item.connectionId,
    ticketId: item.ticketId,
    body: item.body ?? '',
    fromMe: Boolean(item.fromMe),
    ...(item.userId ? { userId: item.userId } : {}),
    ack: Number(item.ack ?? 0),
    read: Boolean(item.read),
    mediaType: item.mediaType ?? 'chat',
    blobKey: item.blobKey ?? null,
    mimetype: item.mimetype ?? null,
    mediaName: item.mediaName ?? null,
    ...(item.mediaPending ? { mediaPending: true } : {}),
    ...(item.mediaError ? { mediaError: item.mediaError } : {}),
    ...(item.sendError ? { sendError: item.sendError } : {}),
    ...(item.unreadable ? { unreadable: true } : {}),
    ...(item.reactions?.length ? { reactions: item.reactions } : {}),
    quotedMsgId: item.quotedMsgId ?? null,
    providerId: item.providerId ?? null,
    isDeleted: Boolean(item.isDeleted),
    isEdited: Boolean(item.isEdited),
    participant: item.participant ?? null,
    senderName: item.senderName ?? null,
    timestamp: Number(item.timestamp),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
