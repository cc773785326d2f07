import type { HoursEntry } from '@domain/queues/schema';
import { isValidTime, maskTime } from './time-mask';

export type TimeField = 'startTime' | 'endTime';
export const TIME_FIELDS: readonly TimeField[] = ['startTime', 'endTime'];

/** The rows after typing into one time input: the typed text goes through the ##:## mask. */
export function typeTime(rows: HoursEntry[], weekdayEn: string, field: TimeField, typed: string): HoursEntry[] {
  return rows.map((row) => (row.weekdayEn === weekdayEn ? { ...row, [field]: maskTime(typed) } : row));
}

/** The inputs holding no complete time, as `<weekdayEn>.<field>`; saving waits until there are none. */
export function invalidTimes(rows: readonly HoursEntry[]): string[] {
  return rows.flatMap((row) =>
    TIME_FIELDS.filter((field) => !isValidTime(row[field])).map((field) => `${row.weekdayEn}.${field}`),
  );
}
