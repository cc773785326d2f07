import type { RecurringTimer } from '../../timers/recurring.js';
import { nextDailyRun } from '../../timers/recurring.js';
import type { Clock } from '../clock.js';
import { log } from '../log.js';
import { runTimer, type TimerTargets } from './scheduler.js';

/**
 * `npm start`'s stand-in for the cloud's recurring schedules: each timer runs once at start (a day the machine
 * was off is caught up) and then every day at its hour, while the process runs. A failed run is logged; the next
 * day's run, or a restart, tries again.
 */
export function startRecurringTimers(
  targets: TimerTargets,
  clock: Clock,
  timers: readonly RecurringTimer[],
): { stop(): Promise<void> } {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const run = (timer: RecurringTimer, time: Date) => {
    const done = runTimer(targets, { id: timer.id, target: timer.target, payload: null, time: time.toISOString() })
      .catch((error: unknown) => log('error', { where: 'timers.recurring', timerId: timer.id, error: String(error) }))
      .finally(() => running.delete(done));
    running.add(done);
  };
  const arm = (timer: RecurringTimer) => {
    if (stopped) return;
    const at = nextDailyRun(clock.now(), timer.hourUtc);
    const handle = setTimeout(() => {
      pending.delete(handle);
      run(timer, at);
      arm(timer);
    }, at.getTime() - clock.now().getTime());
    pending.add(handle);
  };

  for (const timer of timers) {
    run(timer, clock.now());
    arm(timer);
  }
  return {
    stop: async () => {
      stopped = true;
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
      await Promise.all(running);
    },
  };
}
