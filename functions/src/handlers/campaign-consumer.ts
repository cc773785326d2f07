import { createCampaignConsumer } from '../domain/campaigns/engine/consumer.js';
import { ALL_ADAPTERS } from './cloud-adapters.js';
import { cloudDeps } from './cloud-deps.js';
import type { SqsBatchResponse, SqsEvent } from './sqs-event.js';

const consume = createCampaignConsumer(cloudDeps(ALL_ADAPTERS));

/**
 * The campaign queue's consumer (stacks/Jobs.ts, docs/decisions/048): the steps of campaign runs (prepare, a
 * send step, a deleted campaign's purge), the same function `npm start` runs on the table queue. Failed records
 * are reported, so SQS retries only those; every step is safe to run again.
 */
export function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  return consume(event.Records);
}
