import type { Deps } from '../../platform/deps.js';
import { isAdminProfile } from '../tickets/access.js';
import { listUserRecords, type UserRecord } from '../users/repo.js';
import { countOpenTicketsByUser } from './repo.js';
import type { Attendant } from './schema.js';
import { averageMinutes, averageRating, type RangeTotals, type UserTotals } from './summary.js';

const NOTHING_CLOSED: UserTotals = { finished: 0, supportSeconds: 0, ratingSum: 0, ratingCount: 0 };

/** The company's users and each one's open tickets now: what the attendants table needs beside the range's items. */
export interface Attendance {
  users: Pick<UserRecord, 'id' | 'name' | 'profile' | 'queueIds' | 'online'>[];
  open: Map<string, number>;
}

/**
 * The company's users (one Query) and each one's open tickets now (one Select COUNT per user on their own list
 * partition): the cost follows the users, bounded by the plan, never the tickets in history.
 */
export async function readAttendance(deps: Deps, companyId: string): Promise<Attendance> {
  const users = await listUserRecords(deps.table, companyId);
  const open = await countOpenTicketsByUser(
    deps.table,
    companyId,
    users.map((user) => user.id),
  );
  return { users, open };
}

/**
 * The dashboard's attendants (issue 14): every user who attends, with the range's figures or none, so a
 * supervisor sees who is working now and not only who closed tickets. Agents and supervisors always attend; an
 * admin attends when in a queue, serving a ticket now or having closed one in the range (an admin who only
 * administers is left out). By name.
 */
export function attendantRows({ users, open }: Attendance, totals: Pick<RangeTotals, 'users'>): Attendant[] {
  return users
    .flatMap((user) => {
      const closed = totals.users.get(user.id) ?? NOTHING_CLOSED;
      const openTickets = open.get(user.id) ?? 0;
      const attends =
        !isAdminProfile(user.profile) || user.queueIds.length > 0 || openTickets > 0 || closed.finished > 0;
      if (!attends) return [];
      return [
        {
          id: user.id,
          name: user.name,
          rating: averageRating(closed),
          avgSupportTime: closed.finished > 0 ? averageMinutes(closed.supportSeconds, closed.finished) : null,
          tickets: closed.finished,
          openTickets,
          online: user.online,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
