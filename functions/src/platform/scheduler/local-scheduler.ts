import { systemClock, type Clock } from '../clock.js';
import { idleWait } from '../idle-wait.js';
import { newId } from '../ids.js';
import { keys } from '../keys.js';
import { log } from '../log.js';
import { isConditionFailure, type Table } from '../table.js';
import { assertTimer, runTimer, type Scheduler, type TimerEvent, type TimerTargets } from './scheduler.js';

export interface LocalSchedulerOptions {
  /** How often the started scheduler looks for due timers (EventBridge itself is precise to a minute). */
  pollIntervalMs?: number;
  /**
   * The longest wait between looks while no timer is near: each look that runs nothing doubles the wait from
   * `pollIntervalMs` up to this (issue 15). A look also reads the timers due within this, so it sleeps until the
   * first of them; a timer set in this process wakes the scheduler if it is due sooner; one set by another
   * process is found within this.
   */
  idlePollMaxMs?: number;
  /** How long a firing timer is held; a failed or abandoned one fires again after this. */
  retryAfterMs?: number;
  /** Runs of one timer before it is given up (EventBridge → SQS → Lambda retries likewise, then dead-letters). */
  maxAttempts?: number;
}

type TimerItem = {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  id: string;
  target: string;
  /** JSON text: DynamoDB would turn empty strings and sets in a payload into something else. */
  payload: string;
  time: string;
  fireAt: number;
  attempts: number;
  /** Changes with every write, so a process acts only on the version it read. */
  version: string;
};

const DEFAULTS: Required<LocalSchedulerOptions> = {
  pollIntervalMs: 1_000,
  idlePollMaxMs: 1_000,
  retryAfterMs: 30_000,
  maxAttempts: 3,
};

/**
 * The Scheduler for `npm start` (docs/decisions/011): each timer is an item, listed on gsi1 by fire time, so a
 * restart finds every pending timer and runs the overdue ones at once. Firing takes the timer with a
 * conditional write (several processes may share the table), runs the target, then deletes the timer; a failure
 * leaves it to fire again after `retryAfterMs`. Times come from `clock`, so tests move them by hand and call
 * `runDue()`.
 */
export class LocalScheduler implements Scheduler {
  private readonly options: Required<LocalSchedulerOptions>;
  /** The started loop's wake-up when it sleeps, with the time it means to look again. */
  private sleeping: { until: number; wake: () => void } | undefined;
  /** A timer was set while the started loop was looking (not sleeping): its look may have missed it. */
  private setMeanwhile = false;

