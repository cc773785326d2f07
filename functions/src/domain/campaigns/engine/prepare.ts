import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';
import { isConditionFailure } from '../../../platform/table.js';
import { getCampaignRecord } from '../repo.js';
import type { CampaignJob } from './jobs.js';
import { campaignRecipients } from './recipients.js';
import { countShippings, putShippingOnce } from './shipping.js';
import { tick } from './drive.js';

type PrepareJob = Extract<CampaignJob, { type: 'prepare' }>;

/** Puts at once per batch of recipients (the table's writes are independent). */
const PUT_BATCH = 25;

/**
 * The first step of a run (ADR 048): one shipping item per recipient the campaign lacks (a restart keeps the
 * items of those already sent or waiting), then the report's valid count from the items themselves, then the
 * run's first send step. Safe to repeat: items are written once, the count is recounted, and the step needs the
 * chain's token.
 */
export async function prepare(deps: Deps, job: PrepareJob): Promise<void> {
  const campaign = await getCampaignRecord(deps.table, job.companyId, job.campaignId);
  if (!campaign || campaign.status !== 'EM_ANDAMENTO' || campaign.run !== job.run || campaign.tickToken !== job.token) {
    return;
  }
  let ordinal = 0;
  for await (const page of campaignRecipients(deps, campaign)) {
    for (let start = 0; start < page.length; start += PUT_BATCH) {
      const batch = page.slice(start, start + PUT_BATCH);
      await Promise.all(
        batch.map((recipient, index) =>
          putShippingOnce(deps.table, {
            campaignId: campaign.id,
            companyId: campaign.companyId,
            ...recipient,
            ordinal: ordinal + start + index,
            state: 'pending',
            confirmationRequestedAt: null,
            confirmedAt: null,
            deliveredAt: null,
            failedAt: null,
            reason: null,
          }),
        ),
      );
    }
    ordinal += page.length;
  }
  const valid = await countShippings(deps.table, campaign.companyId, campaign.id);
  try {
    await deps.table.update(keys.campaign(campaign.companyId, campaign.id), {
      UpdateExpression: 'SET #counts.#valid = :valid, preparedRun = :run',
      ConditionExpression: '#run = :run',
      ExpressionAttributeNames: { '#counts': 'counts', '#valid': 'valid', '#run': 'run' },
      ExpressionAttributeValues: { ':valid': valid, ':run': job.run },
    });
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  await tick(deps, {
    type: 'tick',
    companyId: job.companyId,
    campaignId: job.campaignId,
    run: job.run,
    token: job.token,
  });
}
