import { idleWait, type IdlePace } from '../idle-wait.js';
import { newId } from '../ids.js';
import { log } from '../log.js';
import { Completions } from './completions.js';
import type { BatchContext, BatchHandler } from './job-queue.js';
import { toRecord, type JobHead, type JobItem, type JobStore } from './job-store.js';

/**
 * `pollIntervalMs` and `idlePollMaxMs` pace the looks at the queue (IdlePace, docs/decisions/060): a send in this
 * process wakes the consumer at once, a job seen waiting for its delay or for another consumer's claim to lapse
 * wakes it when due, and a job another process sends into an idle queue waits at most `idlePollMaxMs`.
 */
export interface ConsumerOptions extends IdlePace {
  visibilityTimeoutMs: number;
  maxReceives: number;
  /** First retry delay of a failed job; it doubles with every receive, up to MAX_RETRY_DELAY_MS. */
  retryDelayMs: number;
}

/** SQS hands a Lambda at most 10 records of a FIFO queue at once. */
const MAX_BATCH = 10;
/**
 * Groups (chats) with a job in hand at once, over all batches. A group is freed as soon as its job is done (the
 * handler says so through `BatchContext.handled`), so one slow chat holds only its own place.
 */
const MAX_GROUPS_IN_FLIGHT = 32;
/** Under load polls are at least this far apart, so one poll claims what several sends brought. */
const MIN_POLL_GAP_MS = 20;
const MAX_RETRY_DELAY_MS = 60_000;

type Outcome = { failed: Set<string>; error?: string };

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
  /** Groups with a job in hand here: their claim is ours until the job settles, even if it lapsed. */
  private readonly busyGroups = new Set<string>();
  private readonly completions: Completions;
  private lastPoll = 0;
  /** Looks in a row that found nothing to take: the idle wait doubles with each, up to idlePollMaxMs. */
  private idleLooks = 0;
  /** When a job the last look saw, not ready then, becomes ready (its delay ends or a lapsed claim frees it). */
  private nextReadyAt = Infinity;
  private readonly loop: Promise<void>;

  constructor(
    private readonly store: JobStore,
    private readonly handler: BatchHandler,
    private readonly options: ConsumerOptions,
  ) {
    this.completions = new Completions(store);
    this.loop = this.run();
  }

  /** Look for work now instead of at the next poll (a job was sent or a group freed). */
  wake(): void {
    this.idleLooks = 0;
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /** Stops polling and waits for the batches in flight to settle. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        const room = MAX_GROUPS_IN_FLIGHT - this.busyGroups.size;
        // Full: a settling job frees a place and wakes the consumer.
        if (room <= 0) this.nextReadyAt = Infinity;
        if (room > 0) {
          await this.spacePolls();
          claimed = await this.poll(Math.min(MAX_BATCH, room));
        }
      } catch (error) {
        log('error', { where: 'jobs.poll', queue: this.store.queue, error: String(error) });
      }
      this.idleLooks = claimed === 0 ? this.idleLooks + 1 : 0;
      if (claimed === 0) await this.idle();
    }
  }

  /** Waits out the rest of the gap since the last poll. */
  private async spacePolls(): Promise<void> {
    const wait = this.lastPoll + MIN_POLL_GAP_MS - Date.now();
    if (wait > 0 && !this.stopped) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastPoll = Date.now();
  }

  /** Claims up to `limit` ready group heads and dispatches them; answers how many jobs it claimed. */
  private async poll(limit: number): Promise<number> {
    const now = Date.now();
    this.nextReadyAt = Infinity;
    const ready = await this.store.heads((head) => {
      const isReady = this.isReady(head, now);
      // A group busy here frees itself (and wakes this consumer) when its job settles.
      if (!isReady && !this.busyGroups.has(head.groupId)) {
        this.nextReadyAt = Math.min(this.nextReadyAt, readyAt(head, now));
      }
      return isReady;
    }, limit);
    const claimed = await this.store.claimAll(ready, this.id, now, this.options.visibilityTimeoutMs);
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

  /** Runs a batch; each job is settled (and its group freed) as soon as it is known handled, or at the end. */
  private dispatch(jobs: JobItem[]): void {
    for (const job of jobs) this.busyGroups.add(job.groupId);
    const pending = new Map(jobs.map((job) => [job.id, job]));
    const context: BatchContext = {
      handled: (ids) => {
        for (const id of ids) {
          const job = pending.get(id);
          if (!job) continue;
          pending.delete(id);
          this.track(this.finish(job, { failed: new Set() }));
        }
      },
    };
    this.track(this.handle(jobs, pending, context));
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private async handle(jobs: JobItem[], pending: Map<string, JobItem>, context: BatchContext): Promise<void> {
    // A handler may outlive the visibility timeout; renewing the claim keeps another process from taking the job.
    const heartbeat = setInterval(() => void this.extend([...pending.values()]), this.options.visibilityTimeoutMs / 3);
    try {
      const outcome = await this.runHandler(jobs, context);
      const rest = [...pending.values()];
      pending.clear();
      await Promise.all(rest.map((job) => this.finish(job, outcome)));
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async runHandler(jobs: JobItem[], context: BatchContext): Promise<Outcome> {
    try {
      const result = await this.handler(jobs.map(toRecord), context);
      return { failed: new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier)) };
    } catch (error) {
      log('warn', { where: 'jobs.handler', queue: this.store.queue, error: String(error) });
      return { failed: new Set(jobs.map((job) => job.id)), error: String(error) };
    }
  }

  /** Settles one job and frees its group for the next poll. */
  private async finish(job: JobItem, outcome: Outcome): Promise<void> {
    try {
      await this.settle(job, outcome);
    } catch (error) {
      // The claim lapses and the job comes back: at-least-once, like SQS.
      log('error', { where: 'jobs.settle', queue: this.store.queue, error: String(error) });
    } finally {
      this.busyGroups.delete(job.groupId);
      this.wake();
    }
  }

  private async settle(job: JobItem, outcome: Outcome): Promise<void> {
    let held: boolean;
    if (!outcome.failed.has(job.id)) held = await this.completions.complete(job);
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
      const timer = setTimeout(done, idleWait(this.options, this.idleLooks, this.nextReadyAt, Date.now()));
      this.wakeUp = done;
    });
  }
}

/** When a head that is not ready now will be: after its delay, and after the claim another consumer holds lapses. */
function readyAt(head: JobHead, now: number): number {
  const claimLapses = head.claimedUntil !== undefined && head.claimedUntil >= now ? head.claimedUntil + 1 : 0;
  return Math.max(head.visibleAt, claimLapses);
}
