/**
 * What the session host does when a chat-app socket closes, by the disconnect reason Baileys reports
 * (`DisconnectReason` status codes). Kept pure so every reason is tested without a socket.
 */
export type DisconnectDecision =
  | { action: 'reconnect'; delayMs: number }
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

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/** Exponential backoff with full jitter, capped; `random` is injectable for tests. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function decideOnDisconnect(
  statusCode: number | undefined,
  attempt: number,
  random: () => number = Math.random,
): DisconnectDecision {
  switch (statusCode) {
    case DisconnectCode.restartRequired:
      // Sent right after pairing: the socket must be rebuilt at once, it is not a failure.
      return { action: 'reconnect', delayMs: 0 };
    case DisconnectCode.loggedOut:
    case DisconnectCode.badSession:
    case DisconnectCode.multideviceMismatch:
      return { action: 'wipe-and-repair' };
    case DisconnectCode.forbidden:
      return { action: 'stop' };
    case DisconnectCode.connectionReplaced:
      return { action: 'yield' };
    default:
      // 408, 428, 503 and unknown closes (network drops) are transient.
      return { action: 'reconnect', delayMs: backoffDelay(attempt, random) };
  }
}
