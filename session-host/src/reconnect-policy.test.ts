import { describe, expect, it } from 'vitest';
import {
  ALERT_AFTER_ATTEMPTS,
  backoffDelay,
  CloseTracker,
  decideOnDisconnect,
  DisconnectCode,
  STABLE_OPEN_MS,
  WIPE_AFTER_BAD_SESSIONS,
} from './reconnect-policy.js';

const half = () => 0.5;
const fresh = (attempt = 0, badSessions = 0) => ({ attempt, badSessions });

describe('what the session host does when a socket closes', () => {
  it.each([
    DisconnectCode.timedOut,
    DisconnectCode.multideviceMismatch,
    DisconnectCode.connectionClosed,
    DisconnectCode.unavailableService,
    undefined,
  ])('reconnects with backoff after a transient close (%s)', (code) => {
    expect(decideOnDisconnect(code, fresh(0), half)).toEqual({ action: 'reconnect', delayMs: 750, alert: false });
    expect(decideOnDisconnect(code, fresh(3), half)).toEqual({ action: 'reconnect', delayMs: 6000, alert: false });
  });

  it('rebuilds the socket at once when a restart is required (515, right after pairing)', () => {
    expect(decideOnDisconnect(DisconnectCode.restartRequired, fresh(5))).toEqual({
      action: 'reconnect',
      delayMs: 0,
      alert: false,
    });
  });

  it('wipes the credentials and asks for a new pairing after 401 (logged out)', () => {
    expect(decideOnDisconnect(DisconnectCode.loggedOut, fresh(0))).toEqual({ action: 'wipe-and-repair' });
  });

  it('reconnect on 500: an unrecognised stream error backs off and keeps the credentials', () => {
    expect(decideOnDisconnect(DisconnectCode.badSession, fresh(0, 1), half)).toEqual({
      action: 'reconnect',
      delayMs: 750,
      alert: false,
    });
    expect(decideOnDisconnect(DisconnectCode.badSession, fresh(1, WIPE_AFTER_BAD_SESSIONS - 1), half).action).toBe(
      'reconnect',
    );
  });

  it('wipe after repeated 500s right after connecting', () => {
    expect(decideOnDisconnect(DisconnectCode.badSession, fresh(2, WIPE_AFTER_BAD_SESSIONS))).toEqual({
      action: 'wipe-and-repair',
    });
  });

  it('connection alert after retries: raised once, on the attempt that reaches the limit', () => {
    const alerts = Array.from({ length: ALERT_AFTER_ATTEMPTS + 3 }, (_, attempt) =>
      decideOnDisconnect(499, fresh(attempt), half),
    ).map((d) => d.action === 'reconnect' && d.alert);
    expect(alerts.indexOf(true)).toBe(ALERT_AFTER_ATTEMPTS - 1);
    expect(alerts.filter(Boolean)).toHaveLength(1);
  });

  it('stops when the account is refused (403)', () => {
    expect(decideOnDisconnect(DisconnectCode.forbidden, fresh(0))).toEqual({ action: 'stop' });
  });

  it('never fights another client that replaced the session (440)', () => {
    expect(decideOnDisconnect(DisconnectCode.connectionReplaced, fresh(0))).toEqual({ action: 'yield' });
  });

  it('caps the backoff at one minute and spreads it with jitter', () => {
    expect(backoffDelay(30, () => 1)).toBe(60_000);
    expect(backoffDelay(30, () => 0)).toBe(30_000);
    expect(backoffDelay(2, () => 0)).toBeLessThan(backoffDelay(2, () => 1));
  });
});

describe('the closes a session remembers (CloseTracker)', () => {
  const tracker = () => {
    let now = 0;
    const closes = new CloseTracker(() => now);
    return { closes, at: (ms: number) => (now = ms) };
  };

  it('counts failed attempts from the last open, and 500s only while no open lasted', () => {
    const { closes, at } = tracker();
    expect(closes.closed(500)).toEqual({ attempt: 0, badSessions: 1 });
    closes.opened();
    at(STABLE_OPEN_MS - 1);
    expect(closes.closed(500)).toEqual({ attempt: 0, badSessions: 2 });
    expect(closes.closed(428)).toEqual({ attempt: 1, badSessions: 0 });
    closes.opened();
    at(2 * STABLE_OPEN_MS);
    expect(closes.closed(500)).toEqual({ attempt: 0, badSessions: 1 });
  });

  it('starts a new run of 500s after a wipe, the attempts going on; a reset starts both afresh', () => {
    const { closes } = tracker();
    closes.closed(500);
    closes.closed(500);
    closes.wiped();
    expect(closes.closed(500)).toEqual({ attempt: 2, badSessions: 1 });
    closes.reset();
    expect(closes.closed(408)).toEqual({ attempt: 0, badSessions: 0 });
  });
});
