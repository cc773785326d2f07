import { defaultWeeklyHours } from '@domain/queues/schema';
import { describe, expect, it } from 'vitest';
import { invalidTimes, typeTime } from './hours-form';

describe('company hours form', () => {
  it('masks what is typed into one day and leaves the other days alone', () => {
    const rows = typeTime(defaultWeeklyHours(), 'monday', 'startTime', '0930');
    expect(rows.find((row) => row.weekdayEn === 'monday')).toMatchObject({ startTime: '09:30', endTime: '18:00' });
    expect(rows.find((row) => row.weekdayEn === 'tuesday')).toMatchObject({ startTime: '08:00', endTime: '18:00' });
  });

  it('finds no invalid input in the default hours', () => {
    expect(invalidTimes(defaultWeeklyHours())).toEqual([]);
  });

  it('names each incomplete or impossible time', () => {
    let rows = typeTime(defaultWeeklyHours(), 'monday', 'endTime', '18');
    rows = typeTime(rows, 'friday', 'startTime', '2500');
    expect(invalidTimes(rows)).toEqual(['monday.endTime', 'friday.startTime']);
  });
});
