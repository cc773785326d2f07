import type { Deps } from '../../platform/deps.js';
import type { TimerTargets } from '../../platform/scheduler/scheduler.js';
import type { Connection } from '../connections/schema.js';
import type { TicketRecord } from '../tickets/repo.js';

/** PLACEHOLDER (issue 5, timers helper): a customer wrote in the ticket (after the chatbot ran). */
export async function onCustomerActivity(
  _deps: Deps,
  _input: { ticket: TicketRecord; connection: Connection; newTicket: boolean },
): Promise<void> {}

/** PLACEHOLDER: an agent created (before undefined) or changed the ticket (accept, return, transfer, resolve, reopen). */
export async function onTicketChanged(
  _deps: Deps,
  _before: TicketRecord | undefined,
  _after: TicketRecord,
): Promise<void> {}

/** PLACEHOLDER: the ticket timer targets. */
export function ticketTimerTargets(_deps: Deps): TimerTargets {
  return {};
}
