import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { getQueueRecord } from '../queues/repo.js';
import { getUserRecord } from '../users/repo.js';
import { findOpenTicketId, getTicketRecord, type TicketRecord } from './repo.js';
import type { OpenTicketOwner } from './schema.js';

/**
 * ERR_OTHER_OPEN_TICKET (spec 1 §7): the contact already has an open or pending ticket on that connection. The
 * answer names its ticket, user and queue; the message is the same as a JSON string, as the spec's client shows it.
 */
export async function otherOpenTicket(
  deps: Pick<Deps, 'table'>,
  wanted: Pick<TicketRecord, 'companyId' | 'contactId' | 'whatsappId'>,
): Promise<AppError> {
  const owner = await openTicketOwner(deps, wanted);
  return new AppError('ERR_OTHER_OPEN_TICKET', 409, JSON.stringify(owner), owner);
}

async function openTicketOwner(
  deps: Pick<Deps, 'table'>,
  { companyId, contactId, whatsappId }: Pick<TicketRecord, 'companyId' | 'contactId' | 'whatsappId'>,
): Promise<OpenTicketOwner> {
  const ticketId = await findOpenTicketId(deps.table, companyId, contactId, whatsappId);
  const ticket = ticketId ? await getTicketRecord(deps.table, companyId, ticketId) : undefined;
  const [user, queue] = await Promise.all([
    ticket?.userId ? getUserRecord(deps.table, companyId, ticket.userId) : undefined,
    ticket?.queueId ? getQueueRecord(deps.table, companyId, ticket.queueId) : undefined,
  ]);
  return {
    ticketId: ticketId ?? '',
    userId: ticket?.userId ?? null,
    userName: user?.name ?? null,
    queueName: queue?.name ?? null,
  };
}
