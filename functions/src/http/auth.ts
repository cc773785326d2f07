import type { MiddlewareHandler } from 'hono';
import { bearerToken } from '../domain/auth/cookie.js';
import { verifyAccessToken, type AccessClaims } from '../domain/auth/tokens.js';
import { companyLockedOut } from '../domain/companies/deletion/lockout.js';
import { companyUsers } from '../domain/lookups/company-records.js';
import { getUserRecord, type UserRecord } from '../domain/users/repo.js';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { AppEnv } from './context.js';

/**
 * Bearer access token → actor. An expired token answers 403 so the client refreshes once and retries
 * (spec 1 §4); a revoked session (a login elsewhere, a logout, a password change bumped the token version) or a
 * deleted user answers 401. The user comes from the company's users lookup (docs/decisions/058: read again every
 * 250 ms, and at once in this process after a change it made), so profile, queues and revocation take effect at
 * once on the instance that made them and within 250 ms on the others (before: read on every request, ADR 018).
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Sessão expirada. Entre novamente.');
  const deps = c.get('deps');
  const claims = await verifyAccessToken(deps.config.jwtSecret, token, deps.clock.now());
  if (!claims) throw new AppError('ERR_TOKEN_EXPIRED', 403, 'Token inválido ou expirado.');
  // Both from the company's lookups, side by side. A company being deleted (docs/decisions/039) ends its users'
  // sessions as a revocation does.
  const [user, lockedOut] = await Promise.all([tokenUser(deps, claims), companyLockedOut(deps, claims.companyId)]);
  if (!user || user.tokenVersion !== claims.tokenVersion || lockedOut) {
    throw new AppError('ERR_SESSION_EXPIRED', 401, 'Sessão expirada. Entre novamente.');
  }
  c.set('actor', {
    userId: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    queueIds: user.queueIds,
  });
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('actor').profile !== 'admin') throw new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');
  await next();
};

export const requireSuper: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('actor').super) throw new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');
  await next();
};

/**
 * The token's user as the lookup holds it when it is at the token's version; otherwise (a user newer than the
 * entry, a login whose new version the entry predates, or a revoked token) read by key, so only a revocation made
 * by another process within the entry's life can let an old token through.
 */
async function tokenUser(deps: Deps, claims: AccessClaims): Promise<UserRecord | undefined> {
  const users = await companyUsers(deps, claims.companyId);
  const cached = users.find((user) => user.id === claims.userId);
  if (cached && cached.tokenVersion === claims.tokenVersion) return cached;
  return getUserRecord(deps.table, claims.companyId, claims.userId);
}