  constructor(
    private readonly table: Table,
    private readonly clock: Clock = systemClock,
    options: LocalSchedulerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async at(time: Date, target: string, payload: unknown, id: string): Promise<void> {
    assertTimer(id, target);
    const item: TimerItem = {
      ...keys.timer(id),
      ...schedule(time.getTime(), id),
      id,
      target,
      payload: JSON.stringify(payload ?? null),
      time: time.toISOString(),
      attempts: 0,
      version: newId(),
    };
    await this.table.put(item);
    // The started loop sleeps past this timer's time: it looks again now and sees it.
    if (!this.sleeping) this.setMeanwhile = true;
    else if (time.getTime() < this.sleeping.until) this.sleeping.wake();
  }

  async cancel(id: string): Promise<void> {
    assertTimer(id, '-');
    await this.table.delete(keys.timer(id));
  }

  /** Fires every timer due by the clock, one after another; answers how many ran (successfully or not). */
  async runDue(targets: TimerTargets): Promise<number> {
    return (await this.look(targets, 0)).ran;
  }

  /**
   * Fires the timers due by the clock and answers when the next one within `horizonMs` falls due (Infinity when
   * none does): one query reads both.
   */
  private async look(targets: TimerTargets, horizonMs: number): Promise<{ ran: number; nextAt: number }> {
    const now = this.clock.now().getTime();
    const timers = await this.table.queryAll<TimerItem>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :until',
      ExpressionAttributeValues: { ':pk': keys.timersIndex, ':until': `${pad(now + horizonMs)}#~` },
    });
    let ran = 0;
    for (const timer of timers.filter((one) => one.fireAt <= now)) if (await this.fire(timer, targets, now)) ran += 1;
    const nextAt = timers.reduce((next, one) => (one.fireAt > now ? Math.min(next, one.fireAt) : next), Infinity);
    return { ran, nextAt };
  }

  /**
   * Looks for due timers until stopped: `npm start` calls this once its targets exist. While nothing runs, the
   * looks thin out from `pollIntervalMs` to `idlePollMaxMs`, each sleeping no later than the next timer it saw.
   */
  start(targets: TimerTargets): { stop(): Promise<void> } {
    let stopped = false;
    let idleLooks = 0;
    const longest = Math.max(this.options.pollIntervalMs, this.options.idlePollMaxMs);
    const loop = (async () => {
      while (!stopped) {
        const { ran, nextAt } = await this.look(targets, longest).catch((error: unknown) => {
          log('error', { where: 'timers.poll', error: String(error) });
          return { ran: 0, nextAt: Infinity };
        });
        idleLooks = ran > 0 || this.setMeanwhile ? 0 : idleLooks + 1;
        // A timer set while this look ran may be due before the wait ends: look again at once.
        const wait = this.setMeanwhile ? 0 : idleWait(this.options, idleLooks, nextAt, this.clock.now().getTime());
        this.setMeanwhile = false;
        if (stopped) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.sleeping = undefined;
            resolve();
          }, wait);
          const wake = () => {
            clearTimeout(timer);
            this.sleeping = undefined;
            idleLooks = 0;
            resolve();
          };
          this.sleeping = { until: this.clock.now().getTime() + wait, wake };
        });
      }
    })();
    return {
      stop: async () => {
        stopped = true;
        this.sleeping?.wake();
        await loop;
      },
    };
  }

  private async fire(timer: TimerItem, targets: TimerTargets, now: number): Promise<boolean> {
    const held = await this.take(timer, now);
    if (!held) return false;
    const event: TimerEvent = { id: held.id, target: held.target, payload: JSON.parse(held.payload), time: held.time };
    try {
      await runTimer(targets, event);
    } catch (error) {
      const last = held.attempts >= this.options.maxAttempts;
      log(last ? 'error' : 'warn', {
        where: 'timers.fire',
        timerId: held.id,
        attempt: held.attempts,
        error: String(error),
      });
      // Held until `retryAfterMs` from now, it fires again then, unless this was its last try.
      if (!last) return true;
    }
    await this.forget(held);
    return true;
  }

  /** Holds the timer for `retryAfterMs` if nobody changed it since it was read; the held version, or undefined. */
  private async take(timer: TimerItem, now: number): Promise<TimerItem | undefined> {
    const retry = schedule(now + this.options.retryAfterMs, timer.id);
    try {
      return await this.table.update<TimerItem>(keys.timer(timer.id), {
        UpdateExpression: 'SET gsi1sk = :sk, fireAt = :fireAt, version = :next ADD attempts :one',
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: {
          ':sk': retry.gsi1sk,
          ':fireAt': retry.fireAt,
          ':next': newId(),
          ':one': 1,
          ':read': timer.version,
        },
      });
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** Deletes the timer unless `at` replaced it while it ran. */
  private async forget(timer: TimerItem): Promise<void> {
    try {
      await this.table.delete(keys.timer(timer.id), {
        ConditionExpression: 'version = :held',
        ExpressionAttributeValues: { ':held': timer.version },
      });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

const pad = (ms: number) => String(ms).padStart(15, '0');

function schedule(fireAt: number, id: string) {
  return { gsi1pk: keys.timersIndex, gsi1sk: `${pad(fireAt)}#${id}`, fireAt };
}
