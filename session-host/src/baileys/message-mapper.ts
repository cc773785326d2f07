import {
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  normalizeMessageContent,
  proto,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import type { ChatEvent, InboundMessage } from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import type { LidResolver } from './lid-resolver.js';
import {
  chosenReplyOf,
  locationOf,
  pendingMediaOf,
  pollBody,
  pollOf,
  quotedIdOf,
  textOf,
  vcardsOf,
} from './message-content.js';

export interface MapperContext {
  clock: Clock;
  resolver: LidResolver;
}

export interface ChatRef {
  chatId: string;
  isGroup: boolean;
  participant?: string;
  /** The customer's LID when the chat's phone number is known too (a person's chat, never a group). */
  lid?: string;
}

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

function reactionEvent(
  reaction: proto.Message.IReactionMessage,
  msg: WAMessage,
  chat: ChatRef,
  timestamp: number,
): ChatEvent | undefined {
  const targetId = reaction.key?.id;
  if (!targetId || !msg.key.id) return undefined;
  return {
    type: 'reaction',
    id: msg.key.id,
    chatId: chat.chatId,
    timestamp,
    targetId,
    // An empty text is how the chat app says the reaction was taken back.
    emoji: reaction.text ?? '',
    fromMe: Boolean(msg.key.fromMe),
    ...(chat.participant ? { participant: chat.participant } : {}),
  };
}

/** The fields every message event has: who wrote it, where and when. */
async function messageHead(msg: WAMessage, id: string, ctx: MapperContext) {
  return {
    id,
    ...(await chatOf(msg.key, ctx.resolver)),
    fromMe: Boolean(msg.key.fromMe),
    timestamp: epochMs(msg.messageTimestamp, ctx.clock),
    ...(msg.pushName && !msg.key.fromMe ? { senderName: msg.pushName } : {}),
  };
}

/**
 * The event a received WAMessage stands for: a message, a reaction, or an edit/delete of an earlier one.
 * Undefined for what the product does not show: status broadcasts, key distribution and other protocol noise.
 * Media is not downloaded here: the message carries `pendingMedia` and the download is its own step.
 */
export async function mapMessage(msg: WAMessage, ctx: MapperContext): Promise<ChatEvent | undefined> {
  const content = normalizeMessageContent(msg.message);
  if (!content || !msg.key.id || !isConversation(msg.key.remoteJid)) return undefined;
  const head = await messageHead(msg, msg.key.id, ctx);
  if (content.protocolMessage) return protocolEvent(content.protocolMessage, head, head.timestamp);
  if (content.reactionMessage) return reactionEvent(content.reactionMessage, msg, head, head.timestamp);
  const poll = pollOf(content);
  const chosen = chosenReplyOf(content);
  const message: InboundMessage = {
    ...head,
    body: poll ? pollBody(poll) : (chosen ?? textOf(content)),
    location: locationOf(content),
    vcards: vcardsOf(content),
    quotedId: quotedIdOf(content),
    pendingMedia: pendingMediaOf(content),
    poll,
    interactiveReply: chosen === undefined ? undefined : true,
  };
  if (!message.body && !message.pendingMedia && !message.location && !message.vcards) return undefined;
  return { type: 'message', message: dropUndefined(message) };
}

/**
 * A message Baileys could not decrypt and the sender never re-sent readable: reported with no content, so the
 * conversation shows that something arrived and the customer can be asked to send it again.
 */
export async function mapUnreadable(msg: WAMessage, ctx: MapperContext): Promise<ChatEvent | undefined> {
  if (!msg.key.id || !isConversation(msg.key.remoteJid)) return undefined;
  const head = await messageHead(msg, msg.key.id, ctx);
  return { type: 'message', message: dropUndefined({ ...head, body: '', unreadable: true }) };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
