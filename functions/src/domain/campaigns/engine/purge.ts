import type { Deps } from '../../../platform/deps.js';
import { awaitConfirmation } from './awaiting.js';
import type { CampaignJob } from './jobs.js';
import { shippingKeysPage } from './shipping.js';

/**
 * A deleted campaign's recipients go, and it stops waiting for their confirmations (a reply then opens its ticket
 * as any message does). Safe to repeat.
 */
export async function purge(deps: Deps, job: Extract<CampaignJob, { type: 'purge' }>): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await shippingKeysPage(deps.table, job.companyId, job.campaignId, cursor);
    const waiting = page.items.filter((item) => item.state === 'requesting' || item.state === 'requested');
    if (job.connectionId) {
      for (const item of waiting) {
        await awaitConfirmation(deps, job.companyId, job.connectionId, item.number, job.campaignId, 'DELETE');
      }
    }
    await deps.table.batchDelete(page.items.map((item) => ({ pk: item.pk, sk: item.sk })));
    cursor = page.cursor;
  } while (cursor);
}
