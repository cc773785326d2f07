import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { listQueues } from '../queues/service.js';
import { addDays, dayOf, dayStart } from '../common/company-time.js';
import { attendantRows, readAttendance } from './attendants.js';
import { dashboardRange, type DayRange } from './range.js';
import { countTicketsCreatedBetween, getDayItem, listDayItems } from './repo.js';
import type { DashboardData, DashboardQuery } from './schema.js';
import { averageMinutes, hourBuckets, sumDays } from './summary.js';

/**
 * GET /dashboard: counters and averages from the day items of the range, the live pending/open counts from
 * the status partitions, today's hours and the attendants. Its cost follows the days asked, the queues, the
 * users and the tickets waiting or open now, never the number of tickets in history.
 */
export async function getDashboard(deps: Deps, actor: Actor, query: DashboardQuery): Promise<DashboardData> {
  const today = dayOf(deps.clock.now());
  const range = dashboardRange(query, today);
  const [dayItems, todayItem, live, attendance] = await Promise.all([
    listDayItems(deps.table, actor.companyId, range),
    getDayItem(deps.table, actor.companyId, today),
    liveCounts(deps, actor.companyId, range),
    readAttendance(deps, actor.companyId),
  ]);
  const totals = sumDays(dayItems);
  const ticketsByHour = hourBuckets(todayItem);
  return {
    supportPending: live.pending,
    supportHappening: live.open,
    supportFinished: totals.finished,
    leads: totals.leads,
    avgSupportTime: averageMinutes(totals.supportSeconds, totals.finished),
    avgWaitTime: averageMinutes(totals.waitSeconds, totals.accepted),
    attendants: attendantRows(attendance, totals),
    ticketsByHour,
    ticketsToday: ticketsByHour.reduce((sum, bucket) => sum + bucket.count, 0),
  };
}

/** Tickets pending and open now that were created in the range, over every queue and "no queue". */
async function liveCounts(deps: Deps, companyId: string, range: DayRange) {
  const queueIds = [...(await listQueues(deps, companyId)).map((queue) => queue.id), null];
  const from = dayStart(range.from).toISOString();
  const to = new Date(dayStart(addDays(range.to, 1)).getTime() - 1).toISOString();
  const [pending, open] = await Promise.all([
    countTicketsCreatedBetween(deps.table, companyId, 'pending', queueIds, from, to),
    countTicketsCreatedBetween(deps.table, companyId, 'open', queueIds, from, to),
  ]);
  return { pending, open };
}
