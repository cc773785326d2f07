import { Hono } from 'hono';
import { z } from 'zod';
import { requireSuper } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { HelpInput, HelpUpdate } from './schema.js';
import { createHelp, deleteHelp, listHelps, updateHelp } from './service.js';

const HelpParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Help videos (docs/decisions/035): every signed-in user reads them on /helps (`GET /helps/list`); the Ajuda
 * tab's list and every write are the super users'.
 */
export const helpsRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => c.json(await listHelps(c.get('deps'))))
  .get('/', requireSuper, async (c) => c.json(await listHelps(c.get('deps'))))
  .post('/', requireSuper, validate('json', HelpInput), async (c) => {
    return c.json(await createHelp(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireSuper, validate('param', HelpParam), validate('json', HelpUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateHelp(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', requireSuper, validate('param', HelpParam), async (c) => {
    await deleteHelp(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
