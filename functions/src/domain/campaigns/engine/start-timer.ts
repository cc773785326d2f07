import { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';
import { log } from '../../../platform/log.js';
import type { TimerTargets } from '../../../platform/scheduler/scheduler.js';
import { publishCampaign } from '../events.js';
import { getCampaignRecord, type CampaignRecord } from '../repo.js';
import { launchCampaign } from './launch.js';

/** The timer target that starts a PROGRAMADA campaign at its scheduledAt (timers/targets.ts). */
export const CAMPAIGN_START_TARGET = 'campaign.start';

/** What the timer carries: the campaign and the scheduledAt it was armed for (a re-scheduled one has another). */
const StartPayload = z.object({ companyId: z.string(), campaignId: z.string(), scheduledAt: z.string() });

/** One start timer per campaign: arming again replaces it. */
export const campaignStartTimerId = (campaignId: string) => `campaign-${campaignId}`;

export async function armCampaignStart(deps: Deps, record: CampaignRecord): Promise<void> {
  if (record.status !== 'PROGRAMADA' || !record.scheduledAt) return;
  const payload = { companyId: record.companyId, campaignId: record.id, scheduledAt: record.scheduledAt };
  await deps.scheduler.at(
    new Date(record.scheduledAt),
    CAMPAIGN_START_TARGET,
    payload,
    campaignStartTimerId(record.id),
  );
}

/** Forgets the start timer (one that fires all the same finds the campaign no longer PROGRAMADA at that time). */
export async function disarmCampaignStart(deps: Deps, record: Pick<CampaignRecord, 'id'>): Promise<void> {
  await deps.scheduler.cancel(campaignStartTimerId(record.id));
}

/** Starts the campaign if it is still PROGRAMADA for the time the timer was armed for. */
export async function startScheduledCampaign(deps: Deps, payload: z.infer<typeof StartPayload>): Promise<void> {
  const current = await getCampaignRecord(deps.table, payload.companyId, payload.campaignId);
  if (!current || current.status !== 'PROGRAMADA' || current.scheduledAt !== payload.scheduledAt) return;
  const started = await launchCampaign(deps, current, ['PROGRAMADA']);
  if (started) await publishCampaign(deps, 'update', started);
}

export function campaignTimerTargets(deps: Deps): TimerTargets {
  return {
    [CAMPAIGN_START_TARGET]: async (payload, timer) => {
      const parsed = StartPayload.safeParse(payload);
      if (!parsed.success) {
        log('error', { where: 'campaigns.start', dropped: 'malformed payload', timerId: timer.id });
        return;
      }
      await startScheduledCampaign(deps, parsed.data);
    },
  };
}
