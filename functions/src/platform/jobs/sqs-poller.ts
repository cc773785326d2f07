import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { log } from '../log.js';
import type { BatchHandler, JobRecord } from './job-queue.js';

export interface SqsPollerOptions {
  /** Receive loops running side by side; SQS FIFO never hands one group to two of them at once. */
  concurrency: number;
  /** The queue's visibility timeout: a batch still running is extended by this every third of it. */
  visibilityTimeoutSeconds: number;
  /** First retry delay of a failed record; it doubles with each receive, up to 60 s. */
  retryDelaySeconds: number;
  /** Long-poll wait; 20 s is SQS's maximum and costs one request per 20 s while idle. */
  waitTimeSeconds: number;
}

const DEFAULTS: SqsPollerOptions = {
  concurrency: 4,
  visibilityTimeoutSeconds: 300,
  retryDelaySeconds: 1,
  waitTimeSeconds: 20,
};
const MAX_RETRY_DELAY_SECONDS = 60;

/**
 * Consumes one SQS queue outside Lambda (the Fargate session host), with Lambda's contract: SQS-shaped batches
 * of at most 10, the handler's `batchItemFailures` stay on the queue (made visible again after a backoff,
 * holding their FIFO group), everything else is deleted. After the queue's maxReceiveCount SQS moves a record
 * to the dead-letter queue.
 */
export class SqsPoller {
  private readonly options: SqsPollerOptions;
  private readonly abort = new AbortController();
  private readonly loops: Promise<void>[];

  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
    private readonly handler: BatchHandler,
    options: Partial<SqsPollerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.loops = Array.from({ length: this.options.concurrency }, () => this.run());
  }

  /** Stops receiving and waits for the batches in hand to settle. */
  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.all(this.loops);
  }

  private async run(): Promise<void> {
    while (!this.abort.signal.aborted) {
      try {
        const messages = await this.receive();
        if (messages.length > 0) await this.handle(messages);
        // An empty answer normally took the long poll's wait; yield anyway so a short one cannot spin.
        else await new Promise((resolve) => setImmediate(resolve));
      } catch (error) {
        if (this.abort.signal.aborted) return;
        log('error', { where: 'sqs.poll', queue: this.queueUrl, error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private async receive(): Promise<Message[]> {
    const out = await this.client.send(
      new ReceiveMessageCommand({
        QueueUrl: this.queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: this.options.waitTimeSeconds,
        MessageSystemAttributeNames: ['MessageGroupId', 'MessageDeduplicationId', 'ApproximateReceiveCount'],
      }),
      { abortSignal: this.abort.signal },
    );
    return out.Messages ?? [];
  }

  private async handle(messages: Message[]): Promise<void> {
    const records = messages.map(toRecord);
    const heartbeat = setInterval(
      () => void this.setVisibility(messages, this.options.visibilityTimeoutSeconds),
      (this.options.visibilityTimeoutSeconds * 1000) / 3,
    );
    let failed: Set<string>;
    try {
      const result = await this.handler(records);
      failed = new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier));
    } catch (error) {
      log('warn', { where: 'sqs.handler', queue: this.queueUrl, error: String(error) });
      failed = new Set(records.map((record) => record.messageId));
    } finally {
      clearInterval(heartbeat);
    }
    const done = messages.filter((message) => !failed.has(message.MessageId!));
    const retry = messages.filter((message) => failed.has(message.MessageId!));
    if (done.length > 0) await this.delete(done);
    for (const message of retry) await this.setVisibility([message], this.retryDelay(message));
  }

  private async delete(messages: Message[]): Promise<void> {
    const out = await this.client.send(
      new DeleteMessageBatchCommand({ QueueUrl: this.queueUrl, Entries: entries(messages) }),
    );
    // A failed delete means the record comes back: at least once, as with Lambda.
    if (out.Failed?.length) log('warn', { where: 'sqs.delete', queue: this.queueUrl, failed: out.Failed.length });
  }

  private async setVisibility(messages: Message[], seconds: number): Promise<void> {
    try {
      await this.client.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: this.queueUrl,
          Entries: entries(messages).map((entry) => ({ ...entry, VisibilityTimeout: seconds })),
        }),
      );
    } catch (error) {
      log('warn', { where: 'sqs.visibility', queue: this.queueUrl, error: String(error) });
    }
  }

  private retryDelay(message: Message): number {
    const receives = Number(message.Attributes?.ApproximateReceiveCount ?? 1);
    return Math.min(this.options.retryDelaySeconds * 2 ** (receives - 1), MAX_RETRY_DELAY_SECONDS);
  }
}

function entries(messages: Message[]) {
  return messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! }));
}

function toRecord(message: Message): JobRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    body: message.Body ?? '',
    attributes: {
      MessageGroupId: attributes.MessageGroupId ?? '',
      MessageDeduplicationId: attributes.MessageDeduplicationId,
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
    },
  };
}
