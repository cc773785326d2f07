import { randomBytes, randomInt } from 'node:crypto';
import type {
  Ack,
  ChatSession,
  OutboundContent,
  OutboundOptions,
  SentMessage,
  SessionContext,
} from '../../../functions/src/platform/chat/chat-provider.js';
import type { SimulatorCustomerMessage } from '../../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../../functions/src/platform/deps.js';
import { newId } from '../../../functions/src/platform/ids.js';
import { log } from '../../../functions/src/platform/log.js';
import * as repo from '../../../functions/src/domain/simulator/repo.js';
import type { HeldCommand, SimulatorMessage } from '../../../functions/src/domain/simulator/repo.js';
import { publishSimulatorMessage } from '../../../functions/src/domain/simulator/view.js';
import { fromContent } from './simulator-content.js';
import { HeldDelivery } from './simulator-held.js';

export type SimulatorDeps = Pick<Deps, 'table' | 'realtime' | 'clock' | 'blobs'>;

export interface SimulatorOptions {
  /** How long after "sent" the customer's phone reports "delivered" (it is always online). */
  deliveryDelayMs?: number;
}

const DEFAULT_DELIVERY_DELAY_MS = 300;
const NUMBER = /^\d{10,15}$/;

/**
 * A chat-app session with no network: a phone that lives in the table. Starting it shows a QR the `/simulator`
 * page scans; after that the page plays the customers (`customerMessage`, `read`, `edit`, `delete`, `call`)
 * and sees what the business sends. Events go out through the same `emit` as a real provider's.
 */
export class SimulatorSession implements ChatSession {
  private qr: string | undefined;
  private connected = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly held: HeldDelivery;
  private readonly companyId: string;
  private readonly connectionId: string;

  constructor(
    private readonly deps: SimulatorDeps,
    private readonly context: SessionContext,
    private readonly options: SimulatorOptions = {},
  ) {
    this.companyId = context.companyId;
    this.connectionId = context.connectionId;
    this.held = new HeldDelivery(deps.table, this.companyId, this.connectionId, {
      play: (command) => this.play(command),
      isConnected: () => this.connected,
    });
  }

  /** Delivers, oldest first, what customers did while the session was down (the network held it). */
  deliverHeld(): Promise<void> {
    return this.held.deliver();
  }

  get isConnected(): boolean {
    return this.connected;
  }

  async start(): Promise<void> {
    this.context.emit({ type: 'status', status: 'OPENING' });
    const pairing = await repo.getPairing(this.deps.table, this.companyId, this.connectionId);
    if (pairing) {
      this.connect(pairing.number);
      return;
    }
    this.qr = `balcao-sim:${this.connectionId}:${randomBytes(12).toString('base64url')}`;
    this.context.emit({ type: 'qr', qr: this.qr });
  }

  async stop(): Promise<void> {
    this.held.stop();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.connected = false;
    this.qr = undefined;
  }

  async logout(): Promise<void> {
    await this.stop();
    await repo.deletePairing(this.deps.table, this.companyId, this.connectionId);
    this.context.emit({ type: 'status', status: 'DISCONNECTED' });
  }

