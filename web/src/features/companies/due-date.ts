import type { Company } from '@domain/companies/schema';
import { addMonths, differenceInCalendarDays, format, isValid, parse } from 'date-fns';

export type Recurrence = NonNullable<Company['recurrence']>;

/** Spec 2 §9: the months each recurrence advances the due date by. */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

const DAY = 'yyyy-MM-dd';

/** A calendar day 'YYYY-MM-DD' as local midnight; undefined for '' or anything that is not a real day. */
function readDay(day: string | null | undefined): Date | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = parse(day, DAY, new Date(0));
  return isValid(date) ? date : undefined;
}

/** A calendar day 'YYYY-MM-DD' when it is a real one, else null (spec 2 §5: an empty or invalid due date is null). */
export const dueDateOrNull = (day: string | null | undefined): string | null => (readDay(day) ? day! : null);

/**
 * '+ Vencimento' (spec 2 §2): the due date moved on by the recurrence's months, kept within the month it lands
 * in (31 January + 1 month = 28 or 29 February). Without a due date it counts from today.
 */
export function advanceDueDate(dueDate: string, recurrence: Recurrence, today: Date = new Date()): string {
  return format(addMonths(readDay(dueDate) ?? today, RECURRENCE_MONTHS[recurrence]), DAY);
}

/** How near the due date is, for its colour (spec 2 §9); none outside those days. */
export type DueDateTone = 'soon' | 'near' | 'overdue';

/**
 * Spec 2 §9, to the day: 5 days ahead is yellow (`soon`), from 3 days past to 4 ahead orange (`near`), exactly 4
 * days past red (`overdue`). The days are calendar days in the viewer's time zone.
 */
export function dueDateTone(dueDate: string | null, today: Date = new Date()): DueDateTone | undefined {
  const due = readDay(dueDate);
  if (!due) return undefined;
  const days = differenceInCalendarDays(due, today);
  if (days === 5) return 'soon';
  if (days >= -3 && days <= 4) return 'near';
  if (days === -4) return 'overdue';
  return undefined;
}
