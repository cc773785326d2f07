import { defaultWeeklyHours } from '@domain/queues/schema';
import { describe, expect, it } from 'vitest';
import { hoursField, invalidTimes, timeErrors, typeTime } from './weekly-hours';

describe('typeTime', () => {
  it('masks what is typed into one day and leaves the other days alone', () => {
    const rows = typeTime(defaultWeeklyHours(), 'monday', 'startTime', '0930');
    expect(rows.find((row) => row.weekdayEn === 'monday')).toMatchObject({ startTime: '09:30', endTime: '18:00' });
    expect(rows.find((row) => row.weekdayEn === 'tuesday')).toMatchObject({ startTime: '08:00', endTime: '18:00' });
  });

  it('keeps the typed day in its place', () => {
    const rows = typeTime(defaultWeeklyHours(), 'saturday', 'endTime', '13a0');
    expect(rows.map((row) => row.weekdayEn)).toEqual(defaultWeeklyHours().map((row) => row.weekdayEn));
    expect(rows[5]).toMatchObject({ weekdayEn: 'saturday', endTime: '13:0' });
  });
});

describe('hoursField', () => {
  it('names the input by day and field', () => {
    expect(hoursField('friday', 'endTime')).toBe('friday.endTime');
  });
});

describe('invalidTimes', () => {
  it('finds no invalid input in the default hours', () => {
    expect(invalidTimes(defaultWeeklyHours())).toEqual([]);
  });

  it('names each incomplete or impossible time', () => {
    let rows = typeTime(defaultWeeklyHours(), 'monday', 'endTime', '18');
    rows = typeTime(rows, 'friday', 'startTime', '2500');
    expect(invalidTimes(rows)).toEqual(['monday.endTime', 'friday.startTime']);
  });
});

describe('timeErrors', () => {
  it('gives the message to each incomplete or impossible time', () => {
    let rows = typeTime(defaultWeeklyHours(), 'monday', 'endTime', '18');
    rows = typeTime(rows, 'friday', 'startTime', '2500');
    expect(timeErrors(rows, 'Wrong')).toEqual({ 'monday.endTime': 'Wrong', 'friday.startTime': 'Wrong' });
    expect(timeErrors(defaultWeeklyHours(), 'Wrong')).toEqual({});
  });

  it('leaves out the times it is told not to show yet', () => {
    let rows = typeTime(defaultWeeklyHours(), 'monday', 'endTime', '18');
    rows = typeTime(rows, 'friday', 'startTime', '2500');
    expect(timeErrors(rows, 'Wrong', (value) => value.length === 5)).toEqual({ 'friday.startTime': 'Wrong' });
  });
});
