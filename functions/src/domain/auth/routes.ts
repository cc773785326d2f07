import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip.js';
import type { AppEnv } from '../../http/context.js';
import { requireAuth } from '../../http/auth.js';
import { validate } from '../../http/validate.js';
import { getUserRecord } from '../users/repo.js';
import { bearerToken, clearRefreshCookie, refreshCookie, setRefreshCookie } from './cookie.js';
import { LoginInput } from './schema.js';
import { login, logout, refresh } from './service.js';
import { sessionUser } from './session-user.js';
import { AppError } from '../../platform/errors.js';

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', LoginInput), async (c) => {
    const session = await login(c.get('deps'), c.req.valid('json'), clientIp(c));
    setRefreshCookie(c, session.refreshToken);
    return c.json({ token: session.token, user: session.user, warning: session.warning });
  })
  .post('/refresh_token', async (c) => {
    const session = await refresh(c.get('deps'), refreshCookie(c)).catch((error: unknown) => {
      clearRefreshCookie(c);
      throw error;
    });
    setRefreshCookie(c, session.refreshToken);
    return c.json({ token: session.token, user: session.user });
  })
  .delete('/logout', async (c) => {
    await logout(c.get('deps'), refreshCookie(c), bearerToken(c));
    clearRefreshCookie(c);
    return c.body(null, 204);
  })
  .get('/me', requireAuth, async (c) => {
    const actor = c.get('actor');
    const record = await getUserRecord(c.get('deps').table, actor.companyId, actor.userId);
    if (!record) throw new AppError('ERR_NO_USER_FOUND', 404);
    return c.json(await sessionUser(c.get('deps'), record));
  });
