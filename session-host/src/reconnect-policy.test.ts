import { describe, expect, it } from 'vitest';
import { backoffDelay, decideOnDisconnect, DisconnectCode } from './reconnect-policy.js';

const half = () => 0.5;

describe('what the session host does when a socket closes', () => {
  it.each([DisconnectCode.timedOut, DisconnectCode.connectionClosed, DisconnectCode.unavailableService, undefined])(
    'reconnects with backoff after a transient close (%s)',
    (code) => {
      expect(decideOnDisconnect(code, 0, half)).toEqual({ action: 'reconnect', delayMs: 750 });
      expect(decideOnDisconnect(code, 3, half)).toEqual({ action: 'reconnect', delayMs: 6000 });
    },
  );

  it('rebuilds the socket at once when a restart is required (515, right after pairing)', () => {
    expect(decideOnDisconnect(DisconnectCode.restartRequired, 5)).toEqual({ action: 'reconnect', delayMs: 0 });
  });

  it.each([DisconnectCode.loggedOut, DisconnectCode.badSession, DisconnectCode.multideviceMismatch])(
    'wipes the credentials and asks for a new pairing after %s',
    (code) => {
      expect(decideOnDisconnect(code, 0)).toEqual({ action: 'wipe-and-repair' });
    },
  );

  it('stops when the account is refused (403)', () => {
    expect(decideOnDisconnect(DisconnectCode.forbidden, 0)).toEqual({ action: 'stop' });
  });

  it('never fights another client that replaced the session (440)', () => {
    expect(decideOnDisconnect(DisconnectCode.connectionReplaced, 0)).toEqual({ action: 'yield' });
  });

  it('caps the backoff at one minute and spreads it with jitter', () => {
    expect(backoffDelay(30, () => 1)).toBe(60_000);
    expect(backoffDelay(30, () => 0)).toBe(30_000);
    expect(backoffDelay(2, () => 0)).toBeLessThan(backoffDelay(2, () => 1));
  });
});
