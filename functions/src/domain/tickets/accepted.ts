import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import { renderMessage } from '../common/message-variables.js';
import { getContactRecord } from '../contacts/repo.js';
import { sendMessages } from '../messages/send.js';
import { companySettings } from '../settings/service.js';
import { getUserRecord } from '../users/repo.js';
import { automaticText } from './automatic-messages.js';
import type { TicketRecord } from './repo.js';

/** The greeting an agent's accept sends (Whaticket's text) with the message variables; {{user}} is the agent. */
export const ACCEPT_GREETING = automaticText(
  '{{ms}} *{{name}}*, meu nome é *{{user}}* e agora vou prosseguir com o seu atendimento!',
);

/**
 * Runs once an agent has accepted a pending ticket (spec 1 §4 Accept): when the company's setting
 * `sendGreetingAccepted` is 'enabled' and the ticket is not a group, the greeting goes to the customer on
 * behalf of the ticket's new user, through the same path as the agent's own messages. The accept has already
 * happened: a greeting that cannot be stored is logged, not turned into a failed accept.
 */
export async function onTicketAccepted(deps: Deps, ticket: TicketRecord): Promise<boolean> {
  if (ticket.isGroup || !ticket.userId) return false;
  const settings = await companySettings(deps, ticket.companyId);
  if (settings.sendGreetingAccepted !== 'enabled') return false;
  const [user, contact] = await Promise.all([
    getUserRecord(deps.table, ticket.companyId, ticket.userId),
    getContactRecord(deps.table, ticket.companyId, ticket.contactId),
  ]);
  if (!user || !contact) return false;
  const actor = {
    userId: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    queueIds: user.queueIds,
  };
  try {
    const body = renderMessage(ACCEPT_GREETING, {
      contactName: contact.name,
      ticket,
      now: deps.clock.now(),
      timeZone: settings.timezone,
      extra: { user: user.name },
    });
    await sendMessages(deps, actor, ticket.id, { body });
    return true;
  } catch (error) {
    log('warn', { where: 'tickets.acceptGreeting', ticketId: ticket.id, error: String(error) });
    return false;
  }
}
