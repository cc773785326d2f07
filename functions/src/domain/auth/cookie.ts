import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../../http/context.js';
import { isHttpsRequest } from '../../http/https-request.js';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from './tokens.js';

/** The refresh cookie is sent only to the session routes; a password change sets it too (docs/decisions/018). */
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(c: AppContext, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').config.secureCookies || isHttpsRequest(c),
    path: COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export const refreshCookie = (c: AppContext): string | undefined => getCookie(c, REFRESH_COOKIE);

export function clearRefreshCookie(c: AppContext): void {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
}

/** The bearer token of the request, if any (checked by whoever uses it). */
export function bearerToken(c: AppContext): string | undefined {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}
