import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { log } from '../log.js';
import type { BatchContext, BatchHandler, JobRecord } from './job-queue.js';

export interface SqsPollerOptions {
  /**
   * Receive loops running side by side; SQS FIFO never hands one group to two of them at once. Records in hand
   * are bounded by `concurrency` × 10: a loop receives again as soon as there is room, not when its batch is over.
   */
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
 * holding their FIFO group), everything else is deleted. Records the handler reports handled before its batch
 * ends (`BatchContext.handled`) are deleted at once, so SQS hands out their groups' next messages while a slow
 * chat of the batch still runs. After the queue's maxReceiveCount SQS moves a record to the dead-letter queue.
 */
export class SqsPoller {
  private readonly options: SqsPollerOptions;
  private readonly abort = new AbortController();
  private readonly loops: Promise<void>[];
  private readonly inHand = new Set<Promise<void>>();
  private records = 0;
  private readonly waitingForRoom = new Set<() => void>();

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
    this.makeRoom();
    await Promise.all(this.loops);
    while (this.inHand.size > 0) await Promise.all(this.inHand);
  }

  private async run(): Promise<void> {
    while (!this.abort.signal.aborted) {
      try {
        const room = await this.room();
        if (this.abort.signal.aborted) return;
        const messages = await this.receive(room);
        if (messages.length > 0) this.dispatch(messages);
        // An empty answer normally took the long poll's wait; yield anyway so a short one cannot spin.
        else await new Promise((resolve) => setImmediate(resolve));
      } catch (error) {
        if (this.abort.signal.aborted) return;
        log('error', { where: 'sqs.poll', queue: this.queueUrl, error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private async receive(max: number): Promise<Message[]> {
    const out = await this.client.send(
      new ReceiveMessageCommand({
        QueueUrl: this.queueUrl,
        MaxNumberOfMessages: max,
        WaitTimeSeconds: this.options.waitTimeSeconds,
        MessageSystemAttributeNames: ['MessageGroupId', 'MessageDeduplicationId', 'ApproximateReceiveCount'],
      }),
      { abortSignal: this.abort.signal },
    );
    return out.Messages ?? [];
  }

  /** Waits until there is room for more records in hand; answers how many (at most a batch). */
  private async room(): Promise<number> {
    const free = () => Math.min(10, this.options.concurrency * 10 - this.records);
    while (free() <= 0 && !this.abort.signal.aborted) {
      await new Promise<void>((resolve) => this.waitingForRoom.add(resolve));
    }
    return free();
  }

  private makeRoom(): void {
    for (const resolve of this.waitingForRoom) resolve();
    this.waitingForRoom.clear();
  }

  private dispatch(messages: Message[]): void {
    this.records += messages.length;
    const work = this.handle(messages)
      .catch((error: unknown) => log('error', { where: 'sqs.handle', queue: this.queueUrl, error: String(error) }))
      .finally(() => {
        this.records -= messages.length;
        this.inHand.delete(work);
        this.makeRoom();
      });
    this.inHand.add(work);
  }

  private async handle(messages: Message[]): Promise<void> {
    const records = messages.map(toRecord);
    const deleted = new Set<string>();
    const early: Promise<void>[] = [];
    const context: BatchContext = {
      handled: (ids) => {
        const done = messages.filter((message) => ids.includes(message.MessageId!) && !deleted.has(message.MessageId!));
        for (const message of done) deleted.add(message.MessageId!);
        if (done.length > 0) early.push(this.delete(done));
      },
    };
    const heartbeat = setInterval(
      () => void this.setVisibility(messages, this.options.visibilityTimeoutSeconds),
      (this.options.visibilityTimeoutSeconds * 1000) / 3,
    );
    let failed: Set<string>;
    try {
      const result = await this.handler(records, context);
      failed = new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier));
    } catch (error) {
      log('warn', { where: 'sqs.handler', queue: this.queueUrl, error: String(error) });
      failed = new Set(records.map((record) => record.messageId));
    } finally {
      clearInterval(heartbeat);
    }
    await Promise.all(early);
    const done = messages.filter((message) => !failed.has(message.MessageId!) && !deleted.has(message.MessageId!));
    const retry = messages.filter((message) => failed.has(message.MessageId!) && !deleted.has(message.MessageId!));
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
