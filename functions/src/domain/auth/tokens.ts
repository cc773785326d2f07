import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Profile } from '../../http/context.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'jrt';

export interface AccessClaims {
  userId: string;
  companyId: string;
  profile: Profile;
  super: boolean;
  tokenVersion: number;
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: claims.companyId, profile: claims.profile, super: claims.super, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/** The claims of a valid, unexpired token, or undefined. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const tokenVersion = Number(payload.tv ?? 0);
    if (!isRecordId(payload.sub) || !isRecordId(payload.cid)) return undefined;
    if (!Number.isSafeInteger(tokenVersion) || tokenVersion < 0) return undefined;
    return {
      userId: payload.sub,
      companyId: payload.cid,
      profile: payload.profile as Profile,
      super: payload.super === true,
      tokenVersion,
    };
  } catch {
    return undefined;
  }
}

/**
 * The claims go into table keys: even a validly signed token (a leaked or misused key) must not reach DynamoDB
 * with an id no record can have, which it would refuse as a 500.
 */
function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** Refresh tokens are random; only their hash is stored, so a table leak cannot be replayed. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
