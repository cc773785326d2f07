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
import { retryUntilClosed, type RetryPolicy } from '../retry-backoff.js';
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

export interface MediaRequestContext {
  companyId: string;
  connectionId: string;
  jobs: JobQueue;
  clock: Clock;
  /** When to try again, and whether the session is gone (then the tries are bounded). */
  retry: Pick<RetryPolicy, 'closed' | 'wait'>;
  emit: (event: MediaEvent) => void;
}

/**
 * Puts the download step of a message on the outbound queue (docs/decisions/013): durable, so a stop or crash
 * after the message was reported still fills it in. `ref` is the WAMessage itself, which holds the media key and
 * URL the download needs; the dedupe id names the connection and the message, so a replayed upsert asks once.
 * A refused send is retried as the session's events are (retry-backoff.ts), the caller's chain waiting, so the
 * request stays behind its message; one given up after the session closed reports the media unavailable
 * rather than leave the message "downloading" for ever.
 */
export async function requestMediaFetch(ctx: MediaRequestContext, chatId: string, msg: WAMessage): Promise<void> {
  const id = msg.key.id;
  if (!id) return;
  const { companyId, connectionId } = ctx;
  const command: SessionCommand = {
    type: 'media.fetch',
    companyId,
    connectionId,
    chatId,
    id,
    ref: JSON.stringify(msg, BufferJSON.replacer),
  };
  const dedupeId = queueSafeId(`media#${connectionId}#${id}`);
  const lost = await retryUntilClosed(
    () => ctx.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId }),
    {
      ...ctx.retry,
      onRetry: (attempt, error) =>
        log('warn', { msg: 'media request failed', companyId, connectionId, id, attempt, error: String(error) }),
    },
  );
  if (!lost) return;
  // Reported unless the session's events are closed too (a logout); the log line is the last word then.
  log('error', { msg: 'media request given up', companyId, connectionId, id, error: String(lost.error) });
  ctx.emit({ ...mediaEventOf(msg, { chatId, id }, ctx.clock), failure: 'unavailable' });
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
  const event = mediaEventOf(msg, target, ctx.clock);
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

function mediaEventOf(msg: WAMessage, target: { chatId: string; id: string }, clock: Clock) {
  return {
    type: 'media',
    id: target.id,
    chatId: target.chatId,
    timestamp: epochMs(msg.messageTimestamp, clock),
  } as const;
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
