import type { Deps } from '../../platform/deps.js';
import { cachedCompany } from '../companies/cached-company.js';
import { forgetLookup, lookup } from '../lookups/company-lookups.js';
import { getPlan } from './repo.js';
import { withFlagDefaults } from './schema.js';

type LookupDeps = Pick<Deps, 'table' | 'realtime'>;

/** Plans are not a company's: their entries share one pseudo-company of the lookups cache. */
const PLANS = '*plans';

/**
 * The plan of the company, every flag present (a missing one counts as on), or undefined when the company names
 * no stored plan. From the company lookups (docs/decisions/030, 036): the company's entry is dropped when this
 * process publishes a `company-<id>-company` event or calls `forgetCompanyPlan`, a plan's when a plan changes.
 */
export async function cachedCompanyPlan(deps: LookupDeps, companyId: string) {
  const company = await cachedCompany(deps, companyId);
  if (!company) return undefined;
  const plan = await lookup(deps, { companyId: PLANS, kind: 'plan', name: company.planId }, () =>
    getPlan(deps.table, company.planId),
  );
  return plan && withFlagDefaults(plan);
}

/** A company's plan changed (or the company went): its next gated request reads the company again. */
export function forgetCompanyPlan(deps: LookupDeps, companyId: string): void {
  forgetLookup(deps, companyId, 'company');
}

/** A plan changed or went: every company's next gated request reads its plan again. */
export function forgetPlans(deps: LookupDeps): void {
  forgetLookup(deps, PLANS, 'plan');
}
