import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { PromptCreate, PromptUpdate } from './schema.js';
import { createPrompt, deletePrompt, listPrompts, showPrompt, updatePrompt } from './service.js';

const PromptParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Spec 3 §7 Prompts, for companies whose plan has useOpenAi: the company's users read them (the queue and
 * connection forms choose one), admins write them (the /prompts page is an admin page).
 */
export const promptsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useOpenAi'))
  .get('/', async (c) => c.json(await listPrompts(c.get('deps'), c.get('actor'))))
  .get('/:id', validate('param', PromptParam), async (c) => {
    return c.json(await showPrompt(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', requireAdmin, validate('json', PromptCreate), async (c) => {
    return c.json(await createPrompt(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireAdmin, validate('param', PromptParam), validate('json', PromptUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updatePrompt(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', requireAdmin, validate('param', PromptParam), async (c) => {
    return c.json(await deletePrompt(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  });
