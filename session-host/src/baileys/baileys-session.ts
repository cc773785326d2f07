import type { ConnectionState, WAMessage, WAVersion } from '@whiskeysockets/baileys';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type {
  ChatEvent,
  ChatSession,
  ChatStatus,
  OutboundContent,
  SentMessage,
  SessionContext,
} from '../../../functions/src/platform/chat/chat-provider.js';
import type { Clock } from '../../../functions/src/platform/clock.js';
import type { JobQueue } from '../../../functions/src/platform/jobs/job-queue.js';
import { AppError } from '../../../functions/src/platform/errors.js';
import { log } from '../../../functions/src/platform/log.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { CloseTracker, decideOnDisconnect } from '../reconnect-policy.js';
import type { AuthCrypto } from './auth-crypto.js';
import { tableAuthStore, useTableAuthState, type TableAuthState } from './auth-state.js';
import { tableGroupMetadataCache } from './group-metadata-cache.js';
import { listenInbound } from './inbound-listener.js';
import { LoginPrompt, QR_LIMIT } from './login-prompt.js';
import { fetchMedia, requestMediaFetch } from './media-fetch.js';
import { chatOf } from './message-mapper.js';
import { createLidResolver, jidUser, type LidResolver } from './lid-resolver.js';
import { MessageStore } from './message-store.js';
import { jidOf } from './outbound.js';
import { checkNumberThrough, sendThrough } from './session-messaging.js';
import { tableRetryCounterCache } from './retry-counter-cache.js';
import type { MakeSocket, SocketLike } from './socket.js';

/** Starts a timer; answers the function that cancels it. */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export interface BaileysSessionDeps {
  table: Table;
  blobs: BlobStore;
  clock: Clock;
  makeSocket: MakeSocket;
  random: () => number;
  setTimer: SetTimer;
  /** Seals the auth items at rest (auth-crypto.ts). */
  authCrypto: AuthCrypto;
  /** The WhatsApp Web version, asked once per process (web-version.ts). */
  webVersion: () => Promise<WAVersion>;
  /** The outbound queue: a message's download step goes there (media-fetch.ts). */
  jobs: JobQueue;
  /** MEDIA_MAX_MB in bytes. */
  mediaMaxBytes: number;
}

const LOGOUT_TIMEOUT_MS = 10_000;

function statusCodeOf(update: Partial<ConnectionState>): number | undefined {
  return (update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
}

async function endQuietly(sock: SocketLike | undefined): Promise<void> {
  await Promise.resolve(sock?.end(undefined)).catch(() => undefined);
}

function within<T>(promise: Promise<T>, ms: number, setTimer: SetTimer): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = setTimer(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(cancel);
  });
}

/** One Baileys socket per connection, rebuilt by the disconnect policy, reporting through `context.emit`. */
export class BaileysSession implements ChatSession {
  private sock?: SocketLike;
  private auth?: TableAuthState;
  /** Bumped whenever the current socket is dropped: events of older sockets are ignored. */
  private generation = 0;
  /** The generation of the socket a stop is draining: its inbound events are still taken. */
  private draining?: number;
  private readonly closes: CloseTracker;
  private wasConnected = false;
  private connected = false;
  private login = new LoginPrompt(
    () => undefined,
    () => undefined,
  );
  private cancelReconnect?: () => void;
  private inbound: Promise<void> = Promise.resolve();
  /** Told to stop or log out: work still failing in the inbound chain is given up (retry-backoff.ts). */
  private stopped = false;
  private readonly messages: MessageStore;
  private readonly callers = new Map<string, string>();
  /** Messages waiting for the sender's retry of a failed decrypt (inbound-listener.ts). */
  private readonly placeholders = new Map<string, () => void>();
  private readonly resolver: LidResolver;

  constructor(
    private readonly context: SessionContext,
    private readonly deps: BaileysSessionDeps,
  ) {
    this.closes = new CloseTracker(() => deps.clock.now().getTime());
    this.messages = new MessageStore({ ...deps, companyId: context.companyId, connectionId: context.connectionId });
    this.resolver = createLidResolver({
      ...deps,
      companyId: context.companyId,
      connectionId: context.connectionId,
      socketLookup: () => {
        const store = this.sock?.signalRepository?.lidMapping;
        return store ? (lid) => store.getPNForLID(lid) : undefined;
      },
      ownJids: () => [this.sock?.user?.id, this.sock?.user?.lid],
      // The pipeline merges the customer's LID-only contact into the phone one (docs/decisions/015).
      onLearn: ({ lid, pn }) =>
        this.context.emit({
          type: 'lidMapping',
          id: `lid#${lid}`,
          chatId: pn,
          lid,
          timestamp: deps.clock.now().getTime(),
        }),
    });
  }

