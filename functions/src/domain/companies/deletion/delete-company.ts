import type { Actor } from '../../../http/context.js';
import type { Deps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { endSockets } from '../../auth/revocation.js';
import { markCompanyDeleting } from '../admin-repo.js';
import { companyChannel, companyNotFound, publishToSupers } from '../admin-service.js';
import { sendDeletionJob } from './job.js';
import { startProgress } from './progress.js';

const ownCompany = () =>
  new AppError('ERR_CANNOT_DELETE_OWN_COMPANY', 409, 'Você não pode excluir a sua própria empresa.');

/**
 * DELETE /companies/{id} (docs/decisions/039): one write marks the company, so from that moment its users cannot
 * log in, refresh or call the API; its signed-in users are told their session ended; the data goes in the
 * background (the deletion job). A company already being deleted is nudged again (a chain that stopped resumes).
 */
export async function deleteCompany(deps: Deps, actor: Actor, companyId: string) {
  if (companyId === actor.companyId) throw ownCompany();
  const now = deps.clock.now().toISOString();
  const company = await markCompanyDeleting(deps.table, companyId, now);
  if (!company) throw companyNotFound();
  const again = company.deletedAt !== undefined;
  await startProgress(deps.table, company, now);
  await sendDeletionJob(deps, companyId, 0, again ? `restart${Date.now()}` : undefined);
  // Published on the company's channel first: this process forgets the company's cached state at once.
  await deps.realtime.publish(companyId, companyChannel(companyId), { action: 'delete', companyId });
  await endCompanySessions(deps, companyId);
  if (!again) await publishToSupers(deps, actor, { action: 'delete', companyId });
  return { id: companyId, deleting: true as const };
}

/** Every signed-in user of the company hears that the account was removed, and their sockets close. */
async function endCompanySessions(deps: Deps, companyId: string): Promise<void> {
  const users = new Set((await deps.realtime.socketsOf(companyId)).map((socket) => socket.userId));
  for (const userId of users) await endSockets(deps, companyId, userId, 'removed');
}
