import { AppError } from '../../platform/errors.js';
import type { Deps } from '../../platform/deps.js';
import { getCompany } from '../companies/repo.js';
import { listSettingsFor } from '../settings/service.js';
import { toPublicUser, type UserRecord } from '../users/repo.js';
import { queuesOfUser } from '../users/service.js';

/** The user as the session answers carry it: public fields, queues and the company the shell needs. */
export async function sessionUser(deps: Deps, record: UserRecord) {
  const company = await getCompany(deps.table, record.companyId);
  if (!company) throw new AppError('ERR_NO_COMPANY_FOUND', 404);
  const [queues, settings] = await Promise.all([queuesOfUser(deps, record), listSettingsFor(deps, record)]);
  return {
    ...toPublicUser(record),
    queues,
    company: { id: company.id, name: company.name, dueDate: company.dueDate, settings },
  };
}
