/** Spec 1 §5: warn when fewer than 5 days remain before the company's due date. */
const WARNING_THRESHOLD_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today to a 'YYYY-MM-DD' due date, counted in the viewer's calendar. */
export function daysUntil(dueDate: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  if (!match) return undefined;
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - start) / DAY_MS);
}

/** The number of days to show in 'Sua assinatura vence em N dia(s)', or undefined when no warning applies. */
export function subscriptionWarningDays(dueDate: string | undefined, today: Date): number | undefined {
  if (!dueDate) return undefined;
  const days = daysUntil(dueDate, today);
  if (days === undefined || days < 0 || days >= WARNING_THRESHOLD_DAYS) return undefined;
  return days;
}
