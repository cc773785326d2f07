import { createHash } from 'node:crypto';
import { recordSessionState, type SessionPatch } from '../../functions/src/domain/connections/session-state.js';
import type {
  ChatEvent,
  ChatStatus,
  InboundEvent,
  InboundJob,
} from '../../functions/src/platform/chat/chat-provider.js';
import { INBOUND_QUEUE } from '../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import type { SendOptions } from '../../functions/src/platform/jobs/job-queue.js';
import { log } from '../../functions/src/platform/log.js';
import { retryUntilClosed } from './retry-backoff.js';

export type EventDeps = Pick<Deps, 'table' | 'realtime' | 'clock' | 'jobs'>;

type Delivery = { kind: 'state'; patch: SessionPatch } | { kind: 'job'; job: InboundJob; options: SendOptions };

/**
 * Where one session's events go: `qr`/`pairingCode`/`status` become connection state, the rest inbound jobs.
 * Providers emit synchronously; deliveries run one after another in emit order (per connection, so per chat)
 * and a failed delivery is retried, never skipped, because a later event must not overtake it.
 */
export class SessionEvents {
  private chain: Promise<void>;
  private closed = false;
  private qrShown = 0;
  private current: ChatStatus | undefined;
  private readonly statusListeners = new Set<() => void>();

  constructor(
    private readonly deps: EventDeps,
    private readonly companyId: string,
    private readonly connectionId: string,
    /** The previous session's deliveries of this connection: these start after them. */
    after: Promise<void> = Promise.resolve(),
  ) {
    this.chain = after;
  }

  /** The status the session last reported (known at once, before it is written). */
  get status(): ChatStatus | undefined {
    return this.current;
  }

  push(event: ChatEvent): void {
    if (this.closed) return;
    const delivery = this.translate(event);
    this.chain = this.chain.then(() => this.deliver(delivery));
    if (delivery.kind === 'state') this.notifyStatus();
  }

  /** Events emitted after this are ignored: the session was stopped or replaced. */
  close(): void {
    this.closed = true;
    this.notifyStatus();
  }

  /** Calls `listener` when the status changes or the pipe closes, until the answered function is called. */
  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private notifyStatus(): void {
    for (const listener of [...this.statusListeners]) listener();
  }

  /** Resolves once every event pushed so far has been delivered (or given up after close). */
  drained(): Promise<void> {
    return this.chain;
  }

  private translate(event: ChatEvent): Delivery {
    switch (event.type) {
      case 'qr':
        this.current = 'qrcode';
        return { kind: 'state', patch: { status: 'qrcode', qrcode: event.qr, retries: ++this.qrShown } };
      case 'pairingCode':
        this.current = 'PAIRING';
        return { kind: 'state', patch: { status: 'PAIRING', pairingCode: event.code, qrcode: '' } };
      case 'status':
        this.current = event.status;
        return { kind: 'state', patch: statusPatch(event.status, event.number) };
      default:
        return {
          kind: 'job',
          job: { companyId: this.companyId, connectionId: this.connectionId, event },
          options: jobOptions(this.connectionId, event),
        };
    }
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const fields = { where: 'session.events', connectionId: this.connectionId };
    const lost = await retryUntilClosed(
      async () => {
        if (delivery.kind === 'state')
          await recordSessionState(this.deps, this.companyId, this.connectionId, delivery.patch);
        else await this.deps.jobs.send(INBOUND_QUEUE, delivery.job, delivery.options);
      },
      {
        closed: () => this.closed,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        onRetry: (attempt, error) => log('warn', { ...fields, attempt, error: String(error) }),
      },
    );
    if (lost) log('error', { ...fields, attempt: lost.attempt, error: String(lost.error), lost: delivery });
  }
}

function statusPatch(status: ChatStatus, number: string | undefined): SessionPatch {
  return {
    status,
    qrcode: '',
    ...(status === 'CONNECTED' ? { pairingCode: '', retries: 0 } : {}),
    ...(number ? { number } : {}),
  };
}

/**
 * Group = connection + chat, so one chat's events stay in order. The dedupe id is deterministic, so an event a
 * provider reports twice (a replay after reconnect, a retried command) is queued once; it names the connection
 * because two connections in one group chat see the same message id.
 */
export function jobOptions(connectionId: string, event: InboundEvent): SendOptions {
  const chatId = event.type === 'message' ? event.message.chatId : event.chatId;
  return {
    groupId: queueSafeId(`${connectionId}#${chatId}`),
    dedupeId: queueSafeId(`${connectionId}#${eventKey(event)}`),
  };
}

function eventKey(event: InboundEvent): string {
  switch (event.type) {
    case 'message':
      // The readable message that follows an unreadable report of the same id fills it in: not a repeat.
      return event.message.unreadable ? `unreadable#${event.message.id}` : event.message.id;
    case 'ack':
      return `ack#${event.id}#${event.ack}`;
    case 'edit':
      return `edit#${event.id}#${event.timestamp}`;
    case 'delete':
      return `del#${event.id}`;
    case 'call':
      return `call#${event.id}#${event.status}`;
    case 'sent':
      return `sent#${event.localId}`;
    case 'sendFailed':
      return `failed#${event.localId}#${event.id}`;
    case 'media':
      return `media#${event.id}`;
    case 'reaction':
      return `react#${event.id}`;
    case 'lidMapping':
      return `lid#${event.lid}#${event.chatId}`;
  }
}

/** SQS group and dedupe ids allow at most 128 printable ASCII characters; anything else is hashed. */
export function queueSafeId(raw: string): string {
  return /^[!-~]{1,128}$/.test(raw) ? raw : `h#${createHash('sha256').update(raw).digest('hex')}`;
}
