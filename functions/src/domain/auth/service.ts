import { isConditionFailure } from '../../platform/table.js';
import { AppError } from '../../platform/errors.js';
import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { getStoredCompany } from '../companies/admin-repo.js';
import { companyLockedOut } from '../companies/deletion/lockout.js';
import { setUserOnline } from '../users/presence.js';
import { findUserIdByEmail, getUserRecord, type UserRecord } from '../users/repo.js';
import { hashPassword, verifyPassword } from './password.js';
import { reserveLoginAttempt } from './rate-limit.js';
import { revokeSessions } from './revocation.js';
import type { LoginInput } from './schema.js';
import { sessionUser } from './session-user.js';
import { checkSubscription } from './subscription.js';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
} from './tokens.js';

/** Verified against when the email is unknown, so both paths take the same time. */
const dummyHash = hashPassword('balcao-timing-equaliser');

type RefreshItem = {
  pk: string;
  sk: string;
  userId: string;
  companyId: string;
  tokenVersion: number;
  expiresAt: number;
  /** Set on first use: until then (epoch s) the token still refreshes (docs/decisions/003, grace window). */
  usedUntil?: number;
};

/**
 * How long a used refresh token keeps working. A page reloaded while its refresh was in flight never stores the
 * rotated cookie and comes back with the used one; without this window that user would be logged out.
 */
export const REFRESH_REUSE_SECONDS = 60;

const invalidCredentials = () =>
  new AppError('ERR_INVALID_CREDENTIALS', 401, 'Erro de autenticação. Por favor, tente novamente.');

export async function login(deps: Deps, input: LoginInput, ip: string) {
  const now = deps.clock.now();
  const attempt = await reserveLoginAttempt(deps.table, input.email, ip, now);
  const found = await findUserIdByEmail(deps.table, input.email);
  const record = found && (await getUserRecord(deps.table, found.companyId, found.userId));
  const valid = await verifyPassword(input.password, record?.passwordHash ?? (await dummyHash));
  if (!record || !valid) {
    throw invalidCredentials();
  }
  const company = await getStoredCompany(deps.table, record.companyId);
  // A company being deleted (docs/decisions/039) has no accounts any more, as far as login can tell.
  if (company?.deletedAt !== undefined) throw invalidCredentials();
  await attempt.succeeded();
  const warning = checkSubscription(company?.dueDate ?? null, record.super, now);

  // A new login revokes every other session of the account: their tokens and sockets carry the old version.
  const tokenVersion = await revokeSessions(deps, record.companyId, record.id, 'login');
  if (tokenVersion === undefined) throw invalidCredentials();
  const current: UserRecord = { ...record, tokenVersion, online: true };
  // Online from the moment of login, so the first screen already shows it; the socket keeps it up to date.
  await setUserOnline(deps, record.companyId, record.id, true);
  return { ...(await issueSession(deps, current)), warning };
}

export async function refresh(deps: Deps, refreshToken: string | undefined) {
  const expired = () => new AppError('ERR_SESSION_EXPIRED', 401, 'Sessão expirada. Entre novamente.');
  if (!refreshToken) throw expired();
  const stored = await useRefreshToken(deps, refreshToken);
  if (!stored || stored.expiresAt <= deps.clock.now().getTime() / 1000) throw expired();
  const record = await getUserRecord(deps.table, stored.companyId, stored.userId);
  if (!record || record.tokenVersion !== stored.tokenVersion) throw expired();
  if (await companyLockedOut(deps, record.companyId, true)) throw expired();
  return issueSession(deps, record);
}

/**
 * Ends the session the caller holds: found from the refresh cookie, or from the access token when the cookie is
 * missing (another path, another browser profile). Every token of that session stops working at once.
 */
export async function logout(deps: Deps, refreshToken: string | undefined, accessToken: string | undefined) {
  const fromCookie = refreshToken ? await consumeRefreshToken(deps, refreshToken) : undefined;
  const session =
    fromCookie ??
    (accessToken ? await verifyAccessToken(deps.config.jwtSecret, accessToken, deps.clock.now()) : undefined);
  if (!session) return;
  const revoked = await revokeSessions(deps, session.companyId, session.userId, 'logout', session.tokenVersion);
  // A session another login already replaced ends quietly: the user is online elsewhere.
  if (revoked !== undefined) await setUserOnline(deps, session.companyId, session.userId, false);
}

/**
 * A fresh session for a user whose sessions were just revoked by their own hand (a password change): issued
 * only at the version that revocation set, so a login that came after it stays the only session.
 */
export async function renewSession(deps: Deps, companyId: string, userId: string, tokenVersion: number) {
  const record = await getUserRecord(deps.table, companyId, userId);
  if (!record || record.tokenVersion !== tokenVersion) return undefined;
  return issueSession(deps, record);
}

/**
 * Rotation with a grace window: the first use marks the token used, and it keeps refreshing only for
 * REFRESH_REUSE_SECONDS more (its TTL shrinks to match); after that it is worthless. Answers what it held while
 * usable, else undefined.
 */
async function useRefreshToken(deps: Deps, refreshToken: string): Promise<RefreshItem | undefined> {
  const key = keys.refresh(hashRefreshToken(refreshToken));
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const until = now + REFRESH_REUSE_SECONDS;
  try {
    return await deps.table.update<RefreshItem>(key, {
      UpdateExpression: 'SET usedUntil = :until, expiresAt = :until',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedUntil) AND expiresAt > :now',
      ExpressionAttributeValues: { ':until': until, ':now': now },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const used = await deps.table.get<RefreshItem>(key);
  return used?.usedUntil !== undefined && used.usedUntil > now ? used : undefined;
}

/** Deletes the stored token and answers what it held (logout: the token is worthless at once). */
function consumeRefreshToken(deps: Deps, refreshToken: string): Promise<RefreshItem | undefined> {
  return deps.table.take<RefreshItem>(keys.refresh(hashRefreshToken(refreshToken)));
}

async function issueSession(deps: Deps, record: UserRecord) {
  const now = deps.clock.now();
  const refreshToken = newRefreshToken();
  await deps.table.put({
    ...keys.refresh(hashRefreshToken(refreshToken)),
    userId: record.id,
    companyId: record.companyId,
    tokenVersion: record.tokenVersion,
    expiresAt: Math.floor(now.getTime() / 1000) + REFRESH_TOKEN_TTL_SECONDS,
  });
  const token = await signAccessToken(
    deps.config.jwtSecret,
    {
      userId: record.id,
      companyId: record.companyId,
      profile: record.profile,
      super: record.super,
      tokenVersion: record.tokenVersion,
    },
    now,
  );
  return { token, refreshToken, user: await sessionUser(deps, record) };
}
