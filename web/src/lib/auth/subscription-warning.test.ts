import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { subscriptionWarningDays } from './subscription-warning';

const today = new Date(2025, 2, 10, 15, 30);

describe('subscription warning', () => {
  it('warns with the days left when fewer than 5 remain', () => {
    expect(subscriptionWarningDays('2025-03-14', today)).toBe(4);
    expect(subscriptionWarningDays('2025-03-10', today)).toBe(0);
  });

  it('does not warn with 5 or more days left, past due dates or no date', () => {
    expect(subscriptionWarningDays('2025-03-15', today)).toBeUndefined();
    expect(subscriptionWarningDays('2025-03-09', today)).toBeUndefined();
    expect(subscriptionWarningDays(undefined, today)).toBeUndefined();
  });

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2025-03-14')).toBe('14/03/2025');
  });
});
