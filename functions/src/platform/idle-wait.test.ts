import { describe, expect, it } from 'vitest';
import { idleWait } from './idle-wait.js';

const pace = { pollIntervalMs: 250, idlePollMaxMs: 1_000 };

describe('idleWait', () => {
  it('waits the interval after work, then doubles with each empty look up to the longest wait', () => {
    expect([0, 1, 2, 3, 4, 10].map((looks) => idleWait(pace, looks, Infinity, 0))).toEqual([
      250, 250, 500, 1_000, 1_000, 1_000,
    ]);
  });

  it('never sleeps past something seen falling due, and not at all once it is due', () => {
    expect(idleWait(pace, 4, 5_300, 5_000)).toBe(300);
    expect(idleWait(pace, 4, 4_900, 5_000)).toBe(0);
  });

  it('keeps the interval when the longest wait is set below it', () => {
    expect(idleWait({ pollIntervalMs: 1_000, idlePollMaxMs: 200 }, 3, Infinity, 0)).toBe(1_000);
  });
});
