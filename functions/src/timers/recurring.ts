/**
 * Timers that fire every day rather than once (docs/decisions/037). The cloud arms each as an EventBridge
 * Scheduler `cron(...)` schedule in stacks/Jobs.ts that sends this TimerEvent to the timers queue; `npm start` runs
 * them with platform/scheduler/recurring-local.ts. Their targets (timers/targets.ts) must be idempotent: delivery
 * is at least once, and a local start runs each at once to catch up.
 */
export interface RecurringTimer {
  /** Schedule name: 1–64 of letters, digits, `-`, `_`, `.`. */
  id: string;
  target: string;
  /** The UTC hour (minute 0) it fires each day. */
  hourUtc: number;
}

/** The daily invoice run (domain/invoices/billing.ts). */
export const DAILY_INVOICES_TARGET = 'invoices.daily';

export const RECURRING_TIMERS: readonly RecurringTimer[] = [
  // 09:00 UTC = 06:00 in São Paulo: the day's invoices exist before the working day.
  { id: 'daily-invoices', target: DAILY_INVOICES_TARGET, hourUtc: 9 },
];

/** EventBridge Scheduler's expression: minute hour day-of-month month day-of-week year. */
export const dailyCron = (timer: RecurringTimer) => `cron(0 ${timer.hourUtc} * * ? *)`;

/** The next instant after `now` at the timer's hour. */
export function nextDailyRun(now: Date, hourUtc: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  return new Date(today > now.getTime() ? today : today + 86_400_000);
}
