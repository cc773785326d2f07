import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findPlan } from '../plans/service.js';
import { defaultWeeklyHours, type HoursEntry } from '../queues/schema.js';
import {
  getCompany,
  getCompanyCounters,
  getCompanyWithSchedules,
  setCompanySchedules,
  type CompanyCounter,
} from './repo.js';
import type { Company, CompanyDetails, CompanySchedulesBody } from './schema.js';

export { counterAtMostItem, counterDecrementItem, counterIncrementItem, type CompanyCounter } from './repo.js';

const companyNotFound = () => new AppError('ERR_NO_COMPANY_FOUND', 404, 'Empresa não encontrada.');

/**
 * A company the actor may read: their own, or any for a super user. Another company's id answers exactly as a
 * missing one, so ids cannot be probed for existence.
 */
export async function showCompany(deps: Deps, actor: Actor, companyId: string): Promise<Company> {
  const visible = actor.super || companyId === actor.companyId;
  const company = visible ? await getCompany(deps.table, companyId) : undefined;
  if (!company) throw companyNotFound();
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

/** The company's weekly hours (spec 2 §3), or the default hours of spec 2 §9 when never saved. */
export async function companySchedules(deps: Pick<Deps, 'table'>, companyId: string): Promise<HoursEntry[]> {
  const found = await getCompanyWithSchedules(deps.table, companyId);
  return found?.schedules ?? defaultWeeklyHours();
}

/** GET /companies/{id}: the company as `showCompany` lets the actor see it, with its weekly hours. */
export async function showCompanyDetails(deps: Deps, actor: Actor, companyId: string): Promise<CompanyDetails> {
  const visible = actor.super || companyId === actor.companyId;
  const found = visible ? await getCompanyWithSchedules(deps.table, companyId) : undefined;
  if (!found) throw companyNotFound();
  return { ...found.company, schedules: found.schedules ?? defaultWeeklyHours() };
}

/**
 * PUT /companies/{id}/schedules: an admin of the company or a super user. Another company's id answers as a
 * missing one (as `showCompany`), before the role is judged, so ids cannot be probed.
 */
export async function updateCompanySchedules(
  deps: Deps,
  actor: Actor,
  companyId: string,
  body: CompanySchedulesBody,
): Promise<CompanyDetails> {
  if (!actor.super && companyId !== actor.companyId) throw companyNotFound();
  if (!actor.super && actor.profile !== 'admin') throw new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');
  if (body.id !== undefined && body.id !== companyId) {
    const message = 'A empresa do corpo não é a do endereço.';
    throw new AppError('ERR_VALIDATION', 400, message, { fieldErrors: { id: [message] }, formErrors: [] });
  }
  const saved = await setCompanySchedules(deps.table, companyId, body.schedules, deps.clock.now().toISOString());
  if (!saved) throw companyNotFound();
  return { ...saved.company, schedules: saved.schedules };
}
