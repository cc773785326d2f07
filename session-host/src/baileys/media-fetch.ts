import { BufferJSON, normalizeMessageContent, type WAMessage } from '@whiskeysockets/baileys';
import { TooLarge, type BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { ChatEvent, MediaRef } from '../../../functions/src/platform/chat/chat-provider.js';
import {
  commandGroup,
  OUTBOUND_QUEUE,
  type SessionCommand,
} from '../../../functions/src/platform/chat/session-commands.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import type { JobQueue } from '../../../functions/src/platform/jobs/job-queue.js';
import { log } from '../../../functions/src/platform/log.js';
import { queueSafeId } from '../session-events.js';
import { pendingMediaOf } from './message-content.js';
import { epochMs } from './message-mapper.js';
import type { SocketLike } from './socket.js';

type MediaEvent = Extract<ChatEvent, { type: 'media' }>;

export interface MediaFetchContext {
  companyId: string;
  connectionId: string;
  blobs: BlobStore;
  clock: Clock;
  /** MEDIA_MAX_MB in bytes (platform/blobs/media-limit.ts). */
  maxBytes: number;
}

/**
 * Puts the download step of a message on the outbound queue (docs/decisions/013): durable, so a stop or crash
 * after the message was reported still fills it in. `ref` is the WAMessage itself, which holds the media key and
 * URL the download needs; the dedupe id names the connection and the message, so a replayed upsert asks once.
 */
export async function requestMediaFetch(
  jobs: JobQueue,
  ids: { companyId: string; connectionId: string },
  chatId: string,
  msg: WAMessage,
): Promise<void> {
  const id = msg.key.id;
  if (!id) return;
  const command: SessionCommand = {
    type: 'media.fetch',
    ...ids,
    chatId,
    id,
    ref: JSON.stringify(msg, BufferJSON.replacer),
  };
  const dedupeId = queueSafeId(`media#${ids.connectionId}#${id}`);
  await jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId });
}

/**
 * Streams the attachment of `ref` into the BlobStore under the size cap and answers the message's `media` event:
 * the stored media, or why there is none. A file WhatsApp no longer serves is `unavailable`; one over the cap
 * (declared, or found while streaming) is `tooLarge`. Anything else (the store down, the stream cut) throws, so
 * the command is retried.
 */
export async function fetchMedia(
  sock: SocketLike,
  target: { chatId: string; id: string; ref: string },
  ctx: MediaFetchContext,
): Promise<MediaEvent> {
  const msg = JSON.parse(target.ref, BufferJSON.reviver) as WAMessage;
  const event = {
    type: 'media',
    id: target.id,
    chatId: target.chatId,
    timestamp: epochMs(msg.messageTimestamp, ctx.clock),
  } as const;
  const content = normalizeMessageContent(msg.message);
  const pending = content ? pendingMediaOf(content) : undefined;
  if (!pending) return failed(event, 'unavailable', ctx, 'no attachment in the message');
  if (pending.size !== undefined && pending.size > ctx.maxBytes)
    return failed(event, 'tooLarge', ctx, `${pending.size} bytes`);
  const stream = await sock.downloadMedia(msg).catch((error: unknown) => error as Error);
  if (stream instanceof Error) return failed(event, 'unavailable', ctx, stream.message);
  const blobKey = `media/${ctx.companyId}/${ctx.connectionId}/${target.id}`;
  try {
    const { size } = await ctx.blobs.putStream(blobKey, stream, pending.mimetype, { maxBytes: ctx.maxBytes });
    const { kind, mimetype, fileName, ptt } = pending;
    const media: MediaRef = {
      kind,
      blobKey,
      mimetype,
      size,
      ...(fileName ? { fileName } : {}),
      ...(ptt ? { ptt } : {}),
    };
    return { ...event, media };
  } catch (error) {
    if (error instanceof TooLarge) return failed(event, 'tooLarge', ctx, `over ${ctx.maxBytes} bytes`);
    throw error;
  } finally {
    stream.destroy();
  }
}

function failed(
  event: MediaEvent,
  failure: 'tooLarge' | 'unavailable',
  ctx: MediaFetchContext,
  why: string,
): MediaEvent {
  const { companyId, connectionId } = ctx;
  log('warn', { msg: 'media not stored', companyId, connectionId, id: event.id, failure, why });
  return { ...event, failure };
}
