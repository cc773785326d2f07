import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { cachedCompany } from '../companies/cached-company.js';
import { companyQueues } from '../lookups/company-records.js';
import { canSeeTicket, isAdminProfile, viewerOf } from '../tickets/access.js';
import { readListedTickets } from '../tickets/hydrate.js';
import type { ListScope } from '../tickets/list-scope.js';
import { workingSetPage } from '../tickets/list.js';
import type { TicketRecord } from '../tickets/repo.js';
import type { Ticket } from '../tickets/schema.js';

/** The board's cards: the working set, never the history. */
export const KANBAN_STATUSES: readonly TicketRecord['status'][] = ['open', 'pending'];

/** At most this many cards, the most recently updated first (a help desk's open work fits; docs/decisions/044). */
export const KANBAN_LIMIT = 200;

export interface KanbanBoard {
  tickets: Ticket[];
  /** More open or pending tickets match than the board shows. */
  hasMore: boolean;
}

/**
 * Which tickets the board shows (spec 2 §6: filtered by the user's queues): the open and pending tickets of the
 * selected queues and of no queue that the user may see. An agent's selection is cut to their own queues; an
 * admin who selects none gets every queue of the company (`companyQueueIds`).
 */
export function kanbanScope(
  actor: Actor,
  queueIds: string[] | undefined,
  companyQueueIds: string[],
  workingSetIndexed = false,
): ListScope {
  const admin = isAdminProfile(actor.profile);
  const selected = [
    ...new Set(
      admin ? (queueIds ?? companyQueueIds) : (queueIds ?? actor.queueIds).filter((id) => actor.queueIds.includes(id)),
    ),
  ];
  // An admin over every queue reads the company's working set, one partition per status (docs/decisions/059).
  const partitions =
    admin && !queueIds && workingSetIndexed
      ? KANBAN_STATUSES.map((status) => ({
          index: 'gsi3' as const,
          pk: keys.ticketsByCompany(actor.companyId, status),
        }))
      : KANBAN_STATUSES.flatMap((status) =>
          [...selected, null].map((queueId) => ({
            index: 'gsi1' as const,
            pk: keys.ticketsByQueue(actor.companyId, status, queueId),
          })),
        );
  const within = new Set(selected);
  const viewer = viewerOf(actor);
  return {
    partitions,
    range: {},
    accept: (ticket) =>
      KANBAN_STATUSES.includes(ticket.status) &&
      (ticket.queueId === null || within.has(ticket.queueId)) &&
      canSeeTicket(viewer, ticket),
  };
}

/**
 * GET /ticket/kanban: read through the list indexes as the open and pending lists are (docs/decisions/029, 033,
 * 059): one projected query per status and queue (per status for an admin over every queue), then one batch read
 * of the tickets beside the names they show.
 */
export async function kanbanBoard(deps: Deps, actor: Actor, queueIds: string[] | undefined): Promise<KanbanBoard> {
  const [queues, company] =
    isAdminProfile(actor.profile) && !queueIds
      ? await Promise.all([companyQueues(deps, actor.companyId), cachedCompany(deps, actor.companyId)])
      : [[], undefined];
  const scope = kanbanScope(
    actor,
    queueIds,
    queues.map((queue) => queue.id),
    company?.workingSetIndexed === true,
  );
  const page = await workingSetPage(deps.table, scope, undefined, KANBAN_LIMIT);
  const tickets = await readListedTickets(deps, actor.companyId, page.entries, scope.accept);
  return { tickets, hasMore: page.hasMore };
}
