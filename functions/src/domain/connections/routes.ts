import { Hono } from 'hono';
import { z } from 'zod';
import { isAdmin, type Actor, type AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { listQueues, queueRefs } from '../queues/service.js';
import type { Queue } from '../queues/schema.js';
import { getConnection, listConnections } from './repo.js';
import { ConnectionListQuery, type Connection } from './schema.js';

const ConnectionParam = z.object({ id: z.string().min(1).max(64) });

/** Read-only for now: the user form needs the list for the default connection, the shell for its badge. */
export const connectionsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ConnectionListQuery), async (c) => {
    const deps = c.get('deps');
    const actor = c.get('actor');
    const [connections, queues] = await Promise.all([
      listConnections(deps.table, actor.companyId),
      listQueues(deps, actor.companyId),
    ]);
    return c.json(connections.map((connection) => toAnswer(connection, queues, actor)));
  })
  .get('/:id', validate('param', ConnectionParam), async (c) => {
    const deps = c.get('deps');
    const actor = c.get('actor');
    const [connection, queues] = await Promise.all([
      getConnection(deps.table, actor.companyId, c.req.valid('param').id),
      listQueues(deps, actor.companyId),
    ]);
    if (!connection) throw new AppError('ERR_NO_WAPP_FOUND', 404, 'Conexão não encontrada.');
    return c.json(toAnswer(connection, queues, actor));
  });

/** The connection with its queues; its API token is a credential, so only admins read it. */
function toAnswer(connection: Connection, queues: Queue[], actor: Actor) {
  const token = isAdmin(actor) ? connection.token : '';
  return { ...connection, token, queues: queueRefs(queues, connection.queueIds) };
}
