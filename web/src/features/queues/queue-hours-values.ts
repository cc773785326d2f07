import { WeeklyHours, defaultWeeklyHours, type HoursEntry } from '@domain/queues/schema';
import { hoursField } from '../../components/weekly-hours/weekly-hours';
import type { FieldErrors } from '../../lib/form';

/**
 * One row per weekday, Monday first, from the queue's stored hours; a day missing from them (a queue saved
 * before hours existed) shows spec 2 §9's default for that day.
 */
export function hoursRows(schedules: readonly HoursEntry[] | undefined): HoursEntry[] {
  return defaultWeeklyHours().map((day) => {
    const stored = schedules?.find((entry) => entry.weekdayEn === day.weekdayEn);
    return stored ? { ...day, startTime: stored.startTime, endTime: stored.endTime } : day;
  });
}

/** The rows checked with the server's WeeklyHours schema: the schedules to send, or the bad fields' messages. */
export function toSchedulesPayload(
  rows: readonly HoursEntry[],
): { ok: true; payload: HoursEntry[] } | { ok: false; errors: FieldErrors } {
  const parsed = WeeklyHours.safeParse(rows);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [index, field] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (row && (field === 'startTime' || field === 'endTime'))
      errors[hoursField(row.weekdayEn, field)] ??= issue.message;
  }
  return { ok: false, errors };
}
