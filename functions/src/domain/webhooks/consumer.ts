import type { Deps } from '../../platform/deps.js';
import type { BatchHandler, JobRecord } from '../../platform/jobs/job-queue.js';
import { log } from '../../platform/log.js';
import { attemptDelivery } from './attempt.js';
import { publishDelivery } from './events.js';
import { deliveryBody, DeliveryJob, sendDeliveryJob } from './jobs.js';
import { getWebhookRecord, putDelivery } from './repo.js';
import { MAX_ATTEMPTS, retryDelaySeconds } from './retry.js';
import { TEST_EVENT, type WebhookDelivery } from './schema.js';
import { openSecret } from './secret.js';

export interface WebhookConsumerOptions {
  /** Seconds before the attempt after `failedAttempt` (tests: 0). */
  retryDelay?: (failedAttempt: number, retryAfterSeconds?: number) => number;
  timeoutMs?: number;
}

/**
 * The webhook queue's consumer (docs/decisions/056), the same function on the table queue (`npm start`) and on SQS
 * (handlers/webhook-consumer.ts): each job is one attempt, logged; a retryable failure queues the next attempt with
 * its delay, so the job itself succeeds. A job fails (and the queue redelivers it) only when the log or the next
 * attempt could not be written: the endpoint may then get the same delivery twice, which its `id` tells.
 */
export function createWebhookConsumer(deps: Deps, options: WebhookConsumerOptions = {}): BatchHandler {
  return async (records: JobRecord[]) => {
    const outcomes = await Promise.all(
      records.map(async (record) => {
        try {
          await run(deps, record, options);
          return undefined;
        } catch (error) {
          log('warn', { where: 'webhooks.job', messageId: record.messageId, error: String(error) });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: outcomes.filter((failure) => failure !== undefined) };
  };
}

async function run(deps: Deps, record: JobRecord, options: WebhookConsumerOptions): Promise<void> {
  const parsed = DeliveryJob.safeParse(parseJson(record.body));
  if (!parsed.success) {
    log('error', { where: 'webhooks.job', messageId: record.messageId, dropped: 'malformed job' });
    return;
  }
  const job = parsed.data;
  const endpoint = await getWebhookRecord(deps.table, job.companyId, job.webhookId);
  // Removed, or switched off since the event (a test delivery goes to an inactive endpoint too).
  if (!endpoint || (!endpoint.active && job.event !== TEST_EVENT)) return;
  const at = deps.clock.now();
  const result = await attemptDelivery({
    url: endpoint.url,
    secret: openSecret(deps, endpoint.secret),
    body: deliveryBody(job),
    event: job.event,
    deliveryId: job.deliveryId,
    nowSeconds: Math.floor(at.getTime() / 1000),
    timeoutMs: options.timeoutMs,
  });
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const retry = !delivered && result.retryable && job.attempt < MAX_ATTEMPTS;
  const delivery: WebhookDelivery = {
    deliveryId: job.deliveryId,
    event: job.event,
    attempt: job.attempt,
    at: at.toISOString(),
    status: result.status,
    durationMs: result.durationMs,
    outcome: delivered ? 'delivered' : retry ? 'retrying' : 'failed',
    ...(result.error && { error: result.error }),
  };
  await putDelivery(deps.table, job.companyId, job.webhookId, delivery);
  // The page's live log: a failure here must not send the delivery again.
  await publishDelivery(deps, job.companyId, job.webhookId, delivery).catch((error: unknown) => {
    log('warn', { where: 'webhooks.publish', webhookId: job.webhookId, error: String(error) });
  });
  if (!retry) return;
  const delay = (options.retryDelay ?? retryDelaySeconds)(job.attempt, result.retryAfterSeconds);
  await sendDeliveryJob(deps, { ...job, attempt: job.attempt + 1 }, delay);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
