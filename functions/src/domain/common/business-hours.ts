import { wallClock, weekdayOf } from './company-time.js';

/** One day of weekly hours (spec 2 §3); times are HH:mm in the company's zone. */
export interface DayHours {
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

const WEEKDAY_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether an instant falls inside the weekly hours, read on the company's wall clock: open from startTime up to
 * (not including) endTime of that weekday. A day whose end is not after its start (the default Sunday 00:00–00:00)
 * is closed; a weekday missing from the list is closed too.
 */
export function withinHours(hours: readonly DayHours[], instant: Date, timeZone: string): boolean {
  const wall = wallClock(instant, timeZone);
  const day = hours.find((entry) => entry.weekdayEn === WEEKDAY_EN[weekdayOf(wall)]);
  if (!day) return false;
  const start = minutesOf(day.startTime);
  const end = minutesOf(day.endTime);
  const now = wall.hour * 60 + wall.minute;
  return end > start && now >= start && now < end;
}
