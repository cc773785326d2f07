import type { Deps } from '../../../platform/deps.js';
import { isConditionFailure } from '../../../platform/table.js';
import { planReleaseItem } from '../../plans/repo.js';
import { listConnectionRecords } from '../../connections/repo.js';
import { sendSessionCommand } from '../../connections/session-control.js';
import { keys } from '../../../platform/keys.js';
import { getStoredCompany } from '../admin-repo.js';
import { companyNameReleaseItem } from '../name-claim.js';
import type { CompanyDeletionJob } from './job.js';
import { sendDeletionJob } from './job.js';
import { endProgress, getProgress, saveProgress, startProgress, type DeletionProgress } from './progress.js';
import { DEFAULT_SLICE_LIMITS, scanSlice, type SliceLimits } from './scan-slice.js';

/**
 * What the inbound consumer runs for a company deletion job (docs/decisions/039): one bounded slice, then the
 * next slice queued, until the company is gone. Safe to run again at any point: it resumes from the progress item.
 */
export function createCompanyDeletionWorker(deps: Deps, limits: Partial<SliceLimits> = {}) {
  const bounded = { ...DEFAULT_SLICE_LIMITS, ...limits };
  return (job: CompanyDeletionJob) => runSlice(deps, job, bounded);
}

async function runSlice(deps: Deps, job: CompanyDeletionJob, limits: SliceLimits): Promise<void> {
  let progress = await currentProgress(deps, job.companyId);
  if (!progress) return;
  if (progress.phase === 'stop') {
    await stopSessions(deps, job.companyId);
    progress = { ...progress, phase: 'scan' };
    await saveProgress(deps.table, progress);
  }
  if (progress.phase === 'scan') progress = await scanSlice(deps, progress, limits);
  if (progress.phase !== 'finish') return sendDeletionJob(deps, job.companyId, job.slice + 1);
  await finish(deps, progress);
}

/** The deletion under way; started here when a DELETE marked the company but died before recording it. */
async function currentProgress(deps: Deps, companyId: string): Promise<DeletionProgress | undefined> {
  const progress = await getProgress(deps.table, companyId);
  if (progress) return progress;
  const company = await getStoredCompany(deps.table, companyId);
  // Gone already (a late duplicate of the last slice), or never marked: nothing to do.
  if (company?.deletedAt === undefined) return undefined;
  await startProgress(deps.table, company, company.deletedAt);
  return getProgress(deps.table, companyId);
}

/** Tells the session host to stop each connection's session and forget its login, as a connection delete does. */
async function stopSessions(deps: Deps, companyId: string): Promise<void> {
  const connections = await listConnectionRecords(deps.table, companyId);
  for (const connection of connections) {
    await sendSessionCommand(deps, { type: 'session.remove', companyId, connectionId: connection.id });
  }
}

/** The media store's folders that hold a company's files under `<root>/<companyId>/`. */
const COMPANY_BLOB_ROOTS = ['media', 'imports'];

/**
 * The company's media folders, then the company item last, with its plan's count of companies in the same transaction; then its name's claim
 * (unless another company took the name meanwhile) and the progress item.
 */
async function finish(deps: Deps, progress: DeletionProgress): Promise<void> {
  const companyId = progress.target;
  // Media no item pointed at any more (or never did): everything under the company's folders.
  for (const root of COMPANY_BLOB_ROOTS) await deps.blobs.deletePrefix(`${root}/${companyId}`);
  const company = await getStoredCompany(deps.table, companyId);
  if (company) {
    await deps.table.transact([
      {
        Delete: {
          TableName: deps.table.name,
          Key: keys.company(companyId),
          ConditionExpression: 'attribute_exists(deletedAt)',
        },
      },
      planReleaseItem(deps.table, company.planId),
    ]);
  }
  const release = companyNameReleaseItem(deps.table, progress.name, companyId).Delete!;
  await deps.table
    .delete(release.Key as { pk: string; sk: string }, {
      ConditionExpression: release.ConditionExpression,
      ExpressionAttributeValues: release.ExpressionAttributeValues,
    })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  await endProgress(deps.table, companyId);
}