  async start(options: { pairingPhone?: string } = {}): Promise<void> {
    await endQuietly(this.detach());
    // Another host may have driven this number since: read the stored state afresh.
    this.auth = undefined;
    this.stopped = false;
    const pairingPhone = options.pairingPhone?.replace(/\D/g, '') || undefined;
    this.login = new LoginPrompt(
      (event) => this.context.emit(event),
      (error) => this.fail('pairing code request', error),
      pairingPhone,
    );
    this.closes.reset();
    this.wasConnected = false;
    this.emitStatus('OPENING');
    await this.open();
  }

  /**
   * WhatsApp never resends what it handed over (Baileys acknowledged it): the socket's events still in hand are
   * reported before and while it closes, and only then does the session answer that it stopped.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.draining = this.generation;
    const sock = this.detach();
    await this.drainInbound();
    await endQuietly(sock);
    await this.drainInbound();
    this.draining = undefined;
    this.auth = undefined;
  }

  async fetchMedia(chatId: string, id: string, ref: string): Promise<void> {
    const { blobs, clock, mediaMaxBytes: maxBytes } = this.deps;
    const event = await fetchMedia(
      this.connectedSocket(),
      { chatId, id, ref },
      { ...this.ids(), blobs, clock, maxBytes },
    );
    this.context.emit(event);
  }

  async logout(): Promise<void> {
    this.stopped = true;
    const sock = this.detach();
    if (sock) {
      // A socket that is already closed cannot log out; the stored state goes anyway.
      await within(sock.logout(), LOGOUT_TIMEOUT_MS, this.deps.setTimer).catch(() => undefined);
      await endQuietly(sock);
    }
    await this.wipe();
    this.emitStatus('DISCONNECTED', 'logout');
  }

  async send(chatId: string, content: OutboundContent): Promise<SentMessage> {
    const { blobs, clock } = this.deps;
    return sendThrough(this.connectedSocket(), chatId, content, {
      blobs,
      clock,
      messages: this.messages,
      ids: this.ids(),
    });
  }

  async checkNumber(number: string): Promise<{ exists: boolean; chatId?: string }> {
    return checkNumberThrough(this.connectedSocket(), number, this.ids());
  }

  async rejectCall(callId: string, chatId: string): Promise<void> {
    const sock = this.connectedSocket();
    await sock.rejectCall(callId, this.callers.get(callId) ?? jidOf(chatId));
  }

  private ids() {
    return { companyId: this.context.companyId, connectionId: this.context.connectionId };
  }

  private emitStatus(status: ChatStatus, reason?: string, number?: string): void {
    this.context.emit({ type: 'status', status, ...(reason ? { reason } : {}), ...(number ? { number } : {}) });
  }

  private connectedSocket(): SocketLike {
    if (!this.sock || !this.connected) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 409);
    return this.sock;
  }

  /** Drops the current socket (answered so the caller can end it) and any pending reconnect. */
  private detach(): SocketLike | undefined {
    const sock = this.sock;
    this.generation += 1;
    this.sock = undefined;
    this.connected = false;
    this.cancelReconnect?.();
    this.cancelReconnect = undefined;
    return sock;
  }

  private async wipe(): Promise<void> {
    const { companyId, connectionId } = this.context;
    const auth = this.auth ?? tableAuthStore(this.deps.table, this.deps.authCrypto, companyId, connectionId);
    this.auth = undefined;
    await auth.wipe();
  }

  /** Builds a socket on the stored auth state (kept in memory across reconnects of one start). */
  private async open(): Promise<void> {
    const generation = ++this.generation;
    const { companyId, connectionId } = this.context;
    const auth = this.auth ?? (await useTableAuthState(this.deps.table, this.deps.authCrypto, companyId, connectionId));
    const version = await this.deps.webVersion();
    if (generation !== this.generation) return;
    this.auth = auth;
    this.login.reset({ count: false });
    const sock = this.deps.makeSocket({
      auth: auth.state,
      getMessage: async (key) => (key.id ? ((await this.messages.get(key.id))?.message ?? undefined) : undefined),
      version,
      groupMetadata: tableGroupMetadataCache({ ...this.deps, companyId, connectionId }),
      retryCounters: tableRetryCounterCache({ ...this.deps, companyId, connectionId }),
    });
    this.sock = sock;
    this.listen(sock, generation, auth);
  }

