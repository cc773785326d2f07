import type { Deps } from '../../platform/deps.js';
import { contactRef, getContactRecord, type ContactRecord } from '../contacts/repo.js';
import { ticketAudience } from '../tickets/events.js';
import { hydrateTicket } from '../tickets/hydrate.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import type { MessageRecord } from './repo.js';
import type { Message, MessageEvent } from './schema.js';
import { messageView } from './view.js';

export const appMessageChannel = (companyId: string) => `company-${companyId}-appMessage`;

/** What a message event needs besides the message: its ticket (for the audience) and its chat's contact. */
interface MessageContext {
  ticket: TicketRecord;
  contact: ContactRecord;
}

async function contextOf(deps: Deps, record: MessageRecord, known: Partial<MessageContext> = {}) {
  const [ticket, contact] = await Promise.all([
    known.ticket ?? getTicketRecord(deps.table, record.companyId, record.ticketId),
    known.contact ?? getContactRecord(deps.table, record.companyId, record.contactId),
  ]);
  return ticket && contact ? { ticket, contact } : undefined;
}

/** `appMessage` create, to those who may see the ticket; answers the message as it was sent. */
export async function publishMessageCreate(
  deps: Deps,
  record: MessageRecord,
  known: Partial<MessageContext> = {},
): Promise<Message | undefined> {
  const context = await contextOf(deps, record, known);
  if (!context) return undefined;
  const ref = contactRef(context.contact);
  const [message, ticket] = await Promise.all([messageView(deps, record, ref), hydrateTicket(deps, context.ticket)]);
  const event: MessageEvent = { action: 'create', message, ticket, contact: ref };
  const audience = await ticketAudience(deps, record.companyId, context.ticket);
  await deps.realtime.publish(record.companyId, appMessageChannel(record.companyId), event, audience);
  return message;
}

/** `appMessage` update (ack, edit, delete, provider id), to those who may see the ticket. */
export async function publishMessageUpdate(deps: Deps, record: MessageRecord): Promise<Message | undefined> {
  const context = await contextOf(deps, record);
  if (!context) return undefined;
  const message = await messageView(deps, record, contactRef(context.contact));
  const event: MessageEvent = { action: 'update', message };
  const audience = await ticketAudience(deps, record.companyId, context.ticket);
  await deps.realtime.publish(record.companyId, appMessageChannel(record.companyId), event, audience);
  return message;
}
