import { dayOf } from '../../functions/src/domain/common/company-time.js';

/**
 * What /subscription shows just after a signup: the 7-day trial ends on the company's day + 7 (São Paulo), and the
 * page counts the days left in the viewer's calendar. This browser's calendar is UTC, where it is already the
 * company's next day from 00:00 to 03:00: the page then shows 6.
 */
export function trialDaysShownAfterSignup(now = new Date()): string {
  const days = dayOf(now, 'UTC') === dayOf(now) ? 7 : 6;
  return `${days} dia(s) restante(s)`;
}
