import { newId } from '../ids.js';
import { log } from '../log.js';
import type { BatchHandler } from './job-queue.js';
import { toRecord, type JobHead, type JobItem, type JobStore } from './job-store.js';

export interface ConsumerOptions {
  visibilityTimeoutMs: number;
  maxReceives: number;
  pollIntervalMs: number;
  /** First retry delay of a failed job; it doubles with every receive, up to MAX_RETRY_DELAY_MS. */
  retryDelayMs: number;
}

/** SQS hands a Lambda at most 10 records of a FIFO queue at once. */
const MAX_BATCH = 10;
/** Batches (of distinct groups) handled at once, so one slow group does not hold up the others. */
const MAX_BATCHES_IN_FLIGHT = 4;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * One consumer of one queue: polls the queue's partition, claims the head job of each free group and hands the
 * claimed jobs to the handler in SQS-shaped batches. Real time (Date.now), not the app clock: tests move that
 * clock by hand, and claims must expire for real when a process dies.
 */
export class JobConsumer {
  private readonly id = `consumer-${newId()}`;
  private stopped = false;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** Groups with a job in a batch here: their claim is ours until the batch settles, even if it lapsed. */
  private readonly busyGroups = new Set<string>();
  private readonly loop: Promise<void>;

  constructor(
    private readonly store: JobStore,
    private readonly handler: BatchHandler,
    private readonly options: ConsumerOptions,
  ) {
    this.loop = this.run();
  }

  /** Look for work now instead of at the next poll (a job was sent or a group freed). */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /** Stops polling and waits for the batches in flight to settle. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    await Promise.all(this.inFlight);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        if (this.inFlight.size < MAX_BATCHES_IN_FLIGHT) claimed = await this.poll();
      } catch (error) {
        log('error', { where: 'jobs.poll', queue: this.store.queue, error: String(error) });
      }
      if (claimed === 0) await this.idle();
    }
  }

  /** Claims what is ready and dispatches it; answers how many jobs it claimed. */
  private async poll(): Promise<number> {
    const now = Date.now();
    const ready = (await this.store.heads()).filter((head) => this.isReady(head, now)).slice(0, MAX_BATCH);
    const claims = await Promise.all(
      ready.map((head) => this.store.claim(head, this.id, now, this.options.visibilityTimeoutMs)),
    );
    const claimed = claims.filter((job): job is JobItem => job !== undefined);
    // A job whose last holder died while it was on its final receive: it goes to the dead letters unhandled.
    const exhausted = claimed.filter((job) => job.receiveCount > this.options.maxReceives);
    await Promise.all(exhausted.map((job) => this.bury(job, 'receive limit reached without an answer')));
    const live = claimed.filter((job) => job.receiveCount <= this.options.maxReceives);
    if (live.length > 0) this.dispatch(live);
    return claimed.length;
  }

  private isReady(head: JobHead, now: number): boolean {
    const unclaimed = head.claimedUntil === undefined || head.claimedUntil < now;
    return unclaimed && head.visibleAt <= now && !this.busyGroups.has(head.groupId);
  }

  private dispatch(jobs: JobItem[]): void {
    for (const job of jobs) this.busyGroups.add(job.groupId);
    const batch = this.handle(jobs).finally(() => {
      for (const job of jobs) this.busyGroups.delete(job.groupId);
      this.inFlight.delete(batch);
      this.wake();
    });
    this.inFlight.add(batch);
  }

  private async handle(jobs: JobItem[]): Promise<void> {
    // A handler may outlive the visibility timeout; renewing the claim keeps another process from taking the job.
    const heartbeat = setInterval(() => void this.extend(jobs), this.options.visibilityTimeoutMs / 3);
    try {
      const outcome = await this.runHandler(jobs);
      await Promise.all(jobs.map((job) => this.settle(job, outcome)));
    } catch (error) {
      // The claims lapse and the jobs come back: at-least-once, like SQS.
      log('error', { where: 'jobs.settle', queue: this.store.queue, error: String(error) });
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async runHandler(jobs: JobItem[]): Promise<{ failed: Set<string>; error?: string }> {
    try {
      const result = await this.handler(jobs.map(toRecord));
      return { failed: new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier)) };
    } catch (error) {
      log('warn', { where: 'jobs.handler', queue: this.store.queue, error: String(error) });
      return { failed: new Set(jobs.map((job) => job.id)), error: String(error) };
    }
  }

  private async settle(job: JobItem, outcome: { failed: Set<string>; error?: string }): Promise<void> {
    let held: boolean;
    if (!outcome.failed.has(job.id)) held = await this.store.complete(job);
    else if (job.receiveCount >= this.options.maxReceives) held = await this.bury(job, outcome.error);
    else held = await this.store.release(job, Date.now() + this.retryDelay(job.receiveCount));
    if (!held) log('warn', { where: 'jobs.settle', queue: this.store.queue, messageId: job.id, lost: 'claim lapsed' });
  }

  private retryDelay(receiveCount: number): number {
    return Math.min(this.options.retryDelayMs * 2 ** (receiveCount - 1), MAX_RETRY_DELAY_MS);
  }

  private async bury(job: JobItem, reason: string | undefined): Promise<boolean> {
    if (!(await this.store.bury(job, Date.now(), reason))) return false;
    log('error', {
      where: 'jobs.deadLetter',
      queue: this.store.queue,
      messageId: job.id,
      groupId: job.groupId,
      receiveCount: job.receiveCount,
      reason,
    });
    await this.handler.onDeadLetter?.(toRecord(job)).catch((error: unknown) => {
      log('error', { where: 'jobs.deadLetter', queue: this.store.queue, messageId: job.id, error: String(error) });
    });
    return true;
  }

  private async extend(jobs: JobItem[]): Promise<void> {
    const until = Date.now() + this.options.visibilityTimeoutMs;
    try {
      await Promise.all(jobs.map((job) => this.store.extend(job, until)));
    } catch (error) {
      log('warn', { where: 'jobs.heartbeat', queue: this.store.queue, error: String(error) });
    }
  }

  private idle(): Promise<void> {
    if (this.woken || this.stopped) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs);
      this.wakeUp = done;
    });
  }
}
