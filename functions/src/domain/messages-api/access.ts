import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { reserveAttempt, type AttemptLimit } from '../../platform/attempt-limit.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { keys } from '../../platform/keys.js';
import { getConnectionRecord, type ConnectionRecord } from '../connections/repo.js';
import { findTokenOwner } from '../connections/token-lookup.js';
import { cachedCompanyPlan } from '../plans/cached-plan.js';

/** The public API's requests: the app's variables and the connection whose token authenticated the request. */
export interface ApiEnv {
  Variables: AppEnv['Variables'] & { apiConnection: ConnectionRecord };
}

/** Sends one token may make per window (docs/decisions/055): a burst of a minute's worth, then 429. */
export const API_SEND_LIMIT: AttemptLimit = { max: 60, windowSeconds: 60 };

const missing = () =>
  new AppError('ERR_API_TOKEN_MISSING', 401, 'Informe o token da conexão no cabeçalho Authorization: Bearer.');
const invalid = () => new AppError('ERR_API_TOKEN_INVALID', 401, 'Token inválido.');
const planOff = () =>
  new AppError('ERR_PLAN_FEATURE_DISABLED', 403, 'Este recurso não está incluído no plano da empresa.', {
    flag: 'useExternalApi',
  });

/** Tokens are url-safe and at most 128 characters (connections/schema.ts): anything else is no token of ours. */
const TOKEN = /^[A-Za-z0-9_.~-]{1,128}$/;

/**
 * The public send's guard, before its body is read: the bearer token names a connection through its lookup
 * item (and must still be that connection's token), the company's plan has useExternalApi, and the token has
 * sends left in its window. The tenant is the token's: nothing in the request names a company.
 */
export const requireApiToken: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const deps = c.get('deps');
  const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  if (!token) throw missing();
  const connection = TOKEN.test(token) ? await connectionOfToken(deps, token) : undefined;
  if (!connection) throw invalid();
  const plan = await cachedCompanyPlan(deps, connection.companyId);
  if (plan && !plan.useExternalApi) throw planOff();
  const retryAfter = await reserveSend(deps, connection);
  if (retryAfter !== undefined) {
    // The error handler's answer keeps the header set here.
    c.header('retry-after', String(retryAfter));
    throw new AppError('ERR_API_RATE_LIMITED', 429, 'Muitos envios com este token. Aguarde e tente novamente.', {
      retryAfter,
    });
  }
  c.set('apiConnection', connection);
  await next();
};

async function connectionOfToken(deps: Deps, token: string): Promise<ConnectionRecord | undefined> {
  const owner = await findTokenOwner(deps.table, token);
  if (!owner) return undefined;
  const connection = await getConnectionRecord(deps.table, owner.companyId, owner.connectionId);
  // A lookup outlives its token only between a change and its transaction's end; the connection decides.
  return connection && sameText(connection.token, token) ? connection : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One send of the token's window; when it is used up, the seconds until it ends. */
async function reserveSend(deps: Deps, connection: ConnectionRecord): Promise<number | undefined> {
  const key = keys.apiSendRate(connection.companyId, connection.id);
  const now = deps.clock.now();
  if (await reserveAttempt(deps.table, key, API_SEND_LIMIT, now)) return undefined;
  const bucket = await deps.table.get<{ pk: string; sk: string; expiresAt?: number }>(key);
  const left = (bucket?.expiresAt ?? 0) - Math.floor(now.getTime() / 1000);
  return Math.max(1, Math.min(API_SEND_LIMIT.windowSeconds, left));
}
