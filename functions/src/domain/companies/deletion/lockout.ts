import type { Deps } from '../../../platform/deps.js';
import { getStoredCompany } from '../admin-repo.js';
import { cachedCompany } from '../cached-company.js';

/**
 * Whether the company is being deleted, so its users are refused (docs/decisions/039). Login and refresh read the
 * company item itself (`fresh`); every other request reads it through the company lookups, dropped in this
 * process by the delete's `company` event and read again by others within the lookups' lifetime (2 s).
 */
export async function companyLockedOut(
  deps: Pick<Deps, 'table' | 'realtime'>,
  companyId: string,
  fresh = false,
): Promise<boolean> {
  const company = await (fresh ? getStoredCompany(deps.table, companyId) : cachedCompany(deps, companyId));
  return company?.deletedAt !== undefined;
}
