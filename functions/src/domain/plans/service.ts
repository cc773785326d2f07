import type { Deps } from '../../platform/deps.js';
import { getPlan } from './repo.js';
import { withFlagDefaults, type Plan, type PlanFlag } from './schema.js';

/** A plan as the rest of the app reads it: every feature flag present (missing counts as on). */
export async function findPlan(deps: Deps, planId: string): Promise<(Plan & Record<PlanFlag, boolean>) | undefined> {
  const plan = await getPlan(deps.table, planId);
  return plan && withFlagDefaults(plan);
}
