import type { Company } from '../companies/schema.js';
import { addDays } from '../common/company-time.js';

/** Months each recurrence bills and '+ Vencimento' advances (spec 2 §9). */
export const RECURRENCE_MONTHS: Record<NonNullable<Company['recurrence']>, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

/** A YYYY-MM-DD day `count` months later, on the month's last day when it is shorter (01-31 + 1 → 02-28). */
export function addMonths(day: string, count: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + count + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + count, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

export const recurrenceMonths = (recurrence: Company['recurrence']): number =>
  RECURRENCE_MONTHS[recurrence ?? 'MENSAL'];

const brazilian = (day: string) => day.split('-').reverse().join('/');

/** The invoice's detail: the plan's name and the period its due date opens ("Plano Ouro (01/12/2026 a 31/12/2026)"). */
export function invoiceDetail(planName: string, dueDate: string, months: number): string {
  return `${planName} (${brazilian(dueDate)} a ${brazilian(addDays(addMonths(dueDate, months), -1))})`;
}
