import { z } from 'zod';

export { DASHBOARD_PERIODS, PARAMETRIZE_FILTER } from './constants.js';

/** A day, or nothing: the period filter sends the date fields empty. */
const day = z
  .literal('')
  .transform(() => undefined)
  .or(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'));

/**
 * GET /dashboard (spec 1 §2): a period in days (3, 7, 15, 30, 60, 90) or a date range. Without either the
 * answer is 400 'Parametrize o filtro'.
 */
export const DashboardQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => [0, 3, 7, 15, 30, 60, 90].includes(days), 'Período inválido')
    .optional(),
  date_from: day.optional(),
  date_to: day.optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export interface Attendant {
  id: string;
  name: string;
  /** Average rating 1–3 (null without ratings). */
  rating: number | null;
  /** Average minutes from accept to close (null without tickets closed in the range). */
  avgSupportTime: number | null;
  /** Tickets closed in the range. */
  tickets: number;
  /** Tickets the attendant is serving now (status open), whatever the range. */
  openTickets: number;
  online: boolean;
}

export interface DashboardData {
  /** Tickets waiting now (pending), opened in the period. */
  supportPending: number;
  /** Tickets being served now (open), opened in the period. */
  supportHappening: number;
  /** Tickets closed in the period. */
  supportFinished: number;
  /** Contacts created in the period. */
  leads: number;
  /** Minutes from accept to close, on average over the period. */
  avgSupportTime: number;
  /** Minutes from creation to accept, on average over the period. */
  avgWaitTime: number;
  attendants: Attendant[];
  /** Today's tickets by hour: 24 buckets, index 0 = 01:00 … index 23 = 00:00 (spec 1 §2). */
  ticketsByHour: { hour: string; count: number }[];
  /** Sum of ticketsByHour (the chart title). */
  ticketsToday: number;
}
