import { formatDay, formatTime } from '../../lib/format';

/**
 * The time a list item shows (spec 1 §2, §9): 'HH:mm' when the ticket was last updated today, else its day in
 * the app's language (DD/MM/YYYY in Portuguese), both in the viewer's time zone.
 */
export function listTime(isoTimestamp: string, now: Date = new Date()): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return '';
  const today =
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  return today ? formatTime(date) : formatDay(date);
}
