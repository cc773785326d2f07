import { describe, expect, it } from 'vitest';
import {
  defaultDashboardFilter,
  filledStars,
  formatMinutes,
  HOUR_LABELS,
  hourBuckets,
  toDashboardQuery,
} from './dashboard-filter';

describe('dashboard filter', () => {
  it('starts as a date range from the first day of the month to today', () => {
    expect(defaultDashboardFilter(new Date(2026, 2, 17, 15, 30))).toEqual({
      type: 'dates',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-17',
      days: 0,
    });
  });

  it('asks for the chosen period in days', () => {
    const filter = { ...defaultDashboardFilter(new Date(2026, 0, 5)), type: 'period' as const, days: 15 as const };
    expect(toDashboardQuery(filter)).toEqual({ days: 15 });
  });

  it('asks for the dates of a range, even when only one end is set', () => {
    const range = defaultDashboardFilter(new Date(2026, 0, 5));
    expect(toDashboardQuery(range)).toEqual({ date_from: '2026-01-01', date_to: '2026-01-05' });
    expect(toDashboardQuery({ ...range, dateTo: '' })).toEqual({ date_from: '2026-01-01' });
  });

  it('sets no parameter for period "none" or an empty range', () => {
    const range = defaultDashboardFilter(new Date(2026, 0, 5));
    expect(toDashboardQuery({ ...range, type: 'period', days: 0 })).toBeNull();
    expect(toDashboardQuery({ ...range, dateFrom: '', dateTo: '' })).toBeNull();
  });
});

describe('dashboard formatting', () => {
  it('shows minutes as hours and two-digit minutes', () => {
    expect(formatMinutes(65)).toBe('1h 05m');
    expect(formatMinutes(0)).toBe('0h 00m');
    expect(formatMinutes(59.6)).toBe('1h 00m');
    expect(formatMinutes(1500)).toBe('25h 00m');
    expect(formatMinutes(Number.NaN)).toBe('0h 00m');
    expect(formatMinutes(-3)).toBe('0h 00m');
  });

  it('lays the hour counts on 24 buckets from 01:00 to 00:00', () => {
    expect(HOUR_LABELS).toHaveLength(24);
    expect(HOUR_LABELS[0]).toBe('01:00');
    expect(HOUR_LABELS[22]).toBe('23:00');
    expect(HOUR_LABELS[23]).toBe('00:00');
    const buckets = hourBuckets([
      { hour: '00:00', count: 2 },
      { hour: '9', count: 1 },
      { hour: '09:00', count: 3 },
      { hour: 'noon', count: 7 },
      { hour: '25:00', count: 7 },
    ]);
    expect(buckets).toHaveLength(24);
    expect(buckets[23]).toEqual({ hour: '00:00', count: 2 });
    expect(buckets[8]).toEqual({ hour: '09:00', count: 4 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(6);
    expect(hourBuckets(undefined).every((bucket) => bucket.count === 0)).toBe(true);
  });

  it('shows a rating as 1 to 3 filled stars, none without ratings', () => {
    expect(filledStars(2.6)).toBe(3);
    expect(filledStars(1.2)).toBe(1);
    expect(filledStars(7)).toBe(3);
    expect(filledStars(null)).toBe(0);
  });
});
