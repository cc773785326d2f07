import { describe, expect, it } from 'vitest';
import { averageMinutes, averageRating, hourBuckets, sumDays } from './summary.js';

describe('summing day items', () => {
  it('adds the company counters and groups the per-user ones by user', () => {
    const totals = sumDays([
      {
        finished: 2,
        supportSeconds: 600,
        accepted: 3,
        waitSeconds: 180,
        leads: 1,
        u_A1_finished: 2,
        u_A1_supportSeconds: 600,
      },
      {
        finished: 1,
        supportSeconds: 300,
        leads: 4,
        u_B2_finished: 1,
        u_B2_supportSeconds: 300,
        u_A1_ratingSum: 5,
        u_A1_ratingCount: 2,
      },
      { created: 7, h10: 7 },
    ]);
    expect(totals).toMatchObject({ finished: 3, supportSeconds: 900, accepted: 3, waitSeconds: 180, leads: 5 });
    expect(totals.users.get('A1')).toEqual({ finished: 2, supportSeconds: 600, ratingSum: 5, ratingCount: 2 });
    expect(totals.users.get('B2')).toEqual({ finished: 1, supportSeconds: 300, ratingSum: 0, ratingCount: 0 });
  });

  it('averages minutes and ratings, with nothing to average giving 0 and null', () => {
    expect(averageMinutes(900, 3)).toBe(5);
    expect(averageMinutes(100, 0)).toBe(0);
    expect(averageRating({ finished: 1, supportSeconds: 0, ratingSum: 5, ratingCount: 2 })).toBe(2.5);
    expect(averageRating({ finished: 1, supportSeconds: 0, ratingSum: 0, ratingCount: 0 })).toBeNull();
  });
});

describe('the hour chart', () => {
  it('runs from 01:00 to 00:00, hour 0 last', () => {
    const buckets = hourBuckets({ h00: 4, h01: 1, h23: 2 });
    expect(buckets).toHaveLength(24);
    expect(buckets[0]).toEqual({ hour: '01:00', count: 1 });
    expect(buckets[22]).toEqual({ hour: '23:00', count: 2 });
    expect(buckets[23]).toEqual({ hour: '00:00', count: 4 });
    expect(hourBuckets(undefined).every((bucket) => bucket.count === 0)).toBe(true);
  });
});
