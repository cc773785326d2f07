import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import {
  QueueIntegrationCreate,
  QueueIntegrationQuery,
  QueueIntegrationTest,
  QueueIntegrationUpdate,
} from './schema.js';
import {
  createQueueIntegration,
  deleteQueueIntegration,
  listQueueIntegrations,
  showQueueIntegration,
  updateQueueIntegration,
} from './service.js';
import { testQueueIntegration } from './test-session.js';

const IntegrationParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Spec 3 §7 Queue integrations, for companies whose plan has useIntegrations (docs/decisions/053): the company's
 * users read them (the queue and connection forms choose one), admins write and test them.
 */
export const queueIntegrationsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useIntegrations'))
  .get('/', validate('query', QueueIntegrationQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listQueueIntegrations(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .post('/testSession', requireAdmin, validate('json', QueueIntegrationTest), async (c) => {
    return c.json(await testQueueIntegration(c.get('deps'), c.get('actor'), c.req.valid('json')));
  })
  .get('/:id', validate('param', IntegrationParam), async (c) => {
    return c.json(await showQueueIntegration(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', requireAdmin, validate('json', QueueIntegrationCreate), async (c) => {
    return c.json(await createQueueIntegration(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', IntegrationParam),
    validate('json', QueueIntegrationUpdate),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateQueueIntegration(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
    },
  )
  .delete('/:id', requireAdmin, validate('param', IntegrationParam), async (c) => {
    return c.json(await deleteQueueIntegration(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  });
