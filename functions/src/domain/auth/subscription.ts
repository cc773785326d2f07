import { AppError } from '../../platform/errors.js';

/** The subscription warning starts when fewer than this many days remain (spec 1 §5). */
export const WARNING_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today (UTC calendar date) to the due date; negative once it has passed. */
export function daysUntil(dueDate: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  return Math.round((due - today) / DAY_MS);
}

export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Refuses a login whose company's due date has passed and answers the warning text when fewer than 5 days
 * remain. Super users are exempt: they run the platform and must be able to fix a company's due date.
 */
export function checkSubscription(dueDate: string | null, isSuper: boolean, now: Date): string | undefined {
  if (!dueDate || isSuper) return undefined;
  const days = daysUntil(dueDate, now);
  if (days < 0) {
    throw new AppError(
      'ERR_SUBSCRIPTION_EXPIRED',
      402,
      `Opss! Sua assinatura venceu ${formatDate(dueDate)}. Entre em contato com o Suporte para mais informações!`,
    );
  }
  return days < WARNING_DAYS ? `Sua assinatura vence em ${days} dia(s)` : undefined;
}
