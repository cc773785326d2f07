import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import { renderMessage } from '../common/message-variables.js';
import type { Connection } from '../connections/schema.js';
import { getConnection } from '../connections/service.js';
import { getContactRecord, type ContactRecord } from '../contacts/repo.js';
import { sendAutomatic } from '../messages/send.js';
import { getQueueRecord } from '../queues/repo.js';
import { awaitRating } from '../ratings/awaited.js';
import { companySettings } from '../settings/service.js';
import { getUserRecord } from '../users/repo.js';
import type { TicketRecord } from './repo.js';

/**
 * A text the product writes itself (docs/decisions/027): the heading alone on the first line, then one
 * sentence a line. The company's own templates (greeting, completion, rating…) are sent as they wrote them.
 */
export const automaticText = (...sentences: string[]) => ['*Mensagem automática:*', ...sentences].join('\n');

/**
 * The rating question when the connection's `ratingMessage` is blank (docs/decisions/012), laid out like the
 * chatbot's menus: the question, a blank line, one choice a line.
 */
export const DEFAULT_RATING_MESSAGE =
  'Por favor, avalie nosso atendimento respondendo com um número:\n\n*1* - Insatisfeito\n*2* - Satisfeito\n*3* - Muito satisfeito';

/** sendMsgTransfTicket's texts (after Whaticket's): the customer learns where the conversation went. */
export const transferredToQueue = (queueName: string) =>
  automaticText(`Você foi transferido para o departamento *${queueName}*.`, 'Aguarde, já vamos te atender!');
export const transferredToUser = (userName: string) =>
  automaticText(`Você foi transferido para o atendente *${userName}*.`, 'Aguarde, já vamos te atender!');

/** What a sender may already hold, so it is not read again. */
export interface KnownContext {
  contact?: ContactRecord;
  /** The company's `timezone` setting. */
  timeZone?: string;
  extra?: Record<string, string>;
}

/**
 * An automatic text with its message variables filled in, sent on nobody's behalf (sendAutomatic). Group
 * tickets get no automatic text: the group's members are not one customer. Blank templates send nothing.
 */
export async function sendTemplate(deps: Deps, ticket: TicketRecord, template: string, known: KnownContext = {}) {
  if (ticket.isGroup || template.trim() === '') return undefined;
  const contact = known.contact ?? (await getContactRecord(deps.table, ticket.companyId, ticket.contactId));
  if (!contact) return undefined;
  const timeZone = known.timeZone ?? (await companySettings(deps, ticket.companyId)).timezone;
  const body = renderMessage(template, {
    contactName: contact.name,
    ticket,
    now: deps.clock.now(),
    timeZone,
    ...(known.extra ? { extra: known.extra } : {}),
  });
  return sendAutomatic(deps, ticket, body, { contact });
}

/** The connection's completion message (`complationMessage`) on the closed ticket; nothing when blank. */
export async function sendCompletion(
  deps: Deps,
  ticket: TicketRecord,
  known: KnownContext & { connection?: Connection } = {},
) {
  const connection = known.connection ?? (await getConnection(deps, ticket.companyId, ticket.whatsappId));
  if (!connection) return undefined;
  return sendTemplate(deps, ticket, connection.complationMessage, known);
}

/**
 * sendMsgTransfTicket: an agent moved the ticket to another queue (the department is named), or else handed it
 * to another user (the attendant is named). Nothing when neither really changed or the ticket was closed.
 */
export async function onTicketTransferred(deps: Deps, before: TicketRecord, after: TicketRecord): Promise<void> {
  if (after.isGroup || after.status === 'closed') return;
  await guarded('tickets.transferMessage', after, async () => {
    const settings = await companySettings(deps, after.companyId);
    if (settings.sendMsgTransfTicket !== 'enabled') return;
    const text = await transferText(deps, before, after);
    if (text) await sendTemplate(deps, after, text, { timeZone: settings.timezone });
  });
}

async function transferText(deps: Deps, before: TicketRecord, after: TicketRecord): Promise<string | undefined> {
  if (after.queueId && after.queueId !== before.queueId) {
    const queue = await getQueueRecord(deps.table, after.companyId, after.queueId);
    return queue && transferredToQueue(queue.name);
  }
  if (after.userId && after.userId !== before.userId) {
    const user = await getUserRecord(deps.table, after.companyId, after.userId);
    return user && transferredToUser(user.name);
  }
  return undefined;
}

/**
 * An agent closed the ticket. With `userRating` on and a user to rate, the rating question goes and the
 * customer's next message is awaited as the answer (the completion message follows that answer); otherwise
 * the completion message goes now.
 */
export async function onTicketResolved(deps: Deps, closed: TicketRecord): Promise<void> {
  if (closed.isGroup) return;
  await guarded('tickets.closeMessage', closed, async () => {
    const [settings, connection, contact] = await Promise.all([
      companySettings(deps, closed.companyId),
      getConnection(deps, closed.companyId, closed.whatsappId),
      getContactRecord(deps.table, closed.companyId, closed.contactId),
    ]);
    if (!connection || !contact) return;
    const known = { contact, timeZone: settings.timezone, connection };
    if (settings.userRating !== 'enabled' || !closed.userId) {
      await sendCompletion(deps, closed, known);
      return;
    }
    await sendTemplate(deps, closed, connection.ratingMessage.trim() || DEFAULT_RATING_MESSAGE, known);
    await awaitRating(deps, closed, closed.userId);
  });
}

/** The agent's change has happened: a message that cannot go is logged, not turned into a failed request. */
async function guarded(where: string, ticket: TicketRecord, task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    log('warn', { where, ticketId: ticket.id, error: String(error) });
  }
}
