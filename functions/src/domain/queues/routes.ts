import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { deleteOptionsOfQueue } from '../queue-options/service.js';
import { removeQueueFromUsers } from '../users/service.js';
import { QueueCreate, QueueUpdate } from './schema.js';
import { createQueue, deleteQueue, listQueues, showQueue, updateQueue } from './service.js';

const QueueParam = z.object({ id: z.string().min(1).max(64) });

export const queuesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listQueues(c.get('deps'), c.get('actor').companyId)))
  .get('/:id', validate('param', QueueParam), async (c) => {
    return c.json(await showQueue(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', requireAdmin, validate('json', QueueCreate), async (c) => {
    return c.json(await createQueue(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireAdmin, validate('param', QueueParam), validate('json', QueueUpdate), async (c) => {
    const queue = await updateQueue(c.get('deps'), c.get('actor'), c.req.valid('param').id, c.req.valid('json'));
    return c.json(queue);
  })
  .delete('/:id', requireAdmin, validate('param', QueueParam), async (c) => {
    const deps = c.get('deps');
    const actor = c.get('actor');
    const { id } = c.req.valid('param');
    await deleteQueue(deps, actor, id);
    // Users depend on queues (they list their queues), so the users domain reacts to a deleted queue here
    // rather than the queues service importing it back.
    await removeQueueFromUsers(deps, actor.companyId, id);
    await deleteOptionsOfQueue(deps, actor.companyId, id);
    return c.body(null, 204);
  });
