import { isConditionFailure } from '../table.js';
import type { JobRecord } from './job-queue.js';

/** What a poll reads of a job: enough to find each group's head, never the body. */
export type JobHead = {
  sk: string;
  groupId: string;
  receiveCount: number;
  /** Epoch ms before which the job is not handed out (delay, retry backoff). */
  visibleAt: number;
  /** Epoch ms until which a consumer holds the job; absent when nobody does. */
  claimedUntil?: number;
};

/** A job as stored (type aliases, not interfaces, so it is assignable to the table's `Item`). */
export type JobItem = JobHead & {
  pk: string;
  id: string;
  body: string;
  dedupeId?: string;
  claimedBy?: string;
  sentAt: number;
};

export function claimOf(head: JobHead, consumerId: string, now: number, visibilityMs: number) {
  return {
    UpdateExpression: 'SET claimedBy = :me, claimedUntil = :until ADD receiveCount :one',
    ConditionExpression:
      'attribute_exists(pk) AND receiveCount = :rc AND visibleAt <= :now AND ' +
      '(attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
    ExpressionAttributeValues: {
      ':me': consumerId,
      ':until': now + visibilityMs,
      ':one': 1,
      ':rc': head.receiveCount,
      ':now': now,
    },
  };
}

/** A transaction refused as a whole: a condition failed or another transaction held one of its items. */
export function isTransactionCancelled(error: unknown): boolean {
  return isConditionFailure(error) || (error instanceof Error && error.name === 'TransactionCanceledException');
}

/** The SQS record shape consumers read. */
export function toRecord(job: JobItem): JobRecord {
  return {
    messageId: job.id,
    body: job.body,
    attributes: {
      MessageGroupId: job.groupId,
      MessageDeduplicationId: job.dedupeId,
      ApproximateReceiveCount: String(job.receiveCount),
    },
  };
}
