import type { Deps } from '../../platform/deps.js';
import type { Audience } from '../../platform/realtime/realtime.js';
import { companyUsers } from '../lookups/company-records.js';
import { canSeeTicket, type Viewer } from './access.js';
import { hydrateTicket } from './hydrate.js';
import type { TicketRecord } from './repo.js';
import type { TicketEvent } from './schema.js';

type EventDeps = Pick<Deps, 'table' | 'realtime'>;

export const ticketChannel = (companyId: string) => `company-${companyId}-ticket`;

/**
 * The sockets allowed to see any of the given states of a ticket (spec 1 §5). The company's users come from the
 * lookup cache (docs/decisions/030): a burst of events reads them once; a changed profile or queue list counts
 * at once in this process (its `user` event drops them) and within AUDIENCE_TTL_MS in another. Sockets of
 * users no longer in the company receive nothing.
 */
export async function ticketAudience(
  deps: Pick<Deps, 'table' | 'realtime'>,
  companyId: string,
  ticket: TicketRecord,
  ...others: (TicketRecord | undefined)[]
): Promise<Audience> {
  const users = await companyUsers(deps, companyId);
  const viewers = new Map<string, Viewer>(
    users.map((user) => [user.id, { id: user.id, profile: user.profile, queueIds: user.queueIds }]),
  );
  const states = [ticket, ...others].filter((state): state is TicketRecord => state !== undefined);
  return {
    filter: (socket) => {
      const viewer = viewers.get(socket.userId);
      return viewer !== undefined && states.some((state) => canSeeTicket(viewer, state));
    },
  };
}

/**
 * `{action:'update', ticket}` after a write. `before` is the state the ticket left: an agent who could see it
 * then but not now (transferred to another queue) still gets the update that takes it off their list.
 */
export async function publishTicketUpdate(deps: EventDeps, record: TicketRecord, before?: TicketRecord) {
  const [ticket, audience] = await Promise.all([
    hydrateTicket(deps, record),
    ticketAudience(deps, record.companyId, record, before),
  ]);
  await publish(deps, record, { action: 'update', ticket }, audience);
}

export async function publishTicketDelete(deps: EventDeps, record: TicketRecord) {
  await publish(deps, record, { action: 'delete', ticketId: record.id });
}

/** The ticket's unread count went back to 0 (its user read the first page of messages). */
export async function publishUnreadReset(deps: EventDeps, record: TicketRecord) {
  await publish(deps, record, { action: 'updateUnread', ticketId: record.id });
}

async function publish(deps: EventDeps, record: TicketRecord, event: TicketEvent, audience?: Audience) {
  const to = audience ?? (await ticketAudience(deps, record.companyId, record));
  await deps.realtime.publish(record.companyId, ticketChannel(record.companyId), event, to);
}
