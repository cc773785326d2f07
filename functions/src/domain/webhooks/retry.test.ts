import { describe, expect, it } from 'vitest';
import { MAX_RETRY_SECONDS, retryDelaySeconds } from './retry.js';

describe('the webhook retry schedule (docs/decisions/056)', () => {
  const noJitter = () => 0;

  it('doubles from 30 s and stops growing at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelaySeconds(n, undefined, noJitter))).toEqual([
      30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('stretches by up to 10 % at random, never past the cap', () => {
    expect(retryDelaySeconds(1, undefined, () => 0.99)).toBe(33);
    expect(retryDelaySeconds(7, undefined, () => 0.99)).toBe(MAX_RETRY_SECONDS);
  });

  it('waits as long as a Retry-After asks when that is longer, up to the cap', () => {
    expect(retryDelaySeconds(1, 120, noJitter)).toBe(120);
    expect(retryDelaySeconds(3, 10, noJitter)).toBe(120);
    expect(retryDelaySeconds(1, 86_400, noJitter)).toBe(MAX_RETRY_SECONDS);
  });
});
