import type { WAMessage } from '@whiskeysockets/baileys';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import type { LidResolver } from './lid-resolver.js';
import { mapMessage, type MapperContext } from './message-mapper.js';
import type { RecentMessages } from './outbound.js';
import type { SocketLike } from './socket.js';
import { mapCalls, mapReceipts, mapStatusUpdates } from './update-mapper.js';

export interface InboundContext {
  companyId: string;
  connectionId: string;
  blobs: BlobStore;
  clock: Clock;
  resolver: LidResolver;
  recent: RecentMessages;
  /** Who placed each recent call: rejecting one needs the caller's jid as WhatsApp gave it. */
  callers: Map<string, string>;
  emit(event: ChatEvent): void;
  /**
   * Runs inbound work one piece at a time, in arrival order, across the sockets of the session (a media
   * download must not let a later message overtake it); drops work from a socket that is no longer current.
   */
  enqueue(work: () => Promise<void>): void;
}

const CALLERS_LIMIT = 100;

async function onUpsert(messages: WAMessage[], mapper: MapperContext, ctx: InboundContext): Promise<void> {
  for (const msg of messages) {
    const id = msg.key.id;
    // Our own sends come back as upserts, and Baileys may upsert a message twice (notify, then append).
    if (!id || ctx.recent.get(id)) continue;
    ctx.recent.remember(msg);
    const event = await mapMessage(msg, mapper);
    if (event) ctx.emit(event);
  }
}

function rememberCaller(callers: Map<string, string>, callId: string, from: string): void {
  callers.set(callId, from);
  if (callers.size > CALLERS_LIMIT) callers.delete(callers.keys().next().value as string);
}

/** Turns a socket's message, status, receipt, call and LID-mapping events into ChatEvents. */
export function listenInbound(sock: SocketLike, ctx: InboundContext): void {
  const { resolver, clock } = ctx;
  const mapper: MapperContext = { ...ctx, download: (message) => sock.downloadMedia(message) };
  const emitAll = (events: ChatEvent[]) => events.forEach((event) => ctx.emit(event));

  sock.ev.on('messages.upsert', ({ messages, type }) => {
    if (type === 'notify' || type === 'append') ctx.enqueue(() => onUpsert(messages, mapper, ctx));
  });
  sock.ev.on('messages.update', (updates) =>
    ctx.enqueue(async () => emitAll(await mapStatusUpdates(updates, resolver, clock))),
  );
  sock.ev.on('message-receipt.update', (receipts) =>
    ctx.enqueue(async () => emitAll(await mapReceipts(receipts, resolver, clock))),
  );
  sock.ev.on('call', (calls) =>
    ctx.enqueue(async () => {
      for (const { event, from } of await mapCalls(calls, resolver)) {
        rememberCaller(ctx.callers, event.id, from);
        ctx.emit(event);
      }
    }),
  );
  sock.ev.on('lid-mapping.update', ({ lid, pn }) => ctx.enqueue(() => resolver.learn(lid, pn)));
}
