import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { deleteConnection } from './delete-connection.js';
import { ConnectionCreate, ConnectionListQuery, ConnectionUpdate } from './schema.js';
import { createConnection, listConnections, showConnection, updateConnection } from './service.js';

export const ConnectionParam = z.object({ id: z.string().min(1).max(64) });

/** /whatsapp (spec 1 §7): everyone reads (the user form, the menu badge); admins write (spec 1 §6). */
export const connectionsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ConnectionListQuery), async (c) => {
    return c.json(await listConnections(c.get('deps'), c.get('actor')));
  })
  .get('/:id', validate('param', ConnectionParam), async (c) => {
    return c.json(await showConnection(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', requireAdmin, validate('json', ConnectionCreate), async (c) => {
    return c.json(await createConnection(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireAdmin, validate('param', ConnectionParam), validate('json', ConnectionUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateConnection(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', requireAdmin, validate('param', ConnectionParam), async (c) => {
    await deleteConnection(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.json({ message: 'Whatsapp deleted.' });
  });
