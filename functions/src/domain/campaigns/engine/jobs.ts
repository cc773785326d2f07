import { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';
import { newId } from '../../../platform/ids.js';

/** The campaign queue (SQS standard in the cloud, the table queue under `npm start`; docs/decisions/048). */
export const CAMPAIGN_QUEUE = 'campaign';

const scope = { companyId: z.string().min(1), campaignId: z.string().min(1) };

/**
 * The campaign queue's jobs: `prepare` writes a run's shipping items then drives; `tick` is one step of the
 * campaign's one send chain (its token must be the campaign's); `purge` removes a deleted campaign's items.
 */
export const CampaignJob = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prepare'), ...scope, run: z.number().int(), token: z.string() }),
  z.object({ type: z.literal('tick'), ...scope, run: z.number().int(), token: z.string() }),
  z.object({ type: z.literal('purge'), ...scope, connectionId: z.string().nullable() }),
]);
export type CampaignJob = z.infer<typeof CampaignJob>;

export async function sendCampaignJob(deps: Deps, job: CampaignJob, delaySeconds = 0): Promise<void> {
  await deps.jobs.send(CAMPAIGN_QUEUE, job, {
    // Independent jobs (a standard queue in the cloud): no job waits behind another's delay.
    groupId: `campaign#${job.campaignId}#${newId()}`,
    ...(delaySeconds > 0 && { delaySeconds }),
  });
}
