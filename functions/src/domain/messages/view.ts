import { mediaMaxBytes, megabytes } from '../../platform/blobs/media-limit.js';
import type { Deps } from '../../platform/deps.js';
import type { ContactRef } from '../contacts/schema.js';
import { getMessagesByIds, type MessageRecord } from './repo.js';
import type { Message, QuotedMessage } from './schema.js';

/** Signed media URLs live this long; a conversation left open longer is read again (or reloads the media). */
const MEDIA_URL_SECONDS = 6 * 60 * 60;

type ViewDeps = Pick<Deps, 'table' | 'blobs'>;

/**
 * Stored messages as the API shows them: a fresh signed URL for media, the quoted message (from the same
 * list when it is there, else read), the chat's contact on the customer's messages.
 */
export async function messageViews(deps: ViewDeps, records: MessageRecord[], contact: ContactRef): Promise<Message[]> {
  const known = new Map(records.map((record) => [record.id, record]));
  const missing = [
    ...new Set(records.flatMap((r) => (r.quotedMsgId && !known.has(r.quotedMsgId) ? [r.quotedMsgId] : []))),
  ];
  const companyId = records[0]?.companyId;
  if (companyId) {
    for (const quoted of await getMessagesByIds(deps.table, companyId, missing)) known.set(quoted.id, quoted);
  }
  return Promise.all(records.map((record) => messageView(deps, record, contact, known)));
}

export async function messageView(
  deps: ViewDeps,
  record: MessageRecord,
  contact: ContactRef,
  known: Map<string, MessageRecord> = new Map(),
): Promise<Message> {
  const quoted = record.quotedMsgId ? (known.get(record.quotedMsgId) ?? (await quotedRecord(deps, record))) : undefined;
  return {
    id: record.id,
    ticketId: record.ticketId,
    contactId: record.contactId,
    contact: record.fromMe ? null : contact,
    body: record.body,
    fromMe: record.fromMe,
    ack: record.ack,
    read: record.read,
    mediaType: record.mediaType,
    mediaUrl: record.blobKey ? await deps.blobs.signedUrl(record.blobKey, MEDIA_URL_SECONDS) : null,
    mediaName: record.mediaName,
    ...mediaStatusOf(record),
    // Ours always say, so an update of a resent message clears the mark where it is merged into a cache.
    ...(record.fromMe ? { sendError: record.sendError ?? null } : {}),
    ...(record.unreadable ? { unreadable: true } : {}),
    ...(record.reactions?.length ? { reactions: record.reactions } : {}),
    quotedMsg: quoted ? quotedView(quoted, contact) : null,
    isDeleted: record.isDeleted,
    isEdited: record.isEdited,
    participant: record.participant,
    senderName: record.senderName,
    userId: record.userId ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

function mediaStatusOf(record: MessageRecord): Pick<Message, 'mediaStatus' | 'mediaLimitMb'> {
  if (record.mediaPending) return { mediaStatus: 'downloading' };
  if (record.mediaError === 'tooLarge') return { mediaStatus: 'tooLarge', mediaLimitMb: megabytes(mediaMaxBytes()) };
  return record.mediaError ? { mediaStatus: record.mediaError } : {};
}

async function quotedRecord(deps: ViewDeps, record: MessageRecord) {
  const [quoted] = await getMessagesByIds(deps.table, record.companyId, [record.quotedMsgId ?? '']);
  return quoted;
}

function quotedView(record: MessageRecord, contact: ContactRef): QuotedMessage {
  return {
    id: record.id,
    body: record.body,
    fromMe: record.fromMe,
    mediaType: record.mediaType,
    senderName: record.senderName,
    isDeleted: record.isDeleted,
    contact: record.fromMe ? null : { id: contact.id, name: contact.name },
  };
}
