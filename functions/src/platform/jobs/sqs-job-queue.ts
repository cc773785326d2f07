import { createHash } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { newId } from '../ids.js';
import { STANDARD_QUEUES, type BatchHandler, type JobQueue, type QueueName, type SendOptions } from './job-queue.js';
import { SqsPoller, type SqsPollerOptions } from './sqs-poller.js';

/** SQS takes at most 128 characters for a deduplication or group id. */
const MAX_SQS_ID = 128;
/** SQS delays one job of a standard queue by at most 15 minutes. */
export const MAX_SQS_DELAY_SECONDS = 900;

/**
 * The JobQueue on SQS FIFO queues (docs/decisions/011), one queue URL per queue name. `send` is one
 * SendMessage; `consume` long-polls the queue for a process that is not a Lambda (the Fargate session host);
 * Lambda consumers are fed by their event source mapping instead.
 */
export class SqsJobQueue implements JobQueue {
  constructor(
    private readonly urls: Partial<Record<QueueName, string>>,
    private readonly client: SQSClient = new SQSClient({}),
    private readonly pollerOptions: Partial<SqsPollerOptions> = {},
  ) {
    for (const [queue, url] of Object.entries(urls)) {
      const standard = STANDARD_QUEUES.includes(queue as QueueName);
      if (!standard && !url.endsWith('.fifo')) throw new Error(`The ${queue} queue must be a FIFO queue, got ${url}`);
      if (standard && url.endsWith('.fifo')) throw new Error(`The ${queue} queue must be a standard queue, got ${url}`);
    }
  }

  async send(queue: QueueName, body: unknown, options: SendOptions): Promise<void> {
    const url = this.urls[queue];
    if (!url) throw new Error(`No URL for the ${queue} queue`);
    if (STANDARD_QUEUES.includes(queue)) {
      // A standard queue: no group or dedupe id (the consumer is idempotent), a delay of its own.
      const delay = Math.min(MAX_SQS_DELAY_SECONDS, Math.max(0, Math.ceil(options.delaySeconds ?? 0)));
      await this.client.send(
        new SendMessageCommand({
          QueueUrl: url,
          MessageBody: sqsSafe(JSON.stringify(body) ?? 'null'),
          DelaySeconds: delay,
        }),
      );
      return;
    }
    if (!options.groupId) throw new Error(`A job on queue ${queue} needs a groupId`);
    // SQS FIFO delays only a whole queue; a job due later is the Scheduler's business.
    if (options.delaySeconds) throw new Error(`Queue ${queue} is FIFO: SQS cannot delay one job; use the Scheduler`);
    await this.client.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: sqsSafe(JSON.stringify(body) ?? 'null'),
        MessageGroupId: fitId(options.groupId),
        // Without a dedupe id every send is a new job, as on the table queue (content-based dedupe is off).
        MessageDeduplicationId: fitId(options.dedupeId ?? newId()),
      }),
    );
  }

  /** Long-polls the queue and hands batches to the handler; partial failures come back after a backoff. */
  consume(queue: QueueName, handler: BatchHandler): { stop(): Promise<void> } {
    const url = this.urls[queue];
    if (!url) throw new Error(`No URL for the ${queue} queue`);
    const poller = new SqsPoller(this.client, url, handler, this.pollerOptions);
    return { stop: () => poller.stop() };
  }
}

/** Long ids are hashed: equal ids stay equal, so deduplication and grouping still hold. */
function fitId(id: string): string {
  return id.length <= MAX_SQS_ID ? id : createHash('sha256').update(id).digest('hex');
}

/** SQS refuses U+FFFE and U+FFFF in a body; JSON can carry them escaped (they only occur inside strings). */
function sqsSafe(json: string): string {
  return json.replace(/[\uFFFE\uFFFF]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}
