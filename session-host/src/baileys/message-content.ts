import { getContentType, type proto } from '@whiskeysockets/baileys';
import type { InboundMessage, MediaKind, PendingMedia } from '../../../functions/src/platform/chat/chat-provider.js';

/** What a received message's content says, field by field, as the InboundMessage carries it. */

/** Where each kind of attachment sits in the content; a video note (`ptvMessage`) is a video. */
const MEDIA_FIELDS: [keyof proto.IMessage, MediaKind][] = [
  ['imageMessage', 'image'],
  ['videoMessage', 'video'],
  ['ptvMessage', 'video'],
  ['audioMessage', 'audio'],
  ['documentMessage', 'document'],
  ['stickerMessage', 'sticker'],
];

const DEFAULT_MIME: Record<MediaKind, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg',
  document: 'application/octet-stream',
  sticker: 'image/webp',
};

export function textOf(content: proto.IMessage | null | undefined): string {
  return (
    content?.conversation ??
    content?.extendedTextMessage?.text ??
    content?.imageMessage?.caption ??
    content?.videoMessage?.caption ??
    content?.ptvMessage?.caption ??
    content?.documentMessage?.caption ??
    ''
  );
}

/**
 * The option a customer chose on a list or buttons the business sent: the text they saw, which is what the
 * conversation shows (ids like `row-2` mean nothing to an agent).
 */
export function chosenReplyOf(content: proto.IMessage): string | undefined {
  const chosen =
    content.listResponseMessage?.title ??
    content.buttonsResponseMessage?.selectedDisplayText ??
    content.templateButtonReplyMessage?.selectedDisplayText ??
    content.interactiveResponseMessage?.body?.text;
  return chosen ?? undefined;
}

/** A poll the sender created (every version of the proto carries the same name and options). */
export function pollOf(content: proto.IMessage): InboundMessage['poll'] {
  const poll =
    content.pollCreationMessage ??
    content.pollCreationMessageV2 ??
    content.pollCreationMessageV3 ??
    content.pollCreationMessageV5;
  if (!poll?.name) return undefined;
  return { question: poll.name, options: (poll.options ?? []).flatMap((o) => (o.optionName ? [o.optionName] : [])) };
}

/** How a poll reads in the conversation, as the chat app's notification shows it. */
export function pollBody(poll: NonNullable<InboundMessage['poll']>): string {
  return [`📊 ${poll.question}`, ...poll.options.map((option) => `• ${option}`)].join('\n');
}

export function quotedIdOf(content: proto.IMessage): string | undefined {
  const type = getContentType(content);
  const inner = type ? (content[type] as { contextInfo?: proto.IContextInfo | null } | null) : undefined;
  return inner?.contextInfo?.stanzaId ?? undefined;
}

export function locationOf(content: proto.IMessage): InboundMessage['location'] {
  const loc = content.locationMessage ?? content.liveLocationMessage;
  if (!loc || loc.degreesLatitude == null || loc.degreesLongitude == null) return undefined;
  const description = [(loc as proto.Message.ILocationMessage).name, (loc as proto.Message.ILocationMessage).address]
    .filter(Boolean)
    .join(' — ');
  return { latitude: loc.degreesLatitude, longitude: loc.degreesLongitude, ...(description ? { description } : {}) };
}

export function vcardsOf(content: proto.IMessage): InboundMessage['vcards'] {
  const cards = content.contactMessage ? [content.contactMessage] : (content.contactsArrayMessage?.contacts ?? []);
  const vcards = cards.filter((c) => c.vcard).map((c) => ({ displayName: c.displayName ?? '', vcard: c.vcard ?? '' }));
  return vcards.length ? vcards : undefined;
}

/**
 * What is known of an attachment before its download (docs/decisions/013): the message is reported at once and
 * the download step fills it in, so a large file never holds up the chat's later messages.
 */
export function pendingMediaOf(content: proto.IMessage): PendingMedia | undefined {
  const found = MEDIA_FIELDS.find(([field]) => content[field]);
  if (!found) return undefined;
  const [field, kind] = found;
  const media = content[field] as proto.Message.IDocumentMessage & proto.Message.IAudioMessage;
  const size = Number(media.fileLength?.toString());
  return {
    kind,
    mimetype: media.mimetype?.split(';')[0]?.trim() || DEFAULT_MIME[kind],
    ...(media.fileName ? { fileName: media.fileName } : {}),
    ...(Number.isSafeInteger(size) && size > 0 ? { size } : {}),
    ...(kind === 'audio' && media.ptt ? { ptt: true } : {}),
  };
}
