import { generateMessageIDV2 } from '@whiskeysockets/baileys';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { OutboundContent, SentMessage } from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import { AppError } from '../../../functions/src/platform/errors.js';
import { log } from '../../../functions/src/platform/log.js';
import { jidUser } from './lid-resolver.js';
import { epochMs } from './message-mapper.js';
import type { MessageStore } from './message-store.js';
import { jidOf, toSendable } from './outbound.js';
import type { SocketLike } from './socket.js';

export interface MessagingContext {
  blobs: BlobStore;
  clock: Clock;
  messages: MessageStore;
  /** Fields every log line of the session carries. */
  ids: { companyId: string; connectionId: string };
}

/** Sends one outbound content through a connected socket. */
export async function sendThrough(
  sock: SocketLike,
  chatId: string,
  content: OutboundContent,
  ctx: MessagingContext,
): Promise<SentMessage> {
  const jid = jidOf(chatId);
  const { content: message, options, media } = await toSendable(jid, content, ctx.blobs, ctx.messages);
  const messageId = generateMessageIDV2(sock.user?.id);
  // Known before sending, so the echo Baileys upserts for our own send is not taken as a new message.
  ctx.messages.markSeen({ key: { remoteJid: jid, id: messageId, fromMe: true } });
  const sent = await sock.sendMessage(jid, message, { ...options, messageId }).catch((error: unknown) => {
    // A send that failed before Baileys read the blob to the end would leave its file or S3 response open.
    media?.destroy();
    log('warn', { msg: 'send failed', ...ctx.ids, chatId, kind: content.kind, error: (error as Error).message });
    throw new AppError(content.kind === 'delete' ? 'ERR_DELETE_WAPP_MSG' : 'ERR_SENDING_WAPP_MSG', 503);
  });
  if (!sent?.key.id) throw new AppError('ERR_SENDING_WAPP_MSG', 503);
  await ctx.messages.remember(sent);
  return { id: sent.key.id, timestamp: epochMs(sent.messageTimestamp, ctx.clock) };
}

/** Whether a number has a WhatsApp account, and the chat id WhatsApp knows it by. */
export async function checkNumberThrough(
  sock: SocketLike,
  number: string,
  ids: MessagingContext['ids'],
): Promise<{ exists: boolean; chatId?: string }> {
  const digits = number.replace(/\D/g, '');
  if (!/^\d{5,20}$/.test(digits)) throw new AppError('ERR_WAPP_INVALID_CONTACT', 400);
  const results = await sock.onWhatsApp(digits).catch((error: unknown) => {
    log('warn', { msg: 'number check failed', ...ids, error: (error as Error).message });
    throw new AppError('ERR_WAPP_CHECK_CONTACT', 503);
  });
  const found = results?.find((r) => r.exists);
  return found ? { exists: true, chatId: jidUser(found.jid) } : { exists: false };
}
