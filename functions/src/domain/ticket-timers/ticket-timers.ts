import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import type { TimerEvent, TimerTargets } from '../../platform/scheduler/scheduler.js';
import type { Connection } from '../connections/schema.js';
import { getConnection } from '../connections/service.js';
import { getQueueRecord } from '../queues/repo.js';
import { sendTemplate } from '../tickets/automatic-messages.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { systemUpdateTicket } from '../tickets/system-update.js';
import {
  awaitsExpiry,
  awaitsTransfer,
  EXPIRE_TARGET,
  expiryDelayMs,
  expiryPayload,
  expiryStands,
  ExpiryPayload,
  expiryTimerId,
  TRANSFER_TARGET,
  transferDelayMs,
  transferPayload,
  transferAction,
  TransferPayload,
  transferTimerId,
} from './timer-rules.js';

/**
 * The ticket timers (spec 1 §3 connection fields, docs/decisions/011): an open ticket closes after
 * `expiresTicket` minutes without customer activity, and a pending ticket without a queue moves to
 * `transferQueueId` after `timeToTransfer` minutes. Each ticket has at most one pending timer of each kind
 * (arming again replaces it). Delivery is at least once and a replaced timer may still be delivered, so the
 * fire-time checks against the ticket's revision are the real guard; cancelling is only housekeeping. A transfer
 * timer finding the ticket still waiting but changed by the product (the chatbot) waits again from then.
 */

/** A customer wrote in the ticket (after the chatbot ran): the inactivity clock restarts; a new ticket starts waiting. */
export async function onCustomerActivity(
  deps: Deps,
  input: { ticket: TicketRecord; connection: Connection; newTicket: boolean },
): Promise<void> {
  const { ticket, connection, newTicket } = input;
  if (awaitsExpiry(ticket)) await armExpiry(deps, ticket, connection);
  if (newTicket && awaitsTransfer(ticket)) await armTransfer(deps, ticket, connection);
}

/**
 * An agent created (before undefined) or changed the ticket. The change bumped the revision, so a timer armed
 * before it would do nothing: a ticket that is (still) open gets a fresh inactivity timer, one that waits without
 * a queue a fresh transfer timer; a timer whose state the ticket left is cancelled. The change itself has
 * happened, so a failure here is logged rather than failing the agent's request.
 */
export async function onTicketChanged(
  deps: Deps,
  before: TicketRecord | undefined,
  after: TicketRecord,
): Promise<void> {
  try {
    const expiring = awaitsExpiry(after);
    const waiting = awaitsTransfer(after);
    const connection = expiring || waiting ? await getConnection(deps, after.companyId, after.whatsappId) : undefined;
    if (expiring && connection) await armExpiry(deps, after, connection);
    else if (before && awaitsExpiry(before)) await deps.scheduler.cancel(expiryTimerId(after.id));
    if (waiting && connection) await armTransfer(deps, after, connection);
    else if (before && awaitsTransfer(before)) await deps.scheduler.cancel(transferTimerId(after.id));
  } catch (error) {
    log('error', { where: 'ticket-timers.changed', ticketId: after.id, error: String(error) });
  }
}

/** The ticket timer targets, registered in timers/targets.ts. */
export function ticketTimerTargets(deps: Deps): TimerTargets {
  return {
    [EXPIRE_TARGET]: (payload, timer) => withPayload(ExpiryPayload, payload, timer, (armed) => expire(deps, armed)),
    [TRANSFER_TARGET]: (payload, timer) =>
      withPayload(TransferPayload, payload, timer, (armed) => transfer(deps, armed)),
  };
}

const armExpiry = (deps: Deps, ticket: TicketRecord, connection: Connection) =>
  arm(deps, EXPIRE_TARGET, expiryDelayMs(connection), expiryPayload(ticket), expiryTimerId(ticket.id));

const armTransfer = (deps: Deps, ticket: TicketRecord, connection: Connection) =>
  arm(deps, TRANSFER_TARGET, transferDelayMs(connection), transferPayload(ticket), transferTimerId(ticket.id));

/** Sets (or replaces) a ticket timer `delay` ms from now; no delay means the connection has it turned off. */
async function arm(deps: Deps, target: string, delay: number | undefined, payload: unknown, id: string) {
  if (delay === undefined) return;
  await deps.scheduler.at(new Date(deps.clock.now().getTime() + delay), target, payload, id);
}

/** A payload that does not parse never will: it is logged and dropped instead of being retried. */
async function withPayload<T>(
  schema: z.ZodType<T>,
  payload: unknown,
  timer: TimerEvent,
  run: (armed: T) => Promise<void>,
): Promise<void> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    log('error', {
      where: 'ticket-timers.fire',
      dropped: 'malformed payload',
      timerId: timer.id,
      target: timer.target,
    });
    return;
  }
  await run(parsed.data);
}

/** Closes the ticket for inactivity and tells the customer (no completion or rating message). */
async function expire(deps: Deps, armed: ExpiryPayload): Promise<void> {
  const current = await getTicketRecord(deps.table, armed.companyId, armed.ticketId);
  if (!expiryStands(current, armed)) return;
  const connection = await getConnection(deps, current.companyId, current.whatsappId);
  // Turned off since the timer was armed: the ticket stays open.
  if (!connection || expiryDelayMs(connection) === undefined) return;
  const closed = await systemUpdateTicket(deps, current, { status: 'closed' });
  if (!closed) return;
  log('info', { where: 'ticket-timers.expire', ticketId: closed.id, companyId: closed.companyId });
  await sendTemplate(deps, closed, connection.expiresInactiveMessage);
}

/** Moves the waiting ticket to the connection's transfer queue, ending the chatbot's conversation. */
async function transfer(deps: Deps, armed: TransferPayload): Promise<void> {
  const current = await getTicketRecord(deps.table, armed.companyId, armed.ticketId);
  const action = transferAction(current, armed);
  if (!current || action === 'none') return;
  const connection = await getConnection(deps, current.companyId, current.whatsappId);
  const queueId = connection && transferDelayMs(connection) !== undefined ? connection.transferQueueId : null;
  if (!connection || !queueId) return;
  if (action === 'wait') return armTransfer(deps, current, connection);
  if (!(await getQueueRecord(deps.table, current.companyId, queueId))) {
    log('warn', { where: 'ticket-timers.transfer', dropped: 'transfer queue gone', ticketId: current.id, queueId });
    return;
  }
  const moved = await systemUpdateTicket(deps, current, { queueId, chatbot: false });
  if (moved) log('info', { where: 'ticket-timers.transfer', ticketId: moved.id, queueId });
}
