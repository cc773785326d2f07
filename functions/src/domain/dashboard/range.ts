import { AppError } from '../../platform/errors.js';
import { addDays, daysBetween } from '../common/company-time.js';
import { PARAMETRIZE_FILTER, type DashboardQuery } from './schema.js';

/** A span of company days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** The longest range the dashboard reads: a year of day items, one Query. */
export const MAX_RANGE_DAYS = 366;

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, message);

/**
 * The days a dashboard query covers: `days` = the last N days up to today (today included); a date range as
 * given (a missing end is today, a missing start is the end day); neither = 'Parametrize o filtro'.
 */
export function dashboardRange(query: DashboardQuery, today: string): DayRange {
  if (query.days) return { from: addDays(today, 1 - query.days), to: today };
  if (!query.date_from && !query.date_to) throw invalid(PARAMETRIZE_FILTER);
  const to = query.date_to ?? today;
  const from = query.date_from ?? to;
  if (!isCalendarDay(from) || !isCalendarDay(to)) throw invalid('Data inválida');
  if (from > to) throw invalid('A data inicial deve ser anterior à data final');
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw invalid(`O período máximo é de ${MAX_RANGE_DAYS} dias`);
  return { from, to };
}

/** 2024-02-30 has the right shape but is no day. */
function isCalendarDay(day: string): boolean {
  return addDays(day, 0) === day;
}
