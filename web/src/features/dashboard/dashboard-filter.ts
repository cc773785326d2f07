import { DASHBOARD_PERIODS } from '@domain/dashboard/constants';
import type { DashboardQuery } from '@domain/dashboard/schema';

export type FilterType = 'dates' | 'period';
/** 0 is the period select's "none selected". */
export type PeriodDays = 0 | (typeof DASHBOARD_PERIODS)[number];

export interface DashboardFilter {
  type: FilterType;
  /** YYYY-MM-DD as the date inputs give them; '' when cleared. */
  dateFrom: string;
  dateTo: string;
  days: PeriodDays;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day in the viewer's calendar as YYYY-MM-DD. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Spec 1 §2: the range from the first day of the current month to today. */
export function defaultDashboardFilter(now: Date): DashboardFilter {
  const firstOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  return { type: 'dates', dateFrom: localDay(firstOfMonth), dateTo: localDay(now), days: 0 };
}

/**
 * The GET /dashboard parameters of the chosen filter; null when it sets none (the page then says
 * 'Parametrize o filtro', as the API would).
 */
export function toDashboardQuery(filter: DashboardFilter): DashboardQuery | null {
  if (filter.type === 'period') return filter.days > 0 ? { days: filter.days } : null;
  const query: DashboardQuery = {};
  if (filter.dateFrom) query.date_from = filter.dateFrom;
  if (filter.dateTo) query.date_to = filter.dateTo;
  return Object.keys(query).length > 0 ? query : null;
}

/** Minutes as hours and minutes, '1h 05m' (spec 1 §2 average times). */
export function formatMinutes(minutes: number): string {
  const whole = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  return `${Math.floor(whole / 60)}h ${pad(whole % 60)}m`;
}

/** The chart's 24 labels: '01:00' … '23:00', then '00:00' (spec 1 §2). */
export const HOUR_LABELS = Array.from({ length: 24 }, (_, index) => `${pad((index + 1) % 24)}:00`);

/**
 * The API's hour counts laid on the 24 fixed buckets, in chart order: a missing hour counts 0, an unknown
 * label is ignored, so the chart always has 24 bars.
 */
export function hourBuckets(counts: readonly { hour: string; count: number }[] | undefined) {
  const byHour = new Map<string, number>();
  for (const { hour, count } of counts ?? []) {
    const match = /^(\d{1,2})(?::00)?$/.exec(hour.trim());
    const hourOfDay = Number(match?.[1] ?? NaN);
    // '24:00' is the same bucket as '00:00'.
    if (!(hourOfDay >= 0 && hourOfDay <= 24)) continue;
    const label = `${pad(hourOfDay % 24)}:00`;
    byHour.set(label, (byHour.get(label) ?? 0) + count);
  }
  return HOUR_LABELS.map((hour) => ({ hour, count: byHour.get(hour) ?? 0 }));
}

/** The rating (1–3, or null without ratings) as the number of filled stars. */
export const filledStars = (rating: number | null) =>
  rating === null || !Number.isFinite(rating) ? 0 : Math.min(3, Math.max(0, Math.round(rating)));
