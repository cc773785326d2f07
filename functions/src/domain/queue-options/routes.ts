import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { QueueOptionCreate, QueueOptionListQuery, QueueOptionUpdate } from './schema.js';
import { createQueueOption, deleteQueueOption, listQueueOptions, updateQueueOption } from './service.js';

const OptionParam = z.object({ id: z.string().min(1).max(64) });

/** Any user of the company reads a queue's options (the chatbot's menus); only admins edit them, as queues. */
export const queueOptionsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', QueueOptionListQuery), async (c) => {
    const { queueId, parentId } = c.req.valid('query');
    return c.json(await listQueueOptions(c.get('deps'), c.get('actor'), queueId, parentId));
  })
  .post('/', requireAdmin, validate('json', QueueOptionCreate), async (c) => {
    return c.json(await createQueueOption(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireAdmin, validate('param', OptionParam), validate('json', QueueOptionUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateQueueOption(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', requireAdmin, validate('param', OptionParam), async (c) => {
    await deleteQueueOption(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
