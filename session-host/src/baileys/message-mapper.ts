import {
  getContentType,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  normalizeMessageContent,
  proto,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type {
  ChatEvent,
  InboundMessage,
  MediaKind,
  MediaRef,
} from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import { log } from '../../../functions/src/platform/log.js';
import type { LidResolver } from './lid-resolver.js';

export interface MapperContext {
  companyId: string;
  connectionId: string;
  blobs: BlobStore;
  clock: Clock;
  resolver: LidResolver;
  download(message: WAMessage): Promise<Buffer>;
}

export interface ChatRef {
  chatId: string;
  isGroup: boolean;
  participant?: string;
  /** The customer's LID when the chat's phone number is known too (a person's chat, never a group). */
  lid?: string;
}

const MEDIA_KINDS: MediaKind[] = ['image', 'video', 'audio', 'document', 'sticker'];
const DEFAULT_MIME: Record<MediaKind, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg',
  document: 'application/octet-stream',
  sticker: 'image/webp',
};

/** Epoch ms of a Baileys timestamp (seconds, as a number or a protobuf Long). */
export function epochMs(seconds: number | { toString(): string } | null | undefined, clock: Clock): number {
  const value = seconds === null || seconds === undefined ? NaN : Number(seconds.toString());
  return Number.isFinite(value) && value > 0 ? value * 1000 : clock.now().getTime();
}

/** Status broadcasts, newsletters and broadcast lists are not conversations with a customer. */
export function isConversation(jid: string | null | undefined): jid is string {
  return Boolean(jid && !isJidBroadcast(jid) && !isJidNewsletter(jid));
}

export async function chatOf(key: WAMessageKey, resolver: LidResolver): Promise<ChatRef> {
  const remoteJid = key.remoteJid ?? '';
  if (isJidGroup(remoteJid)) {
    const participant =
      key.participant && !key.fromMe ? await resolver.chatIdOf(key.participant, key.participantAlt) : undefined;
    return { chatId: remoteJid, isGroup: true, participant };
  }
  // Baileys 6 named the phone address of a LID chat `senderPn`; 7 calls it remoteJidAlt.
  const alt = key.remoteJidAlt ?? (key as { senderPn?: string }).senderPn;
  return { ...(await resolver.addressOf(remoteJid, alt)), isGroup: false };
}

function textOf(content: proto.IMessage | null | undefined): string {
  return (
    content?.conversation ??
    content?.extendedTextMessage?.text ??
    content?.imageMessage?.caption ??
    content?.videoMessage?.caption ??
    content?.documentMessage?.caption ??
    ''
  );
}

function quotedIdOf(content: proto.IMessage): string | undefined {
  const type = getContentType(content);
  const inner = type ? (content[type] as { contextInfo?: proto.IContextInfo | null } | null) : undefined;
  return inner?.contextInfo?.stanzaId ?? undefined;
}

function locationOf(content: proto.IMessage): InboundMessage['location'] {
  const loc = content.locationMessage ?? content.liveLocationMessage;
  if (!loc || loc.degreesLatitude == null || loc.degreesLongitude == null) return undefined;
  const description = [(loc as proto.Message.ILocationMessage).name, (loc as proto.Message.ILocationMessage).address]
    .filter(Boolean)
    .join(' — ');
  return { latitude: loc.degreesLatitude, longitude: loc.degreesLongitude, ...(description ? { description } : {}) };
}

function vcardsOf(content: proto.IMessage): InboundMessage['vcards'] {
  const cards = content.contactMessage ? [content.contactMessage] : (content.contactsArrayMessage?.contacts ?? []);
  const vcards = cards.filter((c) => c.vcard).map((c) => ({ displayName: c.displayName ?? '', vcard: c.vcard ?? '' }));
  return vcards.length ? vcards : undefined;
}

/** Downloads the media of a message into the BlobStore; undefined when it has none or the download failed. */
async function mediaOf(msg: WAMessage, content: proto.IMessage, ctx: MapperContext): Promise<MediaRef | undefined> {
  const kind = MEDIA_KINDS.find((k) => content[`${k}Message`]);
  if (!kind) return undefined;
  const media = content[`${kind}Message`] as proto.Message.IDocumentMessage & proto.Message.IAudioMessage;
  const mimetype = media.mimetype?.split(';')[0]?.trim() || DEFAULT_MIME[kind];
  const blobKey = `media/${ctx.companyId}/${ctx.connectionId}/${msg.key.id}`;
  try {
    const data = await ctx.download(msg);
    await ctx.blobs.put(blobKey, data, mimetype);
    return {
      kind,
      blobKey,
      mimetype,
      size: data.byteLength,
      ...(media.fileName ? { fileName: media.fileName } : {}),
      ...(kind === 'audio' && media.ptt ? { ptt: true } : {}),
    };
  } catch (error) {
    const { companyId, connectionId } = ctx;
    log('warn', {
      msg: 'media download failed',
      companyId,
      connectionId,
      id: msg.key.id,
      error: (error as Error).message,
    });
    return undefined;
  }
}

function protocolEvent(pm: proto.Message.IProtocolMessage, chat: ChatRef, timestamp: number): ChatEvent | undefined {
  const id = pm.key?.id;
  if (!id) return undefined;
  if (pm.type === proto.Message.ProtocolMessage.Type.REVOKE)
    return { type: 'delete', id, chatId: chat.chatId, timestamp };
  if (pm.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) {
    return {
      type: 'edit',
      id,
      chatId: chat.chatId,
      body: textOf(normalizeMessageContent(pm.editedMessage)),
      timestamp,
    };
  }
  return undefined;
}

/**
 * The event a received WAMessage stands for: a message, or an edit/delete of an earlier one. Undefined for what
 * the product does not show: status broadcasts, reactions (for now), key distribution and other protocol noise.
 */
export async function mapMessage(msg: WAMessage, ctx: MapperContext): Promise<ChatEvent | undefined> {
  const content = normalizeMessageContent(msg.message);
  if (!content || !msg.key.id || !isConversation(msg.key.remoteJid)) return undefined;
  const chat = await chatOf(msg.key, ctx.resolver);
  const timestamp = epochMs(msg.messageTimestamp, ctx.clock);
  if (content.protocolMessage) return protocolEvent(content.protocolMessage, chat, timestamp);
  if (content.reactionMessage) return undefined;
  const message: InboundMessage = {
    id: msg.key.id,
    ...chat,
    fromMe: Boolean(msg.key.fromMe),
    timestamp,
    body: textOf(content),
    location: locationOf(content),
    vcards: vcardsOf(content),
    quotedId: quotedIdOf(content),
    ...(msg.pushName && !msg.key.fromMe ? { senderName: msg.pushName } : {}),
  };
  const hasMedia = MEDIA_KINDS.some((k) => content[`${k}Message`]);
  if (!message.body && !hasMedia && !message.location && !message.vcards) return undefined;
  if (hasMedia) message.media = await mediaOf(msg, content, ctx);
  return { type: 'message', message: dropUndefined(message) };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