  /** The phone scanned `code`: a code other than the QR on show is ignored, as a real phone's would be. */
  async scan(code: string): Promise<boolean> {
    if (!this.qr || code !== this.qr) {
      log('warn', { where: 'simulator.scan', connectionId: this.connectionId, error: 'not the QR on show' });
      return false;
    }
    const number = `5500${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    await repo.putPairing(this.deps.table, this.companyId, this.connectionId, {
      deviceId: newId(),
      number,
      pairedAt: this.deps.clock.now().toISOString(),
    });
    this.qr = undefined;
    this.connect(number);
    return true;
  }

  /**
   * Plays a customer's command: what the page asked for, now or once the session came back. It is done (the
   * command acknowledged, the held item released) only once its events are on the inbound queue.
   */
  async play(command: HeldCommand): Promise<void> {
    await this.playNow(command);
    await this.context.flushed?.();
  }

  private playNow(command: HeldCommand): Promise<void> {
    switch (command.type) {
      case 'simulator.customerMessage':
        return this.customerMessage(command.message);
      case 'simulator.read':
        return this.read(command.number);
      case 'simulator.edit':
        return this.edit(command.number, command.messageId, command.body);
      case 'simulator.delete':
        return this.delete(command.number, command.messageId);
      case 'simulator.call':
        return this.call(command.number, command.callId, command.name);
    }
  }

  /** Connected: what the network held comes in now, and whatever it holds later (HeldDelivery). */
  private connect(number: string): void {
    this.connected = true;
    this.context.emit({ type: 'status', status: 'CONNECTED', number });
    this.held.start();
  }

  readonly idempotentSends = true; // a send with an id already sent answers that message (docs/decisions/048)

  async send(chatId: string, content: OutboundContent, options: OutboundOptions = {}): Promise<SentMessage> {
    if (!this.connected) throw new Error('The simulator is not connected');
    const earlier =
      options.id && (await repo.findSent(this.deps.table, this.companyId, this.connectionId, chatId, options.id));
    if (earlier) return { id: earlier.id, timestamp: earlier.timestamp };
    const sent = { id: `SIM${newId()}`, timestamp: this.now(), ...(options.id && { sendKey: options.id }) };
    switch (content.kind) {
      case 'reaction':
        await this.changeBusinessMessage(chatId, content.messageId, { reaction: content.emoji });
        return sent;
      case 'edit':
        await this.changeBusinessMessage(chatId, content.messageId, { body: content.body, edited: true });
        return sent;
      case 'delete':
        await this.changeBusinessMessage(chatId, content.messageId, { deleted: true });
        return sent;
      default:
        await this.storeBusinessMessage({ ...sent, number: chatId, from: 'business', ack: 1, ...fromContent(content) });
        return sent;
    }
  }

  async checkNumber(number: string): Promise<{ exists: boolean; chatId?: string }> {
    const digits = number.replace(/\D/g, '');
    return NUMBER.test(digits) ? { exists: true, chatId: digits } : { exists: false };
  }

  async rejectCall(callId: string, chatId: string): Promise<void> {
    const call = await repo.findMessage(this.deps.table, this.companyId, this.connectionId, chatId, callId);
    if (!call?.call) return;
    await this.publish(await this.update(call, { call: { status: 'rejected' } }));
  }

  /** A customer wrote to the business. Storing is idempotent, so a retried command emits the same event. */
  async customerMessage(message: SimulatorCustomerMessage): Promise<void> {
    const { name, ...fields } = message;
    const stored: SimulatorMessage = { ...fields, from: 'customer' };
    await repo.putMessage(this.deps.table, this.companyId, this.connectionId, stored);
    await this.touchCustomer(message.number, message.timestamp, name);
    await this.publish(stored);
    const { id, number, timestamp, body, media, location, vcards, quotedId } = message;
    this.context.emit({
      type: 'message',
      message: {
        id,
        chatId: number,
        isGroup: false,
        fromMe: false,
        ...(name ? { senderName: name } : {}),
        timestamp,
        body,
        ...(media ? { media } : {}),
        ...(location ? { location } : {}),
        ...(vcards ? { vcards } : {}),
        ...(quotedId ? { quotedId } : {}),
      },
    });
  }

  /** The customer opened the chat: everything the business sent them is read. */
  async read(number: string): Promise<void> {
    const conversation = await repo.listConversation(this.deps.table, this.companyId, this.connectionId, number);
    for (const message of conversation) {
      if (message.from === 'business' && (message.ack ?? 0) < 3) await this.raiseAck(message, 3);
    }
  }

  async edit(number: string, messageId: string, body: string): Promise<void> {
    const message = await this.customerMessageOf(number, messageId);
    if (!message) return;
    await this.publish(await this.update(message, { body, edited: true }));
    this.context.emit({ type: 'edit', id: messageId, chatId: number, body, timestamp: this.now() });
  }

  async delete(number: string, messageId: string): Promise<void> {
    const message = await this.customerMessageOf(number, messageId);
    if (!message) return;
    await this.publish(await this.update(message, { deleted: true }));
    this.context.emit({ type: 'delete', id: messageId, chatId: number, timestamp: this.now() });
  }

  async call(number: string, callId: string, name?: string): Promise<void> {
    const timestamp = this.now();
    const call: SimulatorMessage = {
      id: callId,
      number,
      from: 'customer',
      body: '',
      timestamp,
      call: { status: 'offer' },
    };
    await repo.putMessage(this.deps.table, this.companyId, this.connectionId, call);
    await this.touchCustomer(number, timestamp, name);
    await this.publish(call);
    this.context.emit({ type: 'call', id: callId, chatId: number, timestamp, status: 'offer' });
  }

  private async storeBusinessMessage(message: SimulatorMessage): Promise<void> {
    await repo.putMessage(this.deps.table, this.companyId, this.connectionId, message);
    await this.touchCustomer(message.number, message.timestamp);
    await this.publish(message);
    this.emitAck(message, 1);
    this.later(() => this.raiseAck(message, 2), this.options.deliveryDelayMs ?? DEFAULT_DELIVERY_DELAY_MS);
  }

  private async changeBusinessMessage(
    number: string,
    messageId: string,
    changes: Parameters<typeof repo.updateMessage>[4],
  ): Promise<void> {
    const message = await repo.findMessage(this.deps.table, this.companyId, this.connectionId, number, messageId);
    if (message?.from !== 'business') throw new Error(`No message ${messageId} was sent to ${number}`);
    await this.publish(await this.update(message, changes));
  }

  private async raiseAck(message: SimulatorMessage, ack: Ack): Promise<void> {
    const raised = await repo.raiseAck(this.deps.table, this.companyId, this.connectionId, message, ack);
    if (!raised) return;
    await this.publish(raised);
    this.emitAck(raised, ack);
  }

  private emitAck(message: SimulatorMessage, ack: Ack): void {
    this.context.emit({ type: 'ack', id: message.id, chatId: message.number, ack, timestamp: this.now() });
  }

  private async customerMessageOf(number: string, messageId: string): Promise<SimulatorMessage | undefined> {
    const message = await repo.findMessage(this.deps.table, this.companyId, this.connectionId, number, messageId);
    if (message?.from === 'customer') return message;
    log('warn', { where: 'simulator', connectionId: this.connectionId, error: `no customer message ${messageId}` });
    return undefined;
  }

  private update(message: SimulatorMessage, changes: Parameters<typeof repo.updateMessage>[4]) {
    return repo.updateMessage(this.deps.table, this.companyId, this.connectionId, message, changes);
  }

  private touchCustomer(number: string, at: number, name?: string): Promise<void> {
    return repo.touchCustomer(this.deps.table, this.companyId, this.connectionId, { number, at, name });
  }

  private publish(message: SimulatorMessage): Promise<void> {
    return publishSimulatorMessage(this.deps, this.companyId, this.connectionId, message);
  }

  /** Runs `task` after `ms` unless the session stops first; its failure is logged (nobody awaits it). */
  private later(task: () => Promise<void>, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task().catch((error: unknown) =>
        log('error', { where: 'simulator', connectionId: this.connectionId, error: String(error) }),
      );
    }, ms);
    this.timers.add(timer);
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }
}
