/**
 * The JobQueue port (ARCHITECTURE.md, docs/decisions/008). FIFO semantics like SQS FIFO: jobs of one group are
 * delivered one at a time in send order; a `dedupeId` seen in the last 5 minutes is dropped; a failed job is
 * retried and, after `maxReceives`, moved to the queue's dead-letter list. Consumers take SQS-shaped batches
 * and report partial failures, so the same consumer function serves SQS in the cloud.
 */
export type QueueName = 'inbound' | 'outbound' | 'campaign' | 'webhook';

/**
 * Queues whose jobs are independent (SQS standard in the cloud, docs/decisions/048, 056): no order, no dedupe there,
 * a delay per job (up to 15 minutes). The table queue keeps its FIFO behaviour for them, which is stricter.
 */
export const STANDARD_QUEUES: readonly QueueName[] = ['campaign', 'webhook'];

/**
 * A session host's own inbox (docs/decisions/014): commands forwarded to the host that drives their connection.
 * Only the table queue carries these, since every host reaches the table in the cloud as locally.
 */
export type HostInboxName = `host:${string}`;
export type TableQueueName = QueueName | HostInboxName;

export interface SendOptions {
  groupId: string;
  dedupeId?: string;
  delaySeconds?: number;
}

export interface JobQueue {
  send(queue: QueueName, body: unknown, options: SendOptions): Promise<void>;
}

/** The subset of an SQS record consumers read. */
export interface JobRecord {
  messageId: string;
  body: string;
  attributes: { MessageGroupId: string; MessageDeduplicationId?: string; ApproximateReceiveCount: string };
}

export interface BatchResult {
  batchItemFailures: { itemIdentifier: string }[];
}

/** What a consumer may tell the queue while its batch is still running. */
export interface BatchContext {
  /**
   * These records are done (handled, not failed): the queue may delete them and hand out the next jobs of their
   * groups at once, instead of when the whole batch settles, so one slow chat does not hold the others back.
   */
  handled(messageIds: string[]): void;
}

export type BatchHandler = ((records: JobRecord[], context?: BatchContext) => Promise<BatchResult>) & {
  /** Told of a job moved to the dead-letter list (table queue; SQS moves its own without telling anyone). */
  onDeadLetter?: (record: JobRecord) => Promise<void>;
};

/** Receives before a job dead-letters: the table queue's default and stacks/Jobs.ts MAX_RECEIVES for SQS. */
export const MAX_RECEIVES = 5;
