/**
 * The company's calendar: which day and hour an instant falls on, and when a day begins. Business hours and
 * the message variables use the company's `timezone` setting (issue 5); dashboard days are still counted in
 * this default zone (docs/decisions/012).
 */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

/** Whether the runtime knows an IANA zone name (the `timezone` setting accepts only these). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of the zone at an instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The company day of an instant, as YYYY-MM-DD. */
export function dayOf(instant: Date | string, timeZone = COMPANY_TIME_ZONE): string {
  const wall = wallClock(new Date(instant), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The company hour (0–23) of an instant. */
export function hourOf(instant: Date | string, timeZone = COMPANY_TIME_ZONE): number {
  return wallClock(new Date(instant), timeZone).hour;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallClock(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant a company day (YYYY-MM-DD) begins. */
export function dayStart(day: string, timeZone = COMPANY_TIME_ZONE): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  // The offset at the guessed instant may differ from the one at UTC midnight across a DST change.
  return new Date(midnightUtc - offsetAt(guess, timeZone));
}

/** The day `count` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The weekday of a wall clock, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(wall: Pick<WallClock, 'year' | 'month' | 'day'>): number {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
}
