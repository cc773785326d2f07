import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, transactGuarded } from '../../platform/guarded-transact.js';
import { superUsersOnly } from '../users/super-audience.js';
import type { CompanyCreate, CompanyUpdate } from './admin-body.js';
import { companyUpdateWrites, getStoredCompany, listStoredCompanies } from './admin-repo.js';
import { companyNameInUse, createCompanyWithAdmin, creationError, namedCompany } from './create-company.js';
import { toCompany } from './repo.js';
import type { Company } from './schema.js';

/** Rows per page of the Empresas table (GET /companies). */
export const COMPANIES_PAGE_SIZE = 20;

export const companyNotFound = () => new AppError('ERR_NO_COMPANY_FOUND', 404, 'Empresa não encontrada.');
const planNotFound = () => new AppError('ERR_NO_PLAN_FOUND', 404, 'Plano não encontrado.');

/** GET /companies: by name, the search matched case-insensitively against name and e-mail, 20 a page. */
export async function listCompaniesPage(deps: Deps, searchParam: string, pageNumber: number) {
  const search = searchParam.trim().toLowerCase();
  const all = (await listStoredCompanies(deps.table)).map(toCompany);
  const matching = search
    ? all.filter((company) => `${company.name}\n${company.email ?? ''}`.toLowerCase().includes(search))
    : all;
  const start = (pageNumber - 1) * COMPANIES_PAGE_SIZE;
  return {
    companies: matching.slice(start, start + COMPANIES_PAGE_SIZE),
    hasMore: matching.length > start + COMPANIES_PAGE_SIZE,
  };
}

/**
 * POST /companies: the company and its first admin (named as the company, with the e-mail and password given),
 * through the one transaction that creates every company, so the plan's count, the e-mail's and the name's
 * claims hold as for a signup.
 */
export async function createCompany(deps: Deps, actor: Actor, body: CompanyCreate): Promise<Company> {
  let created;
  try {
    created = await createCompanyWithAdmin(deps, {
      ...namedCompany(body),
      dueDate: body.dueDate ?? null,
      status: body.status,
      campaignsEnabled: body.campaignsEnabled,
      recurrence: body.recurrence,
    });
  } catch (error) {
    throw creationError(error, planNotFound);
  }
  await publishToSupers(deps, actor, { action: 'create', company: created.company });
  return created.company;
}

/**
 * PUT /companies/{id}: the fields sent. A change of plan moves the plans' counts of companies in the same
 * transaction and counts at once for the company's signed-in users: they get the `company` event (the web reads
 * the plan's flags again) and this process forgets the company's cached plan.
 */
export async function updateCompany(deps: Deps, actor: Actor, companyId: string, body: CompanyUpdate) {
  const updated = await retryOnStale(async () => {
    const current = await getStoredCompany(deps.table, companyId);
    if (!current || current.deletedAt !== undefined) throw companyNotFound();
    const changes = {
      ...withoutUndefined(body),
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
      updatedAt: deps.clock.now().toISOString(),
    };
    await transactGuarded(
      deps.table,
      companyUpdateWrites(deps.table, current, changes, { planMissing: planNotFound, nameInUse: companyNameInUse }),
    );
    return toCompany({ ...current, ...changes });
  });
  // The company's own users first: publishing on its channel also drops this process' cached company and plan.
  await deps.realtime.publish(companyId, companyChannel(companyId), { action: 'update', company: updated });
  if (companyId !== actor.companyId) await publishToSupers(deps, actor, { action: 'update', company: updated });
  return updated;
}

export type CompanyEvent = { action: 'create' | 'update'; company: Company } | { action: 'delete'; companyId: string };

/** `company-<id>-company`: the Empresas table's channel (super users) and a company's own changes (its users). */
export const companyChannel = (companyId: string) => `company-${companyId}-company`;

/** The Empresas table's events reach only super users, on the channel of the writer's company (as plans do). */
export async function publishToSupers(deps: Deps, actor: Actor, event: CompanyEvent): Promise<void> {
  await deps.realtime.publish(actor.companyId, companyChannel(actor.companyId), event, superUsersOnly(deps));
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
