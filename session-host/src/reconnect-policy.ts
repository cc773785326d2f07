/**
 * What the session host does when a chat-app socket closes, by the disconnect reason Baileys reports
 * (`DisconnectReason` status codes). Kept pure so every reason is tested without a socket.
 */
export type DisconnectDecision =
  /** `alert`: this failure reached ALERT_AFTER_ATTEMPTS in a row, so an operator should hear of it. */
  | { action: 'reconnect'; delayMs: number; alert: boolean }
  /** The stored credentials are no longer valid: wipe them and ask for a new QR/pairing. */
  | { action: 'wipe-and-repair' }
  /** The account is banned or refused: stop and show DISCONNECTED until an admin acts. */
  | { action: 'stop' }
  /** Another client took the session over (440): never fight it, or the two loop forever. */
  | { action: 'yield' };

export const DisconnectCode = {
  loggedOut: 401,
  forbidden: 403,
  timedOut: 408,
  multideviceMismatch: 411,
  connectionClosed: 428,
  connectionReplaced: 440,
  badSession: 500,
  unavailableService: 503,
  restartRequired: 515,
} as const;

/** What the session remembers of the closes since its socket last stayed open. */
export interface CloseHistory {
  /** Failed attempts in a row since the last open (0 for the first close). */
  attempt: number;
  /** 500s in a row, this one included, none after an open that lasted STABLE_OPEN_MS. */
  badSessions: number;
}

/**
 * Baileys turns every stream error it does not recognise into 500, so one 500 says little: only a run of them,
 * each before the socket stayed up, points at credentials WhatsApp no longer accepts.
 */
export const WIPE_AFTER_BAD_SESSIONS = 3;
/** An open that lasted this long proved the credentials good: a 500 after it starts a new run. */
export const STABLE_OPEN_MS = 30_000;
/** Failed attempts in a row (about 2 minutes of backoff) before the `alert: 'connection'` log line. */
export const ALERT_AFTER_ATTEMPTS = 8;

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/** Exponential backoff with full jitter, capped; `random` is injectable for tests. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function decideOnDisconnect(
  statusCode: number | undefined,
  history: CloseHistory,
  random: () => number = Math.random,
): DisconnectDecision {
  const reconnect = (delayMs: number): DisconnectDecision => ({
    action: 'reconnect',
    delayMs,
    alert: history.attempt + 1 === ALERT_AFTER_ATTEMPTS,
  });
  switch (statusCode) {
    case DisconnectCode.restartRequired:
      // Sent right after pairing: the socket must be rebuilt at once, it is not a failure.
      return reconnect(0);
    case DisconnectCode.loggedOut:
      return { action: 'wipe-and-repair' };
    case DisconnectCode.badSession:
      if (history.badSessions >= WIPE_AFTER_BAD_SESSIONS) return { action: 'wipe-and-repair' };
      return reconnect(backoffDelay(history.attempt, random));
    case DisconnectCode.forbidden:
      return { action: 'stop' };
    case DisconnectCode.connectionReplaced:
      return { action: 'yield' };
    default:
      // 408, 428, 503 and unknown closes (network drops) are transient. So is 411: Baileys raises it for the
      // server's `downgrade_webclient` notice, which says nothing about our keys; wiping would force a re-scan
      // for no gain, and a lasting one reaches the connection alert.
      return reconnect(backoffDelay(history.attempt, random));
  }
}

/**
 * The closes a session has seen since its socket last stayed up, kept as the policy reads them: a session calls
 * `opened` when its socket opens and `closed` when it closes, and decides on what `closed` answers.
 */
export class CloseTracker {
  private attempt = 0;
  private badSessions = 0;
  private openedAt: number | undefined;

  constructor(private readonly now: () => number) {}

  /** A fresh start: no failed attempts, no run of 500s. */
  reset(): void {
    this.attempt = 0;
    this.badSessions = 0;
    this.openedAt = undefined;
  }

  /** The credentials were wiped: a run of 500s starts again (the attempts go on counting). */
  wiped(): void {
    this.badSessions = 0;
  }

  /** The socket opened: attempts count from 0 again; a 500 soon after still extends the run. */
  opened(): void {
    this.attempt = 0;
    this.openedAt = this.now();
  }

  /** A close: the history its decision reads. The attempt count then moves on. */
  closed(statusCode: number | undefined): CloseHistory {
    const stable = this.openedAt !== undefined && this.now() - this.openedAt >= STABLE_OPEN_MS;
    this.openedAt = undefined;
    if (statusCode !== DisconnectCode.badSession) this.badSessions = 0;
    else this.badSessions = stable ? 1 : this.badSessions + 1;
    const history = { attempt: this.attempt, badSessions: this.badSessions };
    this.attempt += 1;
    return history;
  }
}
