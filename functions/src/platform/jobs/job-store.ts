import { transactGuarded } from '../guarded-transact.js';
import { newId } from '../ids.js';
import { keys } from '../keys.js';
import { isConditionFailure, type Table } from '../table.js';
import type { JobRecord, SendOptions, TableQueueName } from './job-queue.js';
import { claimOf, isTransactionCancelled, toRecord, type JobHead, type JobItem } from './job-item.js';

export { toRecord, type JobHead, type JobItem } from './job-item.js';

/** How many of the oldest jobs a poll looks at, at most. */
const HEAD_WINDOW = 1000;
/** The pages a poll reads the window in, until it has found the heads it wants. */
const HEAD_PAGES = [25, 100, 875];

/** SQS FIFO forgets a deduplication id after five minutes. */
const DEDUPE_WINDOW_MS = 5 * 60_000;

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
   * The oldest job of every group among the queue's oldest `headWindow` jobs that `wanted` accepts, oldest group
   * head first, at most `limit` of them. A group's head is older than the rest of the group, so a group seen in
   * the window is seen at its head; groups further back wait their turn. The window is read in growing pages
   * (HEAD_PAGES) and the read stops once `limit` heads are found: a poll with work at the front reads a few
   * dozen jobs, a backlog behind busy groups at most the window.
   */
  async heads(wanted: (head: JobHead) => boolean = () => true, limit = Infinity): Promise<JobHead[]> {
    const heads = new Map<string, JobHead>();
    const seen = new Set<string>();
    let cursor: string | undefined;
    let read = 0;
    for (const size of HEAD_PAGES) {
      const page = Math.min(size, this.headWindow - read);
      if (page <= 0) break;
      const { items, cursor: next } = await this.table.query<JobItem>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.jobs(this.queue) },
        ConsistentRead: true,
        Limit: page,
        cursor,
      });
      read += items.length;
      for (const job of items) {
        if (seen.has(job.groupId)) continue;
        seen.add(job.groupId);
        if (wanted(job)) heads.set(job.groupId, job);
      }
      cursor = next;
      if (!cursor || heads.size >= limit) break;
    }
    return [...heads.values()].slice(0, limit);
  }

  /**
   * Claims several heads with one transaction (the usual case: nobody else wants them); when it is cancelled
   * (a head taken meanwhile, a conflict) each is claimed on its own. Answers the jobs claimed.
   */
  async claimAll(heads: JobHead[], consumerId: string, now: number, visibilityMs: number): Promise<JobItem[]> {
    const full = heads.filter((head): head is JobItem => 'body' in head);
    if (heads.length > 1 && full.length === heads.length) {
      try {
        await this.table.transact(
          full.map((head) => ({
            Update: {
              TableName: this.table.name,
              Key: this.key(head),
              ...claimOf(head, consumerId, now, visibilityMs),
            },
          })),
        );
        return full.map((head) => ({
          ...head,
          claimedBy: consumerId,
          claimedUntil: now + visibilityMs,
          receiveCount: head.receiveCount + 1,
        }));
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
      }
    }
    const claims = await Promise.all(heads.map((head) => this.claim(head, consumerId, now, visibilityMs)));
    return claims.filter((job): job is JobItem => job !== undefined);
  }

  /** Takes the job for `visibilityMs` when it is still visible and unclaimed; the claimed job, or undefined. */
  async claim(head: JobHead, consumerId: string, now: number, visibilityMs: number): Promise<JobItem | undefined> {
    try {
      return await this.table.update<JobItem>(this.key(head), claimOf(head, consumerId, now, visibilityMs));
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

  /**
   * Deletes several handled jobs with one transaction; when it is cancelled (a claim lapsed and was taken over)
   * each is deleted on its own. Answers, per job, whether it was still held.
   */
  async completeAll(jobs: JobItem[]): Promise<boolean[]> {
    if (jobs.length > 1) {
      try {
        await this.table.transact(
          jobs.map((job) => ({
            Delete: { TableName: this.table.name, Key: this.key(job), ...this.heldCondition(job) },
          })),
        );
        return jobs.map(() => true);
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
      }
    }
    return Promise.all(jobs.map((job) => this.complete(job)));
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
