import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { DeliveriesQuery, WebhookCreate, WebhookParam, WebhookUpdate } from './schema.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  regenerateSecret,
  showWebhook,
  testWebhook,
  updateWebhook,
  webhookDeliveries,
} from './service.js';

/** Outgoing webhooks (docs/decisions/056): a company admin's, when the plan has useExternalApi. */
export const webhooksRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useExternalApi'), requireAdmin)
  .get('/', async (c) => c.json(await listWebhooks(c.get('deps'), c.get('actor'))))
  .get('/:id', validate('param', WebhookParam), async (c) => {
    return c.json(await showWebhook(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', WebhookCreate), async (c) => {
    return c.json(await createWebhook(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', WebhookParam), validate('json', WebhookUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateWebhook(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', WebhookParam), async (c) => {
    await deleteWebhook(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.json({ message: 'Webhook excluído.' });
  })
  .post('/:id/secret', validate('param', WebhookParam), async (c) => {
    return c.json(await regenerateSecret(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/:id/test', validate('param', WebhookParam), async (c) => {
    return c.json(await testWebhook(c.get('deps'), c.get('actor'), c.req.valid('param').id), 202);
  })
  .get('/:id/deliveries', validate('param', WebhookParam), validate('query', DeliveriesQuery), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await webhookDeliveries(c.get('deps'), c.get('actor'), id, c.req.valid('query').cursor));
  });
