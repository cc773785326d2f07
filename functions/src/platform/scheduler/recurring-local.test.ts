import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyCron, nextDailyRun } from '../../timers/recurring.js';
import { startRecurringTimers } from './recurring-local.js';
import type { TimerEvent } from './scheduler.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('recurring timers', () => {
  it('fire next at their UTC hour, today when it is still ahead, else tomorrow', () => {
    expect(nextDailyRun(new Date('2026-11-24T08:59:59Z'), 9).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(nextDailyRun(new Date('2026-11-24T09:00:00Z'), 9).toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(nextDailyRun(new Date('2026-12-31T23:00:00Z'), 9).toISOString()).toBe('2027-01-01T09:00:00.000Z');
    expect(dailyCron({ id: 'x', target: 'y', hourUtc: 9 })).toBe('cron(0 9 * * ? *)');
  });

  it('run once at start, then every day at the hour, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const clock = { now: () => new Date() };
    const runs: TimerEvent[] = [];
    const handle = startRecurringTimers({ daily: async (_payload, timer) => void runs.push(timer) }, clock, [
      { id: 'daily-x', target: 'daily', hourUtc: 9 },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20 * 3600_000); // 2026-11-25T08:00Z: not yet
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(runs.map((run) => run.time)).toEqual([expect.any(String), '2026-11-25T09:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(runs).toHaveLength(3);
    await handle.stop();
    await vi.advanceTimersByTimeAsync(48 * 3600_000);
    expect(runs).toHaveLength(3);
  });

  it('keep going after a run that throws', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    let calls = 0;
    const handle = startRecurringTimers(
      {
        daily: async () => {
          calls += 1;
          throw new Error('boom');
        },
      },
      { now: () => new Date() },
      [{ id: 'daily-x', target: 'daily', hourUtc: 9 }],
    );
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(calls).toBe(2);
    await handle.stop();
  });
});
