import { Readable } from 'node:stream';
import type { AnyMessageContent, MiscMessageGenerationOptions, WAMessage } from '@whiskeysockets/baileys';
import type { MakeSocket, SocketConfig, SocketEvents, SocketLike } from './socket.js';

type Listener = (arg: never) => void;

/**
 * A scripted stand-in for Baileys' socket at the SocketLike boundary: it records what the provider asks of it,
 * and the test plays WhatsApp's side by emitting connection, creds and message events.
 */
export class FakeSocket implements SocketLike {
  private readonly listeners = new Map<keyof SocketEvents, Listener[]>();
  user?: { id: string };
  readonly lidStore = new Map<string, string>();
  readonly signalRepository = { lidMapping: { getPNForLID: async (lid: string) => this.lidStore.get(lid) ?? null } };
  readonly sent: { jid: string; content: AnyMessageContent; options?: MiscMessageGenerationOptions }[] = [];
  readonly pairingRequests: string[] = [];
  readonly rejectedCalls: { callId: string; from: string }[] = [];
  /** Media WhatsApp would serve, by message id: bytes, or a stream made on each download (never held whole). */
  readonly media = new Map<string, Buffer | (() => Readable)>();
  /** Numbers that have an account. */
  readonly accounts = new Set<string>();
  ended = false;
  loggedOut = false;
  failSends = false;

  readonly ev = {
    on: <E extends keyof SocketEvents>(event: E, listener: (arg: SocketEvents[E]) => void) => {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
    },
  };

  constructor(readonly config: SocketConfig) {}

  emit<E extends keyof SocketEvents>(event: E, arg: SocketEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (a: SocketEvents[E]) => void)(arg);
  }

  qr(code: string): void {
    this.emit('connection.update', { qr: code });
  }

  open(userJid = '5511900000000:7@s.whatsapp.net'): void {
    this.user = { id: userJid };
    this.emit('connection.update', { connection: 'open' });
  }

  close(statusCode?: number): void {
    const error = statusCode === undefined ? undefined : Object.assign(new Error('closed'), { output: { statusCode } });
    this.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
  }

  upsert(messages: WAMessage[], type: 'notify' | 'append' = 'notify'): void {
    this.emit('messages.upsert', { messages, type });
  }

  async sendMessage(jid: string, content: AnyMessageContent, options?: MiscMessageGenerationOptions) {
    if (this.failSends) throw new Error('socket closed');
    this.sent.push({ jid, content, options });
    const message: WAMessage = {
      key: { remoteJid: jid, id: options?.messageId ?? `SENT${this.sent.length}`, fromMe: true },
      message: 'text' in content ? { conversation: content.text } : {},
      messageTimestamp: 1_790_000_000,
    };
    return message;
  }

  async onWhatsApp(...numbers: string[]) {
    return numbers.map((n) => ({ jid: `${n}@s.whatsapp.net`, exists: this.accounts.has(n) }));
  }

  async rejectCall(callId: string, from: string) {
    this.rejectedCalls.push({ callId, from });
  }

  async requestPairingCode(phone: string) {
    this.pairingRequests.push(phone);
    return 'ABCD1234';
  }

  async logout() {
    this.loggedOut = true;
  }

  async end() {
    this.ended = true;
  }

  async downloadMedia(message: WAMessage): Promise<Readable> {
    const data = this.media.get(message.key.id ?? '');
    // As Baileys does when the servers answer 404/410 and the phone cannot re-upload.
    if (!data) throw new Error('media gone');
    return Buffer.isBuffer(data) ? Readable.from([data]) : data();
  }
}

/** A socket factory that keeps every socket it made, newest last. */
export function fakeSockets() {
  const made: FakeSocket[] = [];
  const makeSocket: MakeSocket = (config) => {
    const sock = new FakeSocket(config);
    made.push(sock);
    return sock;
  };
  return {
    makeSocket,
    made,
    get last(): FakeSocket {
      const sock = made.at(-1);
      if (!sock) throw new Error('no socket made yet');
      return sock;
    },
  };
}