  private listen(sock: SocketLike, generation: number, auth: TableAuthState): void {
    const live = () => generation === this.generation;
    sock.ev.on('connection.update', (update) => {
      if (live()) void this.onConnection(update, sock).catch((error: unknown) => this.fail('connection update', error));
    });
    sock.ev.on('creds.update', (change) => {
      if (!live()) return;
      // The real socket has already merged the change; a partial from elsewhere must not replace the rest.
      Object.assign(auth.state.creds, change);
      void auth.saveCreds().catch((error: unknown) => this.fail('saving creds', error));
    });
    listenInbound(sock, {
      ...this.deps,
      ...this.ids(),
      resolver: this.resolver,
      messages: this.messages,
      callers: this.callers,
      placeholders: this.placeholders,
      emit: (event) => this.context.emit(event),
      requestMedia: (msg) => this.requestMedia(msg),
      enqueue: (work) => {
        if (!live() && generation !== this.draining) return;
        this.inbound = this.inbound.then(work).catch((error: unknown) => this.fail('inbound event', error));
      },
    });
  }

  /** Until the inbound chain is idle: work may add work (a message's media request) while it runs. */
  private async drainInbound(): Promise<void> {
    for (let tail; tail !== this.inbound;) await (tail = this.inbound);
  }

  /**
   * Queued in the inbound chain behind the message's report, so a clean stop waits for it too. The chat is the
   * one the message was reported in (the resolver answers it from its cache).
   */
  private requestMedia(msg: WAMessage): void {
    this.inbound = this.inbound
      .then(async () => {
        const { chatId } = await chatOf(msg.key, this.resolver);
        const { jobs, clock, setTimer } = this.deps;
        const retry = { closed: () => this.stopped, wait: (ms: number) => new Promise<void>((r) => setTimer(r, ms)) };
        const emit = (event: ChatEvent) => this.context.emit(event);
        await requestMediaFetch({ ...this.ids(), jobs, clock, retry, emit }, chatId, msg);
      })
      .catch((error: unknown) => this.fail('media request', error));
  }

  private fail(what: string, error: unknown): void {
    log('error', { msg: `baileys session: ${what} failed`, ...this.ids(), error: (error as Error).message });
  }

  private async onConnection(update: Partial<ConnectionState>, sock: SocketLike): Promise<void> {
    if (update.qr) await this.onQr(update.qr, sock);
    if (update.connection === 'open') this.onOpen(sock);
    if (update.connection === 'close') await this.onClose(statusCodeOf(update));
  }

  private async onQr(qr: string, sock: SocketLike): Promise<void> {
    if (await this.login.onQr(qr, sock, Boolean(this.auth?.state.creds.registered))) return;
    log('info', { msg: `no scan after ${QR_LIMIT} QR codes; session ended`, ...this.ids() });
    await endQuietly(this.detach());
    this.emitStatus('DISCONNECTED', 'qr-limit');
  }

  private onOpen(sock: SocketLike): void {
    this.closes.opened();
    this.login.reset({ count: true });
    this.wasConnected = true;
    this.connected = true;
    this.emitStatus('CONNECTED', undefined, sock.user?.id ? jidUser(sock.user.id) : undefined);
  }

  private async onClose(statusCode: number | undefined): Promise<void> {
    this.detach();
    const history = this.closes.closed(statusCode);
    const decision = decideOnDisconnect(statusCode, history, this.deps.random);
    const reason = `closed: ${statusCode ?? 'unknown'}`;
    log('info', { msg: 'socket closed', ...this.ids(), statusCode, action: decision.action });
    switch (decision.action) {
      case 'reconnect':
        if (decision.alert) this.raiseConnectionAlert(statusCode, history.attempt + 1);
        this.emitStatus(this.wasConnected ? 'TIMEOUT' : 'OPENING', reason);
        this.scheduleOpen(decision.delayMs);
        return;
      case 'wipe-and-repair': {
        const generation = this.generation;
        await this.wipe();
        if (generation !== this.generation) return; // stopped or restarted meanwhile
        this.closes.wiped();
        this.wasConnected = false;
        this.login.reset({ count: true });
        this.emitStatus('OPENING', reason);
        this.reopen();
        return;
      }
      case 'stop':
        this.emitStatus('DISCONNECTED', reason);
        return;
      case 'yield':
        this.emitStatus('DISCONNECTED', 'replaced by another client');
    }
  }

  /** The line docs/operations.md tells an operator to alarm on (stacks/SessionHost.ts does). */
  private raiseConnectionAlert(statusCode: number | undefined, attempts: number): void {
    log('error', {
      msg: 'baileys session: cannot reconnect',
      alert: 'connection',
      ...this.ids(),
      statusCode,
      attempts,
    });
  }

  private scheduleOpen(delayMs: number): void {
    this.cancelReconnect = this.deps.setTimer(() => {
      this.cancelReconnect = undefined;
      this.reopen();
    }, delayMs);
  }

  private reopen(): void {
    // A failed rebuild (the table unreachable, say) is one more transient close.
    this.open().catch((error: unknown) => {
      this.fail('reopening the socket', error);
      void this.onClose(undefined);
    });
  }
}
