import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { viewerOf } from './access.js';
import { onTicketAccepted } from './accepted.js';
import { onTicketResolved, onTicketTransferred } from './automatic-messages.js';
import { hydrateTicket } from './hydrate.js';
import { isLive, liveEntered, liveLeft } from './live-count.js';
import { otherOpenTicket } from './open-owner.js';
import { openMarkerPut, openMarkerRelease, ticketUpdateItem, type TicketRecord } from './repo.js';
import type { Ticket, TicketUpdate } from './schema.js';
import { afterWrite, assertConnection, assertQueue, assertUser, readTicket } from './service.js';
import { planUpdate, type TicketAction } from './transitions.js';
import { onTicketChanged } from '../ticket-timers/ticket-timers.js';

/**
 * PUT /tickets/{id}: accept, return, resolve, reopen, transfer (spec 1 §4). The write is guarded by the
 * ticket's revision: when someone else changed the ticket meanwhile it is read and judged again, so of two
 * agents accepting one pending ticket at once exactly one wins and the other gets ERR_TICKET_CHANGED.
 */
export async function updateTicket(deps: Deps, actor: Actor, ticketId: string, input: TicketUpdate): Promise<Ticket> {
  const { current, plan } = await retryOnStale(async () => {
    const current = await readTicket(deps, actor.companyId, ticketId);
    const plan = planUpdate(current, input, viewerOf(actor), deps.clock.now().toISOString());
    if (plan.action === 'none') return { current, plan };
    await assertReferences(deps, actor, current, plan.next);
    await transactGuarded(deps.table, updateWrites(deps, current, plan.next));
    return { current, plan: { ...plan, next: { ...plan.next, rev: current.rev + 1 } } };
  });
  if (plan.action === 'none') return hydrateTicket(deps, current);
  await afterWrite(deps, current, plan.next);
  await automaticMessages(deps, plan.action, current, plan.next);
  await onTicketChanged(deps, current, plan.next);
  return hydrateTicket(deps, plan.next);
}

/** What the customer is told of an agent's change (spec 1 §4, spec 2 §2 settings); the change itself stands. */
async function automaticMessages(deps: Deps, action: TicketAction, before: TicketRecord, after: TicketRecord) {
  if (action === 'accept') await onTicketAccepted(deps, after);
  if (action === 'transfer') await onTicketTransferred(deps, before, after);
  if (action === 'resolve') await onTicketResolved(deps, after);
}

/** A new user, queue or connection must be one of the company's. */
async function assertReferences(deps: Deps, actor: Actor, current: TicketRecord, next: TicketRecord) {
  const { companyId } = actor;
  await Promise.all([
    next.userId && next.userId !== current.userId && next.userId !== actor.userId
      ? assertUser(deps, companyId, next.userId)
      : undefined,
    next.queueId && next.queueId !== current.queueId ? assertQueue(deps, companyId, next.queueId) : undefined,
    next.whatsappId !== current.whatsappId ? assertConnection(deps, companyId, next.whatsappId) : undefined,
  ]);
}

/**
 * The ticket's guarded change plus its open-ticket marker and its connections' counts (docs/decisions/024):
 * released when the ticket closes or leaves the connection, taken when it reopens or arrives on another
 * connection (where another open ticket of the contact refuses it with ERR_OTHER_OPEN_TICKET, and a connection
 * deleted meanwhile with ERR_NO_WAPP_FOUND).
 */
function updateWrites(deps: Deps, current: TicketRecord, next: TicketRecord): GuardedWrite[] {
  const writes: GuardedWrite[] = [
    { item: ticketUpdateItem(deps.table, current, next), onConditionFailure: () => new StaleRecord() },
  ];
  const moved = current.whatsappId !== next.whatsappId;
  if (isLive(current) && (!isLive(next) || moved)) {
    writes.push({ item: openMarkerRelease(deps.table, current) }, liveLeft(deps.table, current));
  }
  if (isLive(next) && (!isLive(current) || moved)) {
    writes.push({ item: openMarkerPut(deps.table, next), onConditionFailure: () => otherOpenTicket(deps, next) });
    writes.push(...liveEntered(deps.table, next));
  }
  return writes;
}
