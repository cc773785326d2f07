import { describe, expect, it } from 'vitest';
import { listTime } from './ticket-time';

/** Local-time dates, so the test holds in any time zone. */
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('the time on a list item', () => {
  const now = new Date(2026, 2, 15, 18, 30);

  it('shows HH:mm for a ticket updated today', () => {
    expect(listTime(local(2026, 3, 15, 9, 5), now)).toBe('09:05');
  });

  it('shows DD/MM/YYYY for an older ticket', () => {
    expect(listTime(local(2026, 3, 14, 23, 59), now)).toBe('14/03/2026');
    expect(listTime(local(2025, 3, 15, 9, 5), now)).toBe('15/03/2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(listTime('not a date', now)).toBe('');
  });
});
