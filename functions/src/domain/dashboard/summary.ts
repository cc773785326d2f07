import type { DashboardData } from './schema.js';
import { stat } from './stats.js';

export interface UserTotals {
  finished: number;
  supportSeconds: number;
  ratingSum: number;
  ratingCount: number;
}

export interface RangeTotals {
  finished: number;
  supportSeconds: number;
  accepted: number;
  waitSeconds: number;
  leads: number;
  users: Map<string, UserTotals>;
}

type DayItem = Record<string, unknown>;

const USER_COUNTER = /^u_(.+)_(finished|supportSeconds|ratingSum|ratingCount)$/;

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Adds up the counters of the day items of a range, the per-user ones by user. */
export function sumDays(items: DayItem[]): RangeTotals {
  const totals: RangeTotals = {
    finished: 0,
    supportSeconds: 0,
    accepted: 0,
    waitSeconds: 0,
    leads: 0,
    users: new Map(),
  };
  for (const item of items) {
    totals.finished += numberOf(item[stat.finished]);
    totals.supportSeconds += numberOf(item[stat.supportSeconds]);
    totals.accepted += numberOf(item[stat.accepted]);
    totals.waitSeconds += numberOf(item[stat.waitSeconds]);
    totals.leads += numberOf(item[stat.leads]);
    for (const [name, value] of Object.entries(item)) {
      const match = USER_COUNTER.exec(name);
      if (!match?.[1] || !match[2]) continue;
      const user = totals.users.get(match[1]) ?? { finished: 0, supportSeconds: 0, ratingSum: 0, ratingCount: 0 };
      user[match[2] as keyof UserTotals] += numberOf(value);
      totals.users.set(match[1], user);
    }
  }
  return totals;
}

/** Average minutes of a total of seconds over a count, rounded to whole minutes (0 without any). */
export function averageMinutes(seconds: number, count: number): number {
  return count > 0 ? Math.round(seconds / count / 60) : 0;
}

/** Average rating to one decimal, null without ratings. */
export function averageRating(user: UserTotals): number | null {
  return user.ratingCount > 0 ? Math.round((user.ratingSum / user.ratingCount) * 10) / 10 : null;
}

/** Today's tickets by hour in the chart's order: index 0 = 01:00 … 22 = 23:00, 23 = 00:00 (hour 0). */
export function hourBuckets(today: DayItem | undefined): DashboardData['ticketsByHour'] {
  return Array.from({ length: 24 }, (_, index) => {
    const hour = (index + 1) % 24;
    return { hour: `${String(hour).padStart(2, '0')}:00`, count: numberOf(today?.[stat.hour(hour)]) };
  });
}
