import type { Deps } from '../../../platform/deps.js';
import { publishCampaign } from '../events.js';
import { getCampaignRecord, moveCampaignStatus } from '../repo.js';

/**
 * FINALIZADA with completedAt once every recipient of the run's prepared list is delivered or failed (spec 3 §4).
 * Answers whether the campaign is finished now.
 */
export async function finishIfDone(deps: Deps, companyId: string, campaignId: string): Promise<boolean> {
  const campaign = await getCampaignRecord(deps.table, companyId, campaignId);
  if (!campaign || campaign.status !== 'EM_ANDAMENTO' || campaign.preparedRun !== campaign.run) return false;
  const { delivered, failed, valid } = campaign.counts;
  if (delivered + failed < valid) return false;
  const now = deps.clock.now().toISOString();
  const finished = await moveCampaignStatus(deps.table, companyId, campaignId, ['EM_ANDAMENTO'], 'FINALIZADA', {
    completedAt: now,
    updatedAt: now,
    tickToken: null,
  });
  if (finished) await publishCampaign(deps, 'update', finished);
  return Boolean(finished);
}
