const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 2 §9: the trial days left are the absolute day difference between now and the expiration (the company's
 * 'YYYY-MM-DD' due date, from the start of that day in the viewer's calendar), rounded up.
 */
export function trialDaysLeft(dueDate: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  if (!match) return undefined;
  const expiration = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.ceil(Math.abs(expiration.getTime() - now.getTime()) / DAY_MS);
}
