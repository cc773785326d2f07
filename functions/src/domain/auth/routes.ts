import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientIp } from '../../http/client-ip.js';
import type { AppContext, AppEnv } from '../../http/context.js';
import { requireAuth } from '../../http/auth.js';
import { validate } from '../../http/validate.js';
import { getUserRecord } from '../users/repo.js';
import { LoginInput } from './schema.js';
import { login, logout, refresh } from './service.js';
import { sessionUser } from './session-user.js';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from './tokens.js';
import { AppError } from '../../platform/errors.js';

const COOKIE_PATH = '/api/auth';

function setRefreshCookie(c: AppContext, token: string) {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').config.secureCookies,
    path: COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', LoginInput), async (c) => {
    const session = await login(c.get('deps'), c.req.valid('json'), clientIp(c));
    setRefreshCookie(c, session.refreshToken);
    return c.json({ token: session.token, user: session.user, warning: session.warning });
  })
  .post('/refresh_token', async (c) => {
    const session = await refresh(c.get('deps'), getCookie(c, REFRESH_COOKIE)).catch((error: unknown) => {
      deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
      throw error;
    });
    setRefreshCookie(c, session.refreshToken);
    return c.json({ token: session.token, user: session.user });
  })
  .delete('/logout', async (c) => {
    await logout(c.get('deps'), getCookie(c, REFRESH_COOKIE));
    deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
    return c.body(null, 204);
  })
  .get('/me', requireAuth, async (c) => {
    const actor = c.get('actor');
    const record = await getUserRecord(c.get('deps').table, actor.companyId, actor.userId);
    if (!record) throw new AppError('ERR_NO_USER_FOUND', 404);
    return c.json(await sessionUser(c.get('deps'), record));
  });
