import { tokenClaims } from './token-claims';

/**
 * Why the server ended this user's session (docs/decisions/018): the `auth` event carries it, except for the
 * spec's case, another login, which is sent as the spec shows it.
 */
export type SessionEnd = 'login' | 'logout' | 'password' | 'removed';

export interface AuthEvent {
  action?: string;
  user?: { id?: string };
  reason?: string;
  /** The version the session's tokens need from now on. */
  tokenVersion?: number;
}

const REASONS: readonly string[] = ['logout', 'password', 'removed'];

/**
 * A tab that changes its own password receives a fresh session in the answer, while the server tells every
 * socket of the old session, this tab's among them, that it ended; that event usually arrives before the
 * answer. So the event is judged once the change has settled.
 */
let renewal: Promise<unknown> = Promise.resolve();

/** Marks a request that may renew this tab's session (its own password change) until it settles. */
export function renewingSession<T>(request: Promise<T>): Promise<T> {
  renewal = request.catch(() => undefined);
  return request;
}

/** What the event means for this tab: the reason its session ended, or undefined when the tab holds a newer one. */
export async function sessionEnd(event: AuthEvent, currentToken: () => string | null): Promise<SessionEnd | undefined> {
  const reason = (REASONS.includes(event.reason ?? '') ? event.reason : 'login') as SessionEnd;
  if (reason !== 'password') return reason;
  await renewal;
  const held = tokenClaims(currentToken())?.tv;
  const outlived = typeof held === 'number' && typeof event.tokenVersion === 'number' && held >= event.tokenVersion;
  return outlived ? undefined : reason;
}
