import { transactGuarded } from '../guarded-transact.js';
import { newId } from '../ids.js';
import { keys } from '../keys.js';
import { isConditionFailure, type Table } from '../table.js';
import type { JobRecord, SendOptions, TableQueueName } from './job-queue.js';

/** How many of the oldest jobs a poll looks at (about 100 KB of projected attributes: one query page). */
const HEAD_WINDOW = 1000;

/** SQS FIFO forgets a deduplication id after five minutes. */
const DEDUPE_WINDOW_MS = 5 * 60_000;

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

/**
 * The table side of the local job queue (docs/decisions/009): one partition per queue whose sort key follows
 * send order, claims taken and released with conditional writes so several processes can share the table. A
 * claim is identified by (claimedBy, receiveCount): every later write about the job checks both, so a consumer
 * whose claim lapsed and was taken over can no longer touch the job.
 */
export class JobStore {
  constructor(
    private readonly table: Table,
    readonly queue: TableQueueName,
    private readonly headWindow = HEAD_WINDOW,
  ) {}

  /** Stores the job; false when its dedupe id was seen within the window (the job is dropped, like SQS). */
  async put(body: unknown, options: SendOptions, now: number): Promise<boolean> {
    if (!options.groupId) throw new Error(`A job on queue ${this.queue} needs a groupId`);
    const id = newId();
    const job: JobItem = {
      pk: keys.jobs(this.queue),
      sk: `${String(now).padStart(15, '0')}#${id}`,
      id,
      groupId: options.groupId,
      dedupeId: options.dedupeId,
      body: JSON.stringify(body) ?? 'null',
      receiveCount: 0,
      visibleAt: now + (options.delaySeconds ?? 0) * 1000,
      sentAt: now,
    };
    if (!options.dedupeId) {
      await this.table.put(job);
      return true;
    }
    const dedupe = {
      ...keys.jobDedupe(this.queue, options.dedupeId),
      expiresAt: Math.ceil((now + DEDUPE_WINDOW_MS) / 1000),
    };
    try {
      await transactGuarded(this.table, [
        {
          item: {
            Put: {
              TableName: this.table.name,
              Item: dedupe,
              // TTL deletes lazily, so an expired marker may still be there: it no longer counts.
              ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
              ExpressionAttributeValues: { ':now': Math.floor(now / 1000) },
            },
          },
        },
        { item: { Put: { TableName: this.table.name, Item: job } } },
      ]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The oldest job of every group among the queue's oldest `headWindow` jobs, oldest group head first. A group's
   * head is older than the rest of the group, so a group seen in the window is seen at its head; groups further
   * back wait their turn. A backlog thus costs each poll one bounded read, not a read of the whole queue.
   */
  async heads(): Promise<JobHead[]> {
    const { items: jobs } = await this.table.query<JobHead & { pk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.jobs(this.queue) },
      ProjectionExpression: 'pk, sk, groupId, receiveCount, visibleAt, claimedUntil',
      ConsistentRead: true,
      Limit: this.headWindow,
    });
    const heads = new Map<string, JobHead>();
    for (const job of jobs) if (!heads.has(job.groupId)) heads.set(job.groupId, job);
    return [...heads.values()];
  }

  /** Takes the job for `visibilityMs` when it is still visible and unclaimed; the claimed job, or undefined. */
  async claim(head: JobHead, consumerId: string, now: number, visibilityMs: number): Promise<JobItem | undefined> {
    try {
      return await this.table.update<JobItem>(this.key(head), {
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
      });
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** Keeps a job the handler is still working on out of other consumers' hands. */
  extend(job: JobItem, until: number): Promise<boolean> {
    return this.whileHeld(job, { UpdateExpression: 'SET claimedUntil = :until', values: { ':until': until } });
  }

  /** Returns a failed job to the queue, visible again at `visibleAt`. */
  release(job: JobItem, visibleAt: number): Promise<boolean> {
    return this.whileHeld(job, {
      UpdateExpression: 'SET visibleAt = :visibleAt REMOVE claimedBy, claimedUntil',
      values: { ':visibleAt': visibleAt },
    });
  }

  /** Deletes a handled job. */
  async complete(job: JobItem): Promise<boolean> {
    try {
      await this.table.delete(this.key(job), this.heldCondition(job));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Moves a job that failed too often to the queue's dead-letter partition. */
  async bury(job: JobItem, now: number, lastError?: string): Promise<boolean> {
    const { claimedBy: _by, claimedUntil: _until, ...rest } = job;
    const dead = { ...rest, pk: keys.deadJobs(this.queue), diedAt: now, lastError };
    try {
      await this.table.transact([
        { Delete: { TableName: this.table.name, Key: this.key(job), ...this.heldCondition(job) } },
        { Put: { TableName: this.table.name, Item: dead } },
      ]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async deadLetters(): Promise<JobRecord[]> {
    const dead = await this.table.queryAll<JobItem>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.deadJobs(this.queue) },
    });
    return dead.map(toRecord);
  }

  /** No job waits, is delayed or is in flight. */
  async isEmpty(): Promise<boolean> {
    const page = await this.table.query({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.jobs(this.queue) },
      ProjectionExpression: 'pk',
      ConsistentRead: true,
      Limit: 1,
    });
    return page.items.length === 0;
  }

  private key(job: { sk: string }) {
    return { pk: keys.jobs(this.queue), sk: job.sk };
  }

  private heldCondition(job: JobItem) {
    return {
      ConditionExpression: 'claimedBy = :me AND receiveCount = :rc',
      ExpressionAttributeValues: { ':me': job.claimedBy, ':rc': job.receiveCount },
    };
  }

  private async whileHeld(job: JobItem, change: { UpdateExpression: string; values: Record<string, unknown> }) {
    const held = this.heldCondition(job);
    try {
      await this.table.update(this.key(job), {
        UpdateExpression: change.UpdateExpression,
        ConditionExpression: held.ConditionExpression,
        ExpressionAttributeValues: { ...held.ExpressionAttributeValues, ...change.values },
      });
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
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
