import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import type { TicketRecord } from '../tickets/repo.js';
import { dayOf, hourOf } from '../common/company-time.js';

/**
 * Dashboard counters: each ticket write and each new contact adds to the counters of its company day with
 * UpdateItem ADD, so the dashboard reads a few day items instead of every ticket.
 *
 * These run after the ticket or contact write, never inside its transaction: every ticket of the company
 * touches the same day item, and a hot item in each transaction would make ticket writes conflict with one
 * another. The cost is that a crash between the two writes loses one count; the counters are statistics,
 * the ticket is the record, so a failure here is logged and never fails the caller.
 */

/** Names of the day item's counters. Durations are whole seconds, so sums stay exact. */
export const stat = {
  created: 'created',
  accepted: 'accepted',
  waitSeconds: 'waitSeconds',
  finished: 'finished',
  supportSeconds: 'supportSeconds',
  leads: 'leads',
  hour: (hour: number) => `h${String(hour).padStart(2, '0')}`,
  userFinished: (userId: string) => `u_${userId}_finished`,
  userSupportSeconds: (userId: string) => `u_${userId}_supportSeconds`,
  userRatingSum: (userId: string) => `u_${userId}_ratingSum`,
  userRatingCount: (userId: string) => `u_${userId}_ratingCount`,
} as const;

type Counts = Record<string, number>;

/** What one ticket change adds, per company day (a change can touch two days: created before midnight). */
export function ticketChangeCounts(
  before: TicketRecord | undefined,
  after: TicketRecord,
  now: Date,
): Map<string, Counts> {
  const days = new Map<string, Counts>();
  const add = (at: string, counts: Counts) => {
    const day = dayOf(at);
    const current = days.get(day) ?? {};
    for (const [name, value] of Object.entries(counts)) current[name] = (current[name] ?? 0) + value;
    days.set(day, current);
  };
  if (!before) add(after.createdAt, { [stat.created]: 1, [stat.hour(hourOf(after.createdAt))]: 1 });
  if (after.acceptedAt && !before?.acceptedAt) {
    add(after.acceptedAt, {
      [stat.accepted]: 1,
      [stat.waitSeconds]: secondsBetween(after.createdAt, after.acceptedAt),
    });
  }
  if (after.status === 'closed' && before?.status !== 'closed') {
    const closedAt = after.closedAt ?? now.toISOString();
    const support = secondsBetween(after.acceptedAt ?? after.createdAt, closedAt);
    const counts: Counts = { [stat.finished]: 1, [stat.supportSeconds]: support };
    if (after.userId) {
      counts[stat.userFinished(after.userId)] = 1;
      counts[stat.userSupportSeconds(after.userId)] = support;
    }
    add(closedAt, counts);
  }
  return days;
}

export async function recordTicketChange(
  deps: Pick<Deps, 'table' | 'clock'>,
  before: TicketRecord | undefined,
  after: TicketRecord,
): Promise<void> {
  const days = ticketChangeCounts(before, after, deps.clock.now());
  await Promise.all([...days].map(([day, counts]) => addToDay(deps, after.companyId, day, counts)));
}

export async function recordNewContact(
  deps: Pick<Deps, 'table' | 'clock'>,
  companyId: string,
  createdAt: string,
  count = 1,
): Promise<void> {
  await addToDay(deps, companyId, dayOf(createdAt), { [stat.leads]: count });
}

/** A customer's rating (1–3) of the agent who served them (issue 5 collects it), counted on the day given. */
export async function recordRating(
  deps: Pick<Deps, 'table' | 'clock'>,
  companyId: string,
  userId: string,
  rating: number,
  at: string,
): Promise<void> {
  await addToDay(deps, companyId, dayOf(at), {
    [stat.userRatingSum(userId)]: rating,
    [stat.userRatingCount(userId)]: 1,
  });
}

async function addToDay(deps: Pick<Deps, 'table'>, companyId: string, day: string, counts: Counts): Promise<void> {
  const entries = Object.entries(counts);
  if (entries.length === 0) return;
  const names: Record<string, string> = { '#day': 'day' };
  const values: Record<string, unknown> = { ':day': day };
  const adds = entries.map(([name, value], index) => {
    names[`#c${index}`] = name;
    values[`:c${index}`] = value;
    return `#c${index} :c${index}`;
  });
  try {
    await deps.table.update(keys.dayStats(companyId, day), {
      UpdateExpression: `SET #day = :day ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'NONE',
    });
  } catch (error) {
    log('error', { message: 'dashboard counters not updated', companyId, day, counts, error: String(error) });
  }
}

function secondsBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
}
