import { proto } from '@whiskeysockets/baileys';
import type { Ack, ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import type { LidResolver } from './lid-resolver.js';
import { chatOf, epochMs, isConversation } from './message-mapper.js';
import type { SocketEvents } from './socket.js';

const Status = proto.WebMessageInfo.Status;

/** Baileys' WAMessageStatus → the spec's ack (1 sent, 2 delivered, 3 read, 4 played, 0 failed). */
const ACK_OF_STATUS: Partial<Record<number, Ack>> = {
  [Status.ERROR]: 0,
  [Status.SERVER_ACK]: 1,
  [Status.DELIVERY_ACK]: 2,
  [Status.READ]: 3,
  [Status.PLAYED]: 4,
};

export function ackOfStatus(status: number | null | undefined): Ack | undefined {
  return status === null || status === undefined ? undefined : ACK_OF_STATUS[status];
}

type AckEvent = Extract<ChatEvent, { type: 'ack' }>;
type CallEvent = Extract<ChatEvent, { type: 'call' }>;

/** `messages.update`: only status changes are acks; edits and deletes arrive as upserts too and are taken there. */
export async function mapStatusUpdates(
  updates: SocketEvents['messages.update'],
  resolver: LidResolver,
  clock: Clock,
): Promise<AckEvent[]> {
  const events: AckEvent[] = [];
  for (const { key, update } of updates) {
    const ack = ackOfStatus(update.status);
    if (ack === undefined || !key.id || !isConversation(key.remoteJid)) continue;
    const { chatId } = await chatOf(key, resolver);
    events.push({ type: 'ack', id: key.id, chatId, ack, timestamp: clock.now().getTime() });
  }
  return events;
}

type Receipt = SocketEvents['message-receipt.update'][number]['receipt'];

/** The furthest a recipient got: played, read, or delivered. */
function receiptAck(receipt: Receipt): { ack: Ack; seconds: Receipt['readTimestamp'] } | undefined {
  if (receipt.playedTimestamp) return { ack: 4, seconds: receipt.playedTimestamp };
  if (receipt.readTimestamp) return { ack: 3, seconds: receipt.readTimestamp };
  if (receipt.receiptTimestamp) return { ack: 2, seconds: receipt.receiptTimestamp };
  return undefined;
}

/** `message-receipt.update`: per-recipient receipts, which groups report instead of a status. */
export async function mapReceipts(
  receipts: SocketEvents['message-receipt.update'],
  resolver: LidResolver,
  clock: Clock,
): Promise<AckEvent[]> {
  const events: AckEvent[] = [];
  for (const { key, receipt } of receipts) {
    if (!key.id || !isConversation(key.remoteJid)) continue;
    const ack = receiptAck(receipt);
    if (!ack) continue;
    const { chatId } = await chatOf(key, resolver);
    events.push({ type: 'ack', id: key.id, chatId, ack: ack.ack, timestamp: epochMs(ack.seconds, clock) });
  }
  return events;
}

const CALL_STATUS: Partial<Record<string, CallEvent['status']>> = {
  offer: 'offer',
  timeout: 'missed',
  reject: 'rejected',
};

/** `call`: an offer, and how it ended when nobody answered or it was refused; `from` is kept to reject it. */
export async function mapCalls(
  calls: SocketEvents['call'],
  resolver: LidResolver,
): Promise<{ event: CallEvent; from: string }[]> {
  const out: { event: CallEvent; from: string }[] = [];
  for (const call of calls) {
    const status = CALL_STATUS[call.status];
    if (!status) continue;
    const chatId = call.isGroup && call.groupJid ? call.groupJid : await resolver.chatIdOf(call.from, call.callerPn);
    out.push({ event: { type: 'call', id: call.id, chatId, timestamp: call.date.getTime(), status }, from: call.from });
  }
  return out;
}
