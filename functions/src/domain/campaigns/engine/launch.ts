import type { Deps } from '../../../platform/deps.js';
import { newId } from '../../../platform/ids.js';
import { moveCampaignStatus, type CampaignRecord } from '../repo.js';
import type { CampaignStatus } from '../schema.js';
import { sendCampaignJob } from './jobs.js';
import { armWatchdog } from './watchdog.js';

/**
 * Moves the campaign from one of `from` to EM_ANDAMENTO as a new run and queues the run's `prepare` job, which
 * writes the shipping items it lacks (a restart keeps those already sent) and starts the send chain. Answers the
 * started campaign, or undefined when its status was not in `from` (a cancel or another start came first).
 */
export async function launchCampaign(
  deps: Deps,
  current: CampaignRecord,
  from: readonly CampaignStatus[],
): Promise<CampaignRecord | undefined> {
  const token = newId();
  const now = deps.clock.now();
  const started = await moveCampaignStatus(deps.table, current.companyId, current.id, from, 'EM_ANDAMENTO', {
    run: current.run + 1,
    tickToken: token,
    tickDueAt: now.getTime(),
    completedAt: null,
    updatedAt: now.toISOString(),
  });
  if (!started) return undefined;
  await sendCampaignJob(deps, {
    type: 'prepare',
    companyId: started.companyId,
    campaignId: started.id,
    run: started.run,
    token,
  });
  await armWatchdog(deps, started);
  return started;
}

/** A deleted campaign's shipping items and waits go in the background (there may be thousands). */
export async function purgeCampaign(deps: Deps, record: CampaignRecord): Promise<void> {
  await sendCampaignJob(deps, {
    type: 'purge',
    companyId: record.companyId,
    campaignId: record.id,
    connectionId: record.whatsappId,
  });
  if (record.mediaPath) await deps.blobs.delete(record.mediaPath).catch(() => undefined);
}
