import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours } from '../queues/schema.js';
import { withinHours } from './business-hours.js';

const hours = defaultWeeklyHours();
const SP = 'America/Sao_Paulo';
// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (local: string) => new Date(`${local}-03:00`);

describe('business hours', () => {
  it('opens at the start and closes at the end, on the company wall clock', () => {
    // 2026-11-23 is a Monday: 08:00–18:00.
    expect(withinHours(hours, at('2026-11-23T07:59'), SP)).toBe(false);
    expect(withinHours(hours, at('2026-11-23T08:00'), SP)).toBe(true);
    expect(withinHours(hours, at('2026-11-23T17:59'), SP)).toBe(true);
    expect(withinHours(hours, at('2026-11-23T18:00'), SP)).toBe(false);
  });

  it('reads Saturday’s short day and keeps Sunday 00:00–00:00 closed', () => {
    expect(withinHours(hours, at('2026-11-28T11:30'), SP)).toBe(true);
    expect(withinHours(hours, at('2026-11-28T12:30'), SP)).toBe(false);
    expect(withinHours(hours, at('2026-11-29T10:00'), SP)).toBe(false);
  });

  it('takes the weekday in the company zone, not in UTC', () => {
    // Monday 22:00 in São Paulo is already Tuesday 01:00 UTC; in UTC that is Tuesday, before opening.
    const instant = at('2026-11-23T22:00');
    const lateHours = hours.map((day) => (day.weekdayEn === 'monday' ? { ...day, endTime: '23:00' } : day));
    expect(withinHours(lateHours, instant, SP)).toBe(true);
    expect(withinHours(lateHours, instant, 'UTC')).toBe(false);
  });

  it('treats a day missing from the list, or one whose end is not after its start, as closed', () => {
    const noMonday = hours.filter((day) => day.weekdayEn !== 'monday');
    expect(withinHours(noMonday, at('2026-11-23T10:00'), SP)).toBe(false);
    const backwards = hours.map((day) =>
      day.weekdayEn === 'monday' ? { ...day, startTime: '18:00', endTime: '08:00' } : day,
    );
    expect(withinHours(backwards, at('2026-11-23T10:00'), SP)).toBe(false);
  });
});
