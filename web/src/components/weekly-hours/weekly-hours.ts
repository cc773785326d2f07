import type { HoursEntry } from '@domain/queues/schema';
import type { FieldErrors } from '../../lib/form';
import { isValidTime, maskTime } from '../../lib/time-mask';

export type TimeField = 'startTime' | 'endTime';
export const TIME_FIELDS: readonly TimeField[] = ['startTime', 'endTime'];

/** The name of one time input, and the key of its error: `${weekdayEn}.startTime` or `${weekdayEn}.endTime`. */
export const hoursField = (weekdayEn: string, field: TimeField) => `${weekdayEn}.${field}`;

/** The rows after typing into one time input: the typed text goes through the ##:## mask. */
export function typeTime(
  rows: readonly HoursEntry[],
  weekdayEn: string,
  field: TimeField,
  typed: string,
): HoursEntry[] {
  return rows.map((row) => (row.weekdayEn === weekdayEn ? { ...row, [field]: maskTime(typed) } : row));
}

/** The inputs holding no complete time, as `<weekdayEn>.<field>`; saving waits until there are none. */
export function invalidTimes(rows: readonly HoursEntry[]): string[] {
  return rows.flatMap((row) =>
    TIME_FIELDS.filter((field) => !isValidTime(row[field])).map((field) => hoursField(row.weekdayEn, field)),
  );
}

/**
 * The message for each input holding no complete time, keyed as `<weekdayEn>.<field>`; `shows` picks, from what
 * an input holds, whether its message shows yet.
 */
export function timeErrors(
  rows: readonly HoursEntry[],
  message: string,
  shows: (value: string) => boolean = () => true,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const row of rows) {
    for (const field of TIME_FIELDS) {
      if (!isValidTime(row[field]) && shows(row[field])) errors[hoursField(row.weekdayEn, field)] = message;
    }
  }
  return errors;
}
