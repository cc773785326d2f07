import { createWebhookConsumer } from '../domain/webhooks/consumer.js';
import { ALL_ADAPTERS } from './cloud-adapters.js';
import { cloudDeps } from './cloud-deps.js';
import type { SqsBatchResponse, SqsEvent } from './sqs-event.js';

const consume = createWebhookConsumer(cloudDeps(ALL_ADAPTERS));

/**
 * The webhook queue's consumer (stacks/Jobs.ts, docs/decisions/056): one attempt per job, each logged, a retry
 * queued with its delay; the same function `npm start` runs on the table queue. Failed records are reported, so
 * SQS retries only those.
 */
export function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  return consume(event.Records);
}
