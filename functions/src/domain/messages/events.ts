import type { Deps } from '../../platform/deps.js';
import { contactRef, getContactRecord, type ContactRecord } from '../contacts/repo.js';
import { ticketAudience, ticketChannel } from '../tickets/events.js';
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

/**
 * New messages of one ticket, then the ticket's update: `appMessage` create for each (with the ticket and the
 * contact) and `ticket` update, to those who may see the ticket. One join of the ticket and one read of the
 * audience serve every event; the company's users come from the lookup cache (docs/decisions/030), the contact
 * is not read again to show the ticket (033). Answers the messages as they were sent.
 */
export async function publishNewMessages(
  deps: Deps,
  records: MessageRecord[],
  known: Partial<MessageContext> = {},
): Promise<Message[]> {
  const first = records[0];
  const context = first && (await contextOf(deps, first, known));
  if (!first || !context) return [];
  const { companyId } = first;
  const ref = contactRef(context.contact);
  const [ticket, audience, messages] = await Promise.all([
    hydrateTicket(deps, context.ticket, context.contact),
    ticketAudience(deps, companyId, context.ticket),
    Promise.all(records.map((record) => messageView(deps, record, ref))),
  ]);
  const created = messages.map((message) => ({
    channel: appMessageChannel(companyId),
    data: { action: 'create', message, ticket, contact: ref } satisfies MessageEvent,
  }));
  const updated = { channel: ticketChannel(companyId), data: { action: 'update', ticket } };
  await deps.realtime.publishAll(companyId, [...created, updated], audience);
  return messages;
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
