import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens.js';

const secret = randomBytes(32);
const claims = { userId: 'u1', companyId: 'c1', profile: 'admin' as const, super: false, tokenVersion: 3 };

describe('access tokens', () => {
  it('carries user, company, profile and token version', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await signAccessToken(secret, claims, now);
    expect(await verifyAccessToken(secret, token, now)).toEqual(claims);
  });

  it('expires after 15 minutes', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await signAccessToken(secret, claims, now);
    const later = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(secret, token, later)).toBeUndefined();
  });

  it('refuses a token signed with another key or tampered with', async () => {
    const now = new Date();
    const token = await signAccessToken(randomBytes(32), claims, now);
    expect(await verifyAccessToken(secret, token, now)).toBeUndefined();
    const good = await signAccessToken(secret, claims, now);
    const [h, , s] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u1', cid: 'other', tv: 3 })).toString('base64url');
    expect(await verifyAccessToken(secret, `${h}.${forged}.${s}`, now)).toBeUndefined();
  });
});

describe('claims that are signed but not ours to trust', () => {
  it('refuses ids no record can have (oversized or odd characters) and a version that is not a count', async () => {
    const now = new Date();
    const sign = (changes: Partial<typeof claims>) => signAccessToken(secret, { ...claims, ...changes }, now);
    expect(await verifyAccessToken(secret, await sign({ companyId: 'c'.repeat(5000) }), now)).toBeUndefined();
    expect(await verifyAccessToken(secret, await sign({ userId: 'u1#X#y' }), now)).toBeUndefined();
    expect(await verifyAccessToken(secret, await sign({ tokenVersion: 2 ** 60 }), now)).toBeUndefined();
    expect(await verifyAccessToken(secret, await sign({ tokenVersion: -1 }), now)).toBeUndefined();
  });
});

describe('refresh tokens', () => {
  it('are random and stored only as a hash', () => {
    const a = newRefreshToken();
    expect(a).not.toBe(newRefreshToken());
    expect(hashRefreshToken(a)).not.toContain(a);
    expect(hashRefreshToken(a)).toBe(hashRefreshToken(a));
  });
});
