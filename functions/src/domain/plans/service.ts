import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { superUsersOnly } from '../users/super-audience.js';
import type { PlanCreate, PlanUpdate } from './body.js';
import { forgetPlans } from './cached-plan.js';
import { deletePlanIfUnused, getPlan, listPlans, putPlan, updatePlanFields } from './repo.js';
import { withFlagDefaults, type FullPlan, type Plan } from './schema.js';

export type { FullPlan } from './schema.js';

const planNotFound = () => new AppError('ERR_NO_PLAN_FOUND', 404, 'Plano não encontrado.');

/** A plan as the rest of the app reads it: every feature flag present (missing counts as on). */
export async function findPlan(deps: Pick<Deps, 'table'>, planId: string): Promise<FullPlan | undefined> {
  const plan = await getPlan(deps.table, planId);
  return plan && withFlagDefaults(plan);
}

/** GET /plans/list and /plans/all: every plan, by name. */
export async function allPlans(deps: Deps): Promise<FullPlan[]> {
  const plans = await listPlans(deps.table);
  return plans.map(withFlagDefaults);
}

export async function showPlan(deps: Deps, planId: string): Promise<FullPlan> {
  const plan = await findPlan(deps, planId);
  if (!plan) throw planNotFound();
  return plan;
}

export async function createPlan(deps: Deps, actor: Actor, body: PlanCreate): Promise<FullPlan> {
  const plan: Plan = { id: newId(), ...body };
  await putPlan(deps.table, plan, deps.clock.now());
  const full = withFlagDefaults(plan);
  await publishPlan(deps, actor, { action: 'create', plan: full });
  return full;
}

export async function updatePlan(deps: Deps, actor: Actor, planId: string, body: PlanUpdate): Promise<FullPlan> {
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const updated = await updatePlanFields(deps.table, planId, fields, deps.clock.now().toISOString());
  if (!updated) throw planNotFound();
  forgetPlans(deps);
  const full = withFlagDefaults(updated);
  await publishPlan(deps, actor, { action: 'update', plan: full });
  return full;
}

/** Refused with ERR_PLAN_IN_USE while any company names the plan (its count of companies, ADR 036). */
export async function deletePlan(deps: Deps, actor: Actor, planId: string): Promise<void> {
  const outcome = await deletePlanIfUnused(deps.table, planId);
  if (outcome === 'missing') throw planNotFound();
  if (outcome === 'in-use') {
    throw new AppError('ERR_PLAN_IN_USE', 409, 'Este plano está em uso por uma ou mais empresas.');
  }
  forgetPlans(deps);
  await publishPlan(deps, actor, { action: 'delete', planId });
}

export type PlanEvent = { action: 'create' | 'update'; plan: FullPlan } | { action: 'delete'; planId: string };

/** The Planos tab's channel of the writer's company: `company-<id>-plan`, heard by super users only. */
export const planChannel = (companyId: string) => `company-${companyId}-plan`;

async function publishPlan(deps: Deps, actor: Actor, event: PlanEvent): Promise<void> {
  await deps.realtime.publish(actor.companyId, planChannel(actor.companyId), event, superUsersOnly(deps));
}
