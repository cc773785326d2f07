import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findPlan } from '../plans/service.js';
import { getCompany, getCompanyCounters, type CompanyCounter } from './repo.js';
import type { Company } from './schema.js';

export { counterAtMostItem, counterDecrementItem, counterIncrementItem, type CompanyCounter } from './repo.js';

/**
 * A company the actor may read: their own, or any for a super user. Another company's id answers exactly as a
 * missing one, so ids cannot be probed for existence.
 */
export async function showCompany(deps: Deps, actor: Actor, companyId: string): Promise<Company> {
  const visible = actor.super || companyId === actor.companyId;
  const company = visible ? await getCompany(deps.table, companyId) : undefined;
  if (!company) throw new AppError('ERR_NO_COMPANY_FOUND', 404, 'Empresa não encontrada.');
  return company;
}

export async function showCompanyPlan(deps: Deps, actor: Actor, companyId: string) {
  const company = await showCompany(deps, actor, companyId);
  const plan = await findPlan(deps, company.planId);
  if (!plan) throw new AppError('ERR_NOT_FOUND', 404, 'Plano não encontrado.');
  return plan;
}

/** How many users, queues or connections the plan allows; without a plan the spec's default (0) applies. */
export async function planLimit(
  deps: Deps,
  companyId: string,
  resource: 'users' | 'queues' | 'connections',
): Promise<number> {
  const company = await getCompany(deps.table, companyId);
  const plan = company && (await findPlan(deps, company.planId));
  return plan?.[resource] ?? 0;
}

export async function companyCount(deps: Deps, companyId: string, counter: CompanyCounter): Promise<number> {
  const counters = await getCompanyCounters(deps.table, companyId);
  return counters[counter];
}

/**
 * PLACEHOLDER (issue 5, queue-options/schedules helper): the company's weekly hours (spec 2 §3), or the default
 * hours of spec 2 §9 when never saved.
 */
export async function companySchedules(
  _deps: Pick<Deps, 'table'>,
  _companyId: string,
): Promise<import('../queues/schema.js').HoursEntry[]> {
  return (await import('../queues/schema.js')).defaultWeeklyHours();
}
