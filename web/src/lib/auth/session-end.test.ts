import { describe, expect, it } from 'vitest';
import { renewingSession, sessionEnd } from './session-end';

const token = (tv: number) => `h.${btoa(JSON.stringify({ sub: 'u1', tv })).replace(/=+$/, '')}.s`;

describe('sessionEnd', () => {
  it('reads an event without a reason as another login (the spec’s auth event)', async () => {
    expect(await sessionEnd({ action: 'update', user: { id: 'u1' } }, () => token(1))).toBe('login');
  });

  it('passes on a logout and a removal as they are', async () => {
    expect(await sessionEnd({ reason: 'logout', tokenVersion: 3 }, () => token(2))).toBe('logout');
    expect(await sessionEnd({ reason: 'removed' }, () => token(2))).toBe('removed');
  });

  it('ends the session on a password change made elsewhere', async () => {
    expect(await sessionEnd({ reason: 'password', tokenVersion: 3 }, () => token(2))).toBe('password');
  });

  it('keeps this tab when its own password change answered a session at the new version', async () => {
    let stored = token(2);
    let answer!: () => void;
    const change = renewingSession(
      new Promise<void>((resolve) => {
        answer = () => {
          stored = token(3);
          resolve();
        };
      }),
    );
    // The event arrives first; the answer with the fresh token follows.
    const judged = sessionEnd({ reason: 'password', tokenVersion: 3 }, () => stored);
    answer();
    await change;
    expect(await judged).toBeUndefined();
  });

  it('ends this tab too when its password change failed', async () => {
    const change = renewingSession(Promise.reject(new Error('offline')));
    await change.catch(() => undefined);
    expect(await sessionEnd({ reason: 'password', tokenVersion: 3 }, () => token(2))).toBe('password');
  });
});
