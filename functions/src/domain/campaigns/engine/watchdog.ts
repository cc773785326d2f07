import { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';
import { log } from '../../../platform/log.js';
import type { TimerTargets } from '../../../platform/scheduler/scheduler.js';
import { getCampaignRecord, type CampaignRecord } from '../repo.js';
import { rotateTick } from './chain.js';
import { sendCampaignJob } from './jobs.js';

/** The timer target that revives a running campaign whose send chain died (a crash between two steps). */
export const CAMPAIGN_WATCH_TARGET = 'campaign.watch';
/** How often a running campaign is looked at, and how overdue its next step must be to count as lost. */
export const WATCH_EVERY_MS = 60_000;

const WatchPayload = z.object({ companyId: z.string(), campaignId: z.string(), run: z.number().int() });

export const campaignWatchTimerId = (campaignId: string) => `campaign-watch-${campaignId}`;

export async function armWatchdog(deps: Deps, record: Pick<CampaignRecord, 'companyId' | 'id' | 'run'>) {
  const payload = { companyId: record.companyId, campaignId: record.id, run: record.run };
  const at = new Date(deps.clock.now().getTime() + WATCH_EVERY_MS);
  await deps.scheduler.at(at, CAMPAIGN_WATCH_TARGET, payload, campaignWatchTimerId(record.id));
}

/**
 * A running campaign's step is long overdue (its job was lost with a crashed process, or never queued): a new
 * token takes over the chain, so the old job, should it still run, finds itself stale. Re-armed while running.
 */
export async function watchCampaign(deps: Deps, payload: z.infer<typeof WatchPayload>): Promise<void> {
  const current = await getCampaignRecord(deps.table, payload.companyId, payload.campaignId);
  if (!current || current.status !== 'EM_ANDAMENTO' || current.run !== payload.run) return;
  const now = deps.clock.now().getTime();
  if (current.tickToken && current.tickToken !== 'idle' && current.tickDueAt + WATCH_EVERY_MS < now) {
    const token = await rotateTick(deps, current, current.tickToken, now);
    if (token) {
      log('warn', { where: 'campaigns.watch', campaignId: current.id, revived: 'send chain' });
      await sendCampaignJob(deps, {
        type: 'tick',
        companyId: current.companyId,
        campaignId: current.id,
        run: current.run,
        token,
      });
    }
  }
  await armWatchdog(deps, current);
}

export function campaignWatchTargets(deps: Deps): TimerTargets {
  return {
    [CAMPAIGN_WATCH_TARGET]: async (payload, timer) => {
      const parsed = WatchPayload.safeParse(payload);
      if (!parsed.success) {
        log('error', { where: 'campaigns.watch', dropped: 'malformed payload', timerId: timer.id });
        return;
      }
      await watchCampaign(deps, parsed.data);
    },
  };
}
