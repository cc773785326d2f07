import { Hono } from 'hono';
import { requireAuth, requireSuper } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { PlanCreate, PlanParam, PlanUpdate } from './body.js';
import { allPlans, createPlan, deletePlan, showPlan, updatePlan } from './service.js';

/**
 * Spec 2 §7: GET /plans/list is public (the signup page picks a plan before anyone has an account); every other
 * plan route is a super user's (the Planos tab). `/list` is declared before the guards, so it answers without them.
 */
export const plansRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => c.json(await allPlans(c.get('deps'))))
  .use(requireAuth, requireSuper)
  .get('/all', async (c) => c.json(await allPlans(c.get('deps'))))
  .get('/:id', validate('param', PlanParam), async (c) => {
    return c.json(await showPlan(c.get('deps'), c.req.valid('param').id));
  })
  .post('/', validate('json', PlanCreate), async (c) => {
    return c.json(await createPlan(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', PlanParam), validate('json', PlanUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updatePlan(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', PlanParam), async (c) => {
    await deletePlan(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
