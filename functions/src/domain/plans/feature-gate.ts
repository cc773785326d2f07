import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../platform/errors.js';
import { cachedCompanyPlan } from './cached-plan.js';
import type { PlanFlag } from './schema.js';

/**
 * Opens the routes after it only to users whose company's plan has `flag` on (spec 2 §3: a missing flag, or a
 * company that names no stored plan, counts as on); others get 403 ERR_PLAN_FEATURE_DISABLED. Goes after
 * `requireAuth` (it reads the actor); the plan comes from the company lookups, so a gated request costs no read
 * while the entry is fresh (docs/decisions/036). Use: `.use(requirePlanFeature('useKanban'))` on the feature's
 * router, or per route: `.get('/kanban', requirePlanFeature('useKanban'), handler)`.
 */
export function requirePlanFeature(flag: PlanFlag): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const plan = await cachedCompanyPlan(c.get('deps'), c.get('actor').companyId);
    if (plan && !plan[flag]) {
      throw new AppError('ERR_PLAN_FEATURE_DISABLED', 403, 'Este recurso não está incluído no plano da empresa.', {
        flag,
      });
    }
    await next();
  };
}
