import type { Actor } from '../../http/context.js';
import { keys } from '../../platform/keys.js';
import type { IndexName } from '../../platform/table.js';
import { addDays, COMPANY_TIME_ZONE, dayStart } from '../common/company-time.js';
import { canSeeTicket, isAdminProfile, viewerOf } from './access.js';
import { WORKING_STATUSES, type TicketRecord } from './repo.js';
import { TICKET_STATUSES, type TicketListQuery, type TicketStatus } from './schema.js';

/** One list index partition, sorted by `<updatedAt>#<ticketId>`. */
export interface Partition {
  index: IndexName;
  pk: string;
}

/** Bounds on the sort key (`lo` inclusive, `hi` exclusive) that the day filters imply. */
export interface KeyRange {
  lo?: string;
  hi?: string;
}

export interface ListScope {
  /** The index partitions that hold every ticket the list can show. */
  partitions: Partition[];
  range: KeyRange;
  /** Whether a ticket belongs in the list (the finer filters and the access rules). */
  accept: (ticket: TicketRecord) => boolean;
}

/**
 * Which tickets a list shows (as Whaticket): an agent gets the tickets assigned to them and the pending ones
 * of their selected queues (and of no queue); an admin with show-all gets every ticket of the selected
 * queues; an admin's user filter gets those users' tickets. `companyQueueIds` are the queues an admin has
 * selected when they sent none.
 */
export function listScope(
  actor: Actor,
  query: TicketListQuery,
  companyQueueIds: string[],
  workingSetIndexed = false,
): ListScope {
  const admin = isAdminProfile(actor.profile);
  const statuses = query.status ? [query.status] : [...TICKET_STATUSES];
  const users = admin ? [...new Set(query.users ?? [])] : [];
  const showAll = admin && query.showAll === true;
  const selected = [
    ...new Set(
      admin
        ? (query.queueIds ?? companyQueueIds)
        : (query.queueIds ?? actor.queueIds).filter((id) => actor.queueIds.includes(id)),
    ),
  ];
  const queues = [...selected, null];
  // An admin who chose no queues sees every queue: a live status is then one partition of the company's working
  // set (docs/decisions/059) instead of one per queue, once its tickets are all in that index.
  const everyQueue = admin && !query.queueIds && workingSetIndexed;
  const byQueue = (status: string) =>
    everyQueue && WORKING_STATUSES.includes(status as TicketStatus)
      ? [gsi3(actor, status)]
      : queues.map((queueId) => gsi1(actor, status, queueId));
  const byUser = (userId: string) => statuses.map((status) => gsi2(actor, userId, status));

  const partitions = users.length
    ? users.flatMap(byUser)
    : showAll
      ? statuses.flatMap(byQueue)
      : [...byUser(actor.userId), ...(statuses.includes('pending') ? byQueue('pending') : [])];

  const viewer = viewerOf(actor);
  const selectedSet = new Set(selected);
  // An admin who chose no queues sees every queue; a ticket assigned to an agent stays theirs in any queue.
  const queueOk = (ticket: TicketRecord) =>
    ticket.queueId === null ||
    selectedSet.has(ticket.queueId) ||
    (admin && !query.queueIds) ||
    (!query.queueIds && ticket.userId === actor.userId);
  const whoseOk = (ticket: TicketRecord) =>
    users.length
      ? ticket.userId !== null && users.includes(ticket.userId)
      : showAll || ticket.userId === actor.userId || ticket.status === 'pending';
  const days = dayFilters(query);
  const accept = (ticket: TicketRecord) =>
    statuses.includes(ticket.status) &&
    canSeeTicket(viewer, ticket) &&
    queueOk(ticket) &&
    whoseOk(ticket) &&
    (!query.withUnreadMessages || ticket.unreadMessages > 0) &&
    (query.tags ?? []).every((tagId) => ticket.tagIds.includes(tagId)) &&
    days.accept(ticket);
  return { partitions, range: days.range, accept };
}

const gsi1 = (actor: Actor, status: string, queueId: string | null): Partition => ({
  index: 'gsi1',
  pk: keys.ticketsByQueue(actor.companyId, status, queueId),
});

const gsi3 = (actor: Actor, status: string): Partition => ({
  index: 'gsi3',
  pk: keys.ticketsByCompany(actor.companyId, status),
});

const gsi2 = (actor: Actor, userId: string, status: string): Partition => ({
  index: 'gsi2',
  pk: keys.ticketsByUser(actor.companyId, userId, status),
});

/** A YYYY-MM-DD company day as the instants [start, end), in the sort keys' ISO form. */
function dayBounds(day: string) {
  return {
    start: dayStart(day, COMPANY_TIME_ZONE).toISOString(),
    end: dayStart(addDays(day, 1), COMPANY_TIME_ZONE).toISOString(),
  };
}

/**
 * `date` (created that day) and `updatedAt` (last updated that day). A ticket is never updated before it was
 * created, so both bound the sort key from below and the lists never read older history.
 */
function dayFilters(query: TicketListQuery): { range: KeyRange; accept: (ticket: TicketRecord) => boolean } {
  const created = query.date ? dayBounds(query.date) : undefined;
  const updated = query.updatedAt ? dayBounds(query.updatedAt) : undefined;
  const lows = [created?.start, updated?.start].filter((value): value is string => value !== undefined);
  const within = (value: string, bounds?: { start: string; end: string }) =>
    !bounds || (value >= bounds.start && value < bounds.end);
  return {
    range: { lo: lows.sort().at(-1), hi: updated?.end },
    accept: (ticket) => within(ticket.createdAt, created) && within(ticket.updatedAt, updated),
  };
}
