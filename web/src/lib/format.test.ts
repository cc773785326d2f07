import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime, maskDay, textToDay } from './format';

/** Local time, so the day holds in any time zone the tests run in. */
const moment = new Date(2026, 10, 24, 9, 5);

describe('dates in the app’s language', () => {
  it('writes a day as DD/MM/YYYY in Portuguese and Spanish and MM/DD/YYYY in English', () => {
    expect(formatDay(moment, 'pt')).toBe('24/11/2026');
    expect(formatDay(moment, 'es')).toBe('24/11/2026');
    expect(formatDay(moment, 'en')).toBe('11/24/2026');
    expect(formatDay(moment.toISOString(), 'en')).toBe('11/24/2026');
  });

  it('follows the app’s language when none is given (Portuguese, the fallback)', () => {
    expect(formatDay(moment)).toBe('24/11/2026');
  });

  it('writes a calendar date without moving it across time zones', () => {
    expect(formatDate('2025-03-14', 'pt')).toBe('14/03/2025');
    expect(formatDate('2025-03-14T00:00:00.000Z', 'en')).toBe('03/14/2025');
    expect(formatDate('soon')).toBe('soon');
  });

  it('adds HH:mm to a timestamp, and leaves an unreadable one as it came', () => {
    expect(formatDateTime(moment.toISOString(), 'pt')).toBe('24/11/2026 09:05');
    expect(formatTime(moment)).toBe('09:05');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDay('soon')).toBe('');
  });

  it('reads a typed day in the language’s order', () => {
    expect(textToDay('15/01/2026', 'pt')).toBe('2026-01-15');
    expect(textToDay('01/15/2026', 'en')).toBe('2026-01-15');
    expect(textToDay('15/01/2026', 'en')).toBeUndefined();
    expect(textToDay('31/02/2026', 'pt')).toBeUndefined();
    expect(textToDay('15/01/20', 'pt')).toBeUndefined();
  });

  it('masks what is typed as ##/##/####', () => {
    expect(maskDay('1501')).toBe('15/01');
    expect(maskDay('15/01/2026x9')).toBe('15/01/2026');
    expect(maskDay('1')).toBe('1');
    expect(maskDay('')).toBe('');
  });
});
