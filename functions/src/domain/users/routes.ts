import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { setRefreshCookie } from '../auth/cookie.js';
import { renewSession } from '../auth/service.js';
import { UserCreate, UserListQuery, UserUpdate } from './schema.js';
import { createUser, deleteUser, listUsers, listUsersPage, showUser, updateUser } from './service.js';

const UserParam = z.object({ id: z.string().min(1).max(64) });

export const usersRoutes = new Hono<AppEnv>()
  .get('/', validate('query', UserListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listUsersPage(c.get('deps'), c.get('actor'), searchParam ?? '', pageNumber));
  })
  .get('/list', async (c) => c.json(await listUsers(c.get('deps'), c.get('actor'))))
  .get('/:id', validate('param', UserParam), async (c) => {
    return c.json(await showUser(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', requireAdmin, validate('json', UserCreate), async (c) => {
    return c.json(await createUser(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', UserParam), validate('json', UserUpdate), async (c) => {
    const [deps, actor, userId] = [c.get('deps'), c.get('actor'), c.req.valid('param').id];
    const { user, tokenVersion } = await updateUser(deps, actor, userId, c.req.valid('json'));
    // Users who change their own password keep working in the tab that did it: a fresh session at the new version.
    const own = tokenVersion !== undefined && userId === actor.userId;
    const session = own ? await renewSession(deps, actor.companyId, userId, tokenVersion) : undefined;
    if (!session) return c.json(user);
    setRefreshCookie(c, session.refreshToken);
    return c.json({ ...user, token: session.token });
  })
  .delete('/:id', requireAdmin, validate('param', UserParam), async (c) => {
    await deleteUser(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
