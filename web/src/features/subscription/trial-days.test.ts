import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-days';

describe('trialDaysLeft (spec 2 §9)', () => {
  it('rounds a part of a day up', () => {
    expect(trialDaysLeft('2026-12-01', new Date(2026, 10, 24, 12, 0))).toBe(7);
    expect(trialDaysLeft('2026-12-01', new Date(2026, 10, 24, 0, 0))).toBe(7);
    expect(trialDaysLeft('2026-12-01', new Date(2026, 10, 30, 23, 59))).toBe(1);
  });

  it('counts the days since an expiration already past, as an absolute difference', () => {
    expect(trialDaysLeft('2026-11-20', new Date(2026, 10, 24, 12, 0))).toBe(5);
  });

  it('has no answer for a date it cannot read', () => {
    expect(trialDaysLeft('', new Date())).toBeUndefined();
  });
});
