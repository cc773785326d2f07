import type { Deps } from '../../../platform/deps.js';
import { lookup } from '../../lookups/company-lookups.js';
import { getStoredCompany } from '../admin-repo.js';

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
  const read = async () => (await getStoredCompany(deps.table, companyId))?.deletedAt !== undefined;
  return fresh ? read() : lookup(deps, { companyId, kind: 'company', name: 'lockout' }, read);
}
