import { defaultWeeklyHours, type HoursEntry } from '@domain/queues/schema';
import { describe, expect, it } from 'vitest';
import { hoursRows, toSchedulesPayload } from './queue-hours-values';

const saturday = (startTime: string, endTime: string): HoursEntry => ({
  weekday: 'Sábado',
  weekdayEn: 'saturday',
  startTime,
  endTime,
});

describe('hoursRows', () => {
  it('shows the default hours of spec 2 §9 for a queue without stored hours', () => {
    const rows = hoursRows(undefined);
    expect(rows.map((row) => `${row.weekdayEn} ${row.startTime}-${row.endTime}`)).toEqual([
      'monday 08:00-18:00',
      'tuesday 08:00-18:00',
      'wednesday 08:00-18:00',
      'thursday 08:00-18:00',
      'friday 08:00-18:00',
      'saturday 08:00-12:00',
      'sunday 00:00-00:00',
    ]);
  });

  it('orders stored hours Monday first and fills a missing day with its default', () => {
    const rows = hoursRows([saturday('09:00', '13:00'), { ...saturday('10:00', '11:00'), weekdayEn: 'monday' }]);
    expect(rows[0]).toEqual({ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '10:00', endTime: '11:00' });
    expect(rows[1]).toMatchObject({ weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' });
    expect(rows[5]).toEqual(saturday('09:00', '13:00'));
  });
});

describe('toSchedulesPayload', () => {
  it('sends the seven days as typed when every time is complete', () => {
    const rows = defaultWeeklyHours().map((row) => (row.weekdayEn === 'saturday' ? saturday('09:00', '13:30') : row));
    expect(toSchedulesPayload(rows)).toEqual({ ok: true, payload: rows });
  });

  it("names the day and field of an incomplete or impossible time with the schema's message", () => {
    const rows = defaultWeeklyHours().map((row) => (row.weekdayEn === 'saturday' ? saturday('09:3', '25:00') : row));
    expect(toSchedulesPayload(rows)).toEqual({
      ok: false,
      errors: { 'saturday.startTime': 'Use HH:mm', 'saturday.endTime': 'Use HH:mm' },
    });
  });
});
