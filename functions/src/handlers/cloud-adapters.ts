import { Config } from 'sst/node/config';
import type { BlobStore } from '../platform/blobs/blob-store.js';
import { S3BlobStore } from '../platform/blobs/s3-blob-store.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { SqsJobQueue } from '../platform/jobs/sqs-job-queue.js';
import type { PaymentProvider } from '../platform/payments/payment-provider.js';
import { paymentsFromEnv, withBoundSecrets, type PaymentsContext } from '../platform/payments/payments-from-env.js';
import { EventBridgeScheduler } from '../platform/scheduler/eventbridge-scheduler.js';
import type { Scheduler } from '../platform/scheduler/scheduler.js';
import type { CloudAdapters } from './cloud-deps.js';

/*
 * The adapters a handler opts into (docs/decisions/031): each brings its AWS SDK client into that handler's bundle
 * only, so a handler that does not import this module (the WebSocket routes, the seed) carries no S3, SQS or
 * Scheduler client. Each answers undefined when the stacks gave the function none of its settings.
 */

/** SQS, when the stacks give the function the inbound and outbound queues (campaign and webhook: stacks/Jobs.ts). */
export function sqsJobs(): JobQueue | undefined {
  const { INBOUND_QUEUE_URL: inbound, OUTBOUND_QUEUE_URL: outbound } = process.env;
  const { CAMPAIGN_QUEUE_URL: campaign, WEBHOOK_QUEUE_URL: webhook } = process.env;
  if (!(inbound && outbound)) return undefined;
  return new SqsJobQueue({ inbound, outbound, ...(campaign && { campaign }), ...(webhook && { webhook }) });
}

/** S3, when the stacks give the function the media bucket. */
export function s3Media(): BlobStore | undefined {
  const bucket = process.env.MEDIA_BUCKET;
  return bucket ? new S3BlobStore(bucket) : undefined;
}

/** EventBridge Scheduler, when the stacks give the function the timers group, queue, role and dead letters. */
export function eventBridgeTimers(): Scheduler | undefined {
  const {
    SCHEDULE_GROUP: groupName,
    TIMER_QUEUE_ARN: targetArn,
    SCHEDULER_ROLE_ARN: roleArn,
    SCHEDULER_DEAD_LETTER_ARN: deadLetterArn,
  } = process.env;
  if (!(groupName && targetArn && roleArn && deadLetterArn)) return undefined;
  return new EventBridgeScheduler({ groupName, targetArn, roleArn, deadLetterArn });
}

/**
 * The provider PAYMENTS_PROVIDER names (stacks/payments.ts sets it on the API), with Efí's secrets from the SST
 * secrets bound to this function (only the API's, and only on a stage that chose Efí).
 */
export function envPayments(context: PaymentsContext): PaymentProvider {
  return paymentsFromEnv(withBoundSecrets(process.env, Config as unknown as Record<string, unknown>), context);
}

/** Every adapter: the API and the queue consumers use them all. */
export const ALL_ADAPTERS: CloudAdapters = {
  jobs: sqsJobs,
  blobs: s3Media,
  scheduler: eventBridgeTimers,
  payments: envPayments,
};
