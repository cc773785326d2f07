import { describe, expect, it } from 'vitest';
import { SendPacer } from './send-pacer.js';

/** A pacer on a hand-moved clock whose sleeps are recorded and advance that clock. */
function pacerOnFakeTime(
  options: { burst?: number; perSecond?: number; jitterMs?: number; random?: () => number } = {},
) {
  let now = 1_000_000;
  const sleeps: number[] = [];
  const pacer = new SendPacer({
    ...options,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  });
  return { pacer, sleeps, advance: (ms: number) => (now += ms) };
}

describe('SendPacer', () => {
  it('lets a burst through without waiting', async () => {
    const { pacer, sleeps } = pacerOnFakeTime({ burst: 5, random: () => 0 });
    for (let i = 0; i < 5; i++) expect(await pacer.take('w1')).toBe(0);
    expect(sleeps).toEqual([]);
  });

  it('paces sends after the burst at the refill rate plus jitter', async () => {
    const { pacer, sleeps } = pacerOnFakeTime({ burst: 2, perSecond: 1, jitterMs: 400, random: () => 0.5 });
    await pacer.take('w1');
    await pacer.take('w1');
    await pacer.take('w1');
    await pacer.take('w1');

    // Each paced send waits for its token plus half of the 400 ms jitter; the jitter of the first wait
    // refilled 0.2 of a token, so the second wait is that much shorter.
    expect(sleeps).toEqual([1200, 1000]);
  });

  it('refills tokens with time, up to the burst', async () => {
    const { pacer, sleeps, advance } = pacerOnFakeTime({ burst: 3, perSecond: 1, random: () => 0 });
    for (let i = 0; i < 3; i++) await pacer.take('w1');
    advance(60_000);
    for (let i = 0; i < 3; i++) await pacer.take('w1');
    expect(sleeps).toEqual([]);
    await pacer.take('w1');
    expect(sleeps).toEqual([1000]);
  });

  it('keeps one bucket per connection', async () => {
    const { pacer, sleeps } = pacerOnFakeTime({ burst: 1, random: () => 0 });
    await pacer.take('w1');
    await pacer.take('w2');
    expect(sleeps).toEqual([]);
    await pacer.take('w1');
    expect(sleeps).toEqual([1000]);
  });

  it('queues concurrent callers one token apart', async () => {
    const sleeps: number[] = [];
    const pacer = new SendPacer({
      burst: 1,
      perSecond: 2,
      jitterMs: 0,
      now: () => 0,
      sleep: async (ms) => void sleeps.push(ms),
    });
    await Promise.all([pacer.take('w1'), pacer.take('w1'), pacer.take('w1')]);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('starts a forgotten connection with a full burst again', async () => {
    const { pacer, sleeps } = pacerOnFakeTime({ burst: 1, random: () => 0 });
    await pacer.take('w1');
    pacer.forget('w1');
    await pacer.take('w1');
    expect(sleeps).toEqual([]);
  });
});
