import { WAMessageStubType, type WAMessage } from '@whiskeysockets/baileys';
import type { ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import type { SetTimer } from './baileys-session.js';
import type { LidResolver } from './lid-resolver.js';
import { mapMessage, mapUnreadable } from './message-mapper.js';
import type { MessageStore } from './message-store.js';
import type { SocketLike } from './socket.js';
import { mapCalls, mapReceipts, mapStatusUpdates } from './update-mapper.js';

export interface InboundContext {
  companyId: string;
  connectionId: string;
  clock: Clock;
  resolver: LidResolver;
  messages: MessageStore;
  /** Who placed each recent call: rejecting one needs the caller's jid as WhatsApp gave it. */
  callers: Map<string, string>;
  /**
   * Messages Baileys could not decrypt yet, by id, with the cancel of their unreadable report. Kept by the
   * session, not the socket: the sender's retry may arrive on the socket of a reconnect.
   */
  placeholders: Map<string, () => void>;
  setTimer: SetTimer;
  emit(event: ChatEvent): void;
  /**
   * Runs inbound work one piece at a time, in arrival order, across the sockets of the session; drops work
   * from a socket that is no longer current.
   */
  enqueue(work: () => Promise<void>): void;
  /** The download step of a message just reported with `pendingMedia` (docs/decisions/013). */
  requestMedia(msg: WAMessage): void;
}

/**
 * How long a message Baileys could not decrypt waits for the sender's retry before it is reported unreadable.
 * Retries normally arrive within seconds; a phone that was offline may take longer, and a late retry still
 * fills the unreadable entry in.
 */
export const UNREADABLE_AFTER_MS = 60_000;

const CALLERS_LIMIT = 100;

async function onUpsert(messages: WAMessage[], ctx: InboundContext): Promise<void> {
  for (const msg of messages) {
    const id = msg.key.id;
    // Our own sends come back as upserts, and Baileys may upsert a message twice (notify, then append).
    if (!id || ctx.messages.seen(id)) continue;
    // A placeholder must not mark its id as seen: the readable message comes later under the same id.
    if (msg.messageStubType === WAMessageStubType.CIPHERTEXT) {
      await awaitRetry(msg, id, ctx);
      continue;
    }
    if (!msg.message) continue;
    ctx.placeholders.get(id)?.();
    ctx.placeholders.delete(id);
    ctx.messages.markSeen(msg);
    const event = await mapMessage(msg, ctx);
    if (!event) continue;
    ctx.emit(event);
    if (event.type !== 'message') continue;
    if (event.message.pendingMedia) ctx.requestMedia(msg);
    // Kept after the report, so storing it never delays a customer's message: quotes and reactions read it.
    await ctx.messages.remember(msg);
  }
}

/**
 * Baileys asked the sender to send again a message it could not decrypt: the customer's message is reported
 * unreadable unless it arrives readable within UNREADABLE_AFTER_MS. The business's own phone keeps what it
 * sent, so only customers' messages get that entry.
 */
async function awaitRetry(msg: WAMessage, id: string, ctx: InboundContext): Promise<void> {
  if (msg.key.fromMe || ctx.placeholders.has(id)) return;
  const unreadable = await mapUnreadable(msg, ctx);
  if (!unreadable) return;
  // Emitted straight, not through `enqueue`: a reconnect in the meantime must not drop it.
  const cancel = ctx.setTimer(() => {
    ctx.placeholders.delete(id);
    ctx.emit(unreadable);
  }, UNREADABLE_AFTER_MS);
  ctx.placeholders.set(id, cancel);
}

function rememberCaller(callers: Map<string, string>, callId: string, from: string): void {
  callers.set(callId, from);
  if (callers.size > CALLERS_LIMIT) callers.delete(callers.keys().next().value as string);
}

/** Turns a socket's message, status, receipt, call and LID-mapping events into ChatEvents. */
export function listenInbound(sock: SocketLike, ctx: InboundContext): void {
  const { resolver, clock } = ctx;
  const emitAll = (events: ChatEvent[]) => events.forEach((event) => ctx.emit(event));

  sock.ev.on('messages.upsert', ({ messages, type }) => {
    if (type === 'notify' || type === 'append') ctx.enqueue(() => onUpsert(messages, ctx));
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
