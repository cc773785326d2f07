import type { Deps } from '../../platform/deps.js';
import { listSettings } from '../settings/service.js';
import type { TicketRecord } from './repo.js';

/**
 * Runs once an agent has accepted a pending ticket (spec 1 §4 Accept): when the company's setting
 * `sendGreetingAccepted` is 'enabled' and the ticket is not a group, an automatic greeting is due, sent to
 * the customer on behalf of the ticket's (new) user. Answers whether it is due.
 *
 * The greeting itself is the messages domain's to send (through its outbound path, like any agent message);
 * issue 5 writes its text. It goes here, so the accept flow keeps one place that decides it.
 */
export async function onTicketAccepted(deps: Deps, ticket: TicketRecord): Promise<boolean> {
  if (ticket.isGroup || !ticket.userId) return false;
  const settings = await listSettings(deps, ticket.companyId);
  return settings.some((setting) => setting.key === 'sendGreetingAccepted' && setting.value === 'enabled');
}
