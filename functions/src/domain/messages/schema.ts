import { z } from 'zod';
import type { SendFailure } from '../../platform/chat/chat-provider.js';
import type { ContactRef } from '../contacts/schema.js';
import type { Ticket } from '../tickets/schema.js';

/** Message media types (spec 1 §3). `application` is any document. */
export const MEDIA_TYPES = ['image', 'audio', 'video', 'application', 'locationMessage', 'vcard', 'call_log'] as const;
export type MessageMediaType = (typeof MEDIA_TYPES)[number] | 'chat';

/** The message as the API and realtime events carry it (spec 1 §3). */
export interface Message {
  id: string;
  ticketId: string;
  contactId: string;
  contact: ContactRef | null;
  body: string;
  fromMe: boolean;
  /** 0 waiting/failed, 1 sent, 2 delivered, 3 read, 4-5 played (spec 1 §4). */
  ack: number;
  read: boolean;
  /** 'chat' for plain text. */
  mediaType: MessageMediaType;
  /** A signed URL, valid for a while; null without media. */
  mediaUrl: string | null;
  /** The file name of a document. */
  mediaName: string | null;
  /**
   * Set while a customer's attachment is being downloaded, or when it could not be: above the size cap
   * (`mediaLimitMb` says which) or gone from the chat app's servers. The caption stays in `body`.
   */
  mediaStatus?: 'downloading' | 'tooLarge' | 'unavailable';
  mediaLimitMb?: number;
  /**
   * One of ours that was not delivered and will not be unless resent (POST /api/messages/{id}/resend): the
   * connection is logged out, did not come back in time, or the chat app refused it (docs/decisions/013).
   */
  sendError?: SendFailure | null;
  /**
   * The chat app could not decrypt it and the customer's phone never re-sent it: the conversation asks the agent
   * to have it sent again. Body and media are empty until it arrives readable after all.
   */
  unreadable?: true;
  /** Reactions to it, one per person (absent when none). */
  reactions?: MessageReaction[];
  quotedMsg: QuotedMessage | null;
  isDeleted: boolean;
  isEdited: boolean;
  /** In group tickets: who wrote it. */
  participant: string | null;
  senderName: string | null;
  /** The agent who sent it (ours sent from Balcão), so the menu offers Delete to its author; else null. */
  userId: string | null;
  /** Provider timestamp (ISO) — the order of the conversation. */
  createdAt: string;
  updatedAt: string;
}

/** A reaction under a message: by the business's phone (`fromMe`) or the customer (`participant` in groups). */
export interface MessageReaction {
  emoji: string;
  fromMe: boolean;
  participant?: string;
}

export type QuotedMessage = Pick<Message, 'id' | 'body' | 'fromMe' | 'mediaType' | 'senderName' | 'isDeleted'> & {
  contact: Pick<ContactRef, 'id' | 'name'> | null;
};

export interface MessagePage {
  messages: Message[];
  ticket: Ticket;
  hasMore: boolean;
  cursor?: string;
}

export const MessageListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /messages/{ticketId} as JSON (spec 1 §7). The web prefixes the signature itself. */
export const MessageSend = z.object({
  body: z
    .string({ required_error: 'Required' })
    .max(65_536, 'Too Long!')
    .refine((text) => text.trim() !== '', 'Required'),
  quotedMsg: z
    .object({ id: z.string().min(1).max(64) })
    .passthrough()
    .nullable()
    .optional(),
  read: z.boolean().optional(),
  fromMe: z.boolean().optional(),
  mediaUrl: z.string().max(2048).optional(),
});
export type MessageSend = z.infer<typeof MessageSend>;

/** Largest attachment accepted by POST /messages/{ticketId} (multipart `medias`). */
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;
/** Audio recordings smaller than this are discarded by the web (spec 1 §5). */
export const MIN_AUDIO_BYTES = 10_000;

/** Realtime on `company-<id>-appMessage`. */
export type MessageEvent =
  { action: 'create'; message: Message; ticket: Ticket; contact: ContactRef } | { action: 'update'; message: Message };
