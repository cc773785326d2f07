import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { DashboardQuery } from './schema.js';
import { getDashboard } from './service.js';

export const dashboardRoutes = new Hono<AppEnv>().get('/', requireAdmin, validate('query', DashboardQuery), async (c) =>
  c.json(await getDashboard(c.get('deps'), c.get('actor'), c.req.valid('query'))),
);
