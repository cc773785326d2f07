import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { ConnectionParam } from './routes.js';
import { SessionStart } from './schema.js';
import { disconnectSession, requestNewQr, startSession } from './session-control.js';

/** POST|PUT|DELETE /whatsappsession/{id}: start (or try again), new QR, disconnect (spec 1 §7); admins only. */
export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/:id', validate('param', ConnectionParam), validate('json', SessionStart), async (c) => {
    const { pairingPhone } = c.req.valid('json');
    await startSession(c.get('deps'), c.get('actor').companyId, c.req.valid('param').id, pairingPhone);
    return c.json({ message: 'Starting session.' });
  })
  .put('/:id', validate('param', ConnectionParam), async (c) => {
    await requestNewQr(c.get('deps'), c.get('actor').companyId, c.req.valid('param').id);
    return c.json({ message: 'Starting session.' });
  })
  .delete('/:id', validate('param', ConnectionParam), async (c) => {
    await disconnectSession(c.get('deps'), c.get('actor').companyId, c.req.valid('param').id);
    return c.json({ message: 'Session disconnected.' });
  });
