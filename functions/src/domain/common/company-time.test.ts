import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, dayStart, hourOf } from './company-time.js';

describe('the company calendar (America/Sao_Paulo)', () => {
  it('puts an instant on the São Paulo day and hour, three hours behind UTC', () => {
    expect(dayOf('2024-05-10T02:30:00.000Z')).toBe('2024-05-09');
    expect(hourOf('2024-05-10T02:30:00.000Z')).toBe(23);
    expect(dayOf('2024-05-10T03:00:00.000Z')).toBe('2024-05-10');
    expect(hourOf('2024-05-10T03:00:00.000Z')).toBe(0);
  });

  it('begins a day at local midnight', () => {
    expect(dayStart('2024-05-10').toISOString()).toBe('2024-05-10T03:00:00.000Z');
    expect(dayStart('2024-01-01').toISOString()).toBe('2024-01-01T03:00:00.000Z');
  });

  it('follows the daylight saving time São Paulo still had in 2018', () => {
    expect(dayStart('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z');
    expect(dayOf('2018-12-01T02:30:00.000Z')).toBe('2018-12-01');
  });

  it('counts days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-05-10', '2024-05-10')).toBe(0);
  });
});
