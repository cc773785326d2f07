import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChatStatus, SendFailure } from '../../functions/src/platform/chat/chat-provider.js';
import type { Running } from './running-sessions.js';

/** How a send's wait for its connection ended (docs/decisions/013). */
export type WaitOutcome =
  | { kind: 'connected'; running: Running }
  | { kind: 'failed'; reason: Extract<SendFailure, 'disconnected' | 'timeout'> }
  /** No session of the connection runs here (never did, or it went and did not come back): not ours to judge. */
  | { kind: 'absent' };

/** Time as the waiter sees it; tests pass one they move by hand. `sleep` ends early when `wake` aborts. */
export interface WaitTimer {
  now(): number;
  sleep(ms: number, wake: AbortSignal): Promise<void>;
}

export const realTimer: WaitTimer = {
  now: () => Date.now(),
  sleep: (ms, wake) =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake.addEventListener('abort', done, { once: true });
    }),
};

/** The host is stopping: the send goes back to the queue for the next host rather than hold up the shutdown. */
export class SendWaitReleased extends Error {
  constructor(connectionId: string) {
    super(`Stopped waiting for connection ${connectionId}: the host is stopping`);
  }
}

/**
 * A login that is gone: waiting would only delay the news. A QR or pairing code on show is not: someone is pairing
 * the number right now, and that attempt ends CONNECTED or, after five unscanned codes, DISCONNECTED.
 */
const LOGGED_OUT: ReadonlySet<ChatStatus> = new Set(['DISCONNECTED']);
/** The status is watched through its events pipe; this catches a session replaced by a new one (a restart). */
const RECHECK_MS = 1_000;
/** A session restart (open → halt → new session) leaves the connection without a session for a moment. */
const GONE_GRACE_MS = 5_000;
const DEFAULT_LIMIT_SECONDS = 300;

/** SEND_WAIT_LIMIT_SECONDS: how long a send waits for its connection to come back; read here alone. */
export function sendWaitLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEND_WAIT_LIMIT_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_LIMIT_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`SEND_WAIT_LIMIT_SECONDS must be a positive number of seconds, not "${raw}"`);
  }
  return seconds * 1000;
}

const release = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `task` (a command's handling) so that waits inside it end when `signal` aborts. The outbound consumer
 * sets it around every command: it owns the jobs a wait holds, the session manager in between need not know.
 */
export function releasedBy<T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
  return signal ? release.run(signal, task) : task();
}

/**
 * A send waits here while its connection is expected back (opening, reconnecting after a drop, being restarted
 * on this host), holding its job: the queue consumers keep extending the claim, so no receive is spent and
 * the connection's later sends stay behind it, in order.
 */
export class ConnectionWaiter {
  constructor(
    private readonly limitMs: number = sendWaitLimitMs(),
    private readonly timer: WaitTimer = realTimer,
  ) {}

  async wait(connectionId: string, lookup: () => Running | undefined): Promise<WaitOutcome> {
    const signal = release.getStore();
    const startedAt = this.timer.now();
    let seen = false;
    let goneSince: number | undefined;
    for (;;) {
      if (signal?.aborted) throw new SendWaitReleased(connectionId);
      const running = lookup();
      const now = this.timer.now();
      if (running && !running.events.isClosed) {
        const status = running.events.status;
        if (status === 'CONNECTED') return { kind: 'connected', running };
        if (status && LOGGED_OUT.has(status)) return { kind: 'failed', reason: 'disconnected' };
        seen = true;
        goneSince = undefined;
      } else {
        if (!seen) return { kind: 'absent' };
        goneSince ??= now;
        if (now - goneSince >= GONE_GRACE_MS) return { kind: 'absent' };
      }
      const left = startedAt + this.limitMs - now;
      if (left <= 0) return { kind: 'failed', reason: 'timeout' };
      await this.statusChangeOr(Math.min(RECHECK_MS, left), running, signal);
    }
  }

  private async statusChangeOr(ms: number, running: Running | undefined, signal: AbortSignal | undefined) {
    const wake = new AbortController();
    const wakeUp = () => wake.abort();
    const unsubscribe = running?.events.onStatusChange(wakeUp);
    signal?.addEventListener('abort', wakeUp, { once: true });
    try {
      await this.timer.sleep(ms, wake.signal);
    } finally {
      unsubscribe?.();
      signal?.removeEventListener('abort', wakeUp);
    }
  }
}
