import type { Deps } from '../../platform/deps.js';
import { lookup } from '../lookups/company-lookups.js';
import { getStoredCompany } from './admin-repo.js';

/**
 * The company item from the company lookups (docs/decisions/030, 036, 039): one entry serves the plan's feature
 * gate (its plan) and every request's lockout check (a deletion under way). Dropped in this process when it
 * publishes a `company-<id>-company` event; other processes read it again within the lookups' lifetime.
 */
export function cachedCompany(deps: Pick<Deps, 'table' | 'realtime'>, companyId: string) {
  return lookup(deps, { companyId, kind: 'company' }, () => getStoredCompany(deps.table, companyId));
}
