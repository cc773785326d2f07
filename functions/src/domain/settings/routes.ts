import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { SettingUpdate } from './schema.js';
import { listSettingsFor, updateSetting } from './service.js';

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listSettingsFor(c.get('deps'), c.get('actor'))))
  .put('/:key', requireAdmin, validate('json', SettingUpdate), async (c) => {
    const { value } = c.req.valid('json');
    return c.json(await updateSetting(c.get('deps'), c.get('actor'), c.req.param('key'), value));
  });
