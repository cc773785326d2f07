import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { transactGuarded } from '../../platform/guarded-transact.js';
import { getConnectionRecord, listConnectionRecords } from '../connections/repo.js';
import { currentDefault } from '../connections/default-connection.js';
import { getContactRecord } from '../contacts/repo.js';
import { recordTicketChange } from '../dashboard/stats.js';
import { getQueueRecord } from '../queues/repo.js';
import { getUserRecord } from '../users/repo.js';
import { assertCanOpen, isAdminProfile } from './access.js';
import { publishTicketUpdate } from './events.js';
import { onTicketChanged } from '../ticket-timers/ticket-timers.js';
import { hydrateTicket } from './hydrate.js';
import { liveEntered } from './live-count.js';
import { otherOpenTicket } from './open-owner.js';
import { ticketListAdd } from './contact-ticket-list.js';
import { getTicketRecord, newTicketRecord, ticketCreateItems, type TicketRecord } from './repo.js';
import type { Ticket, TicketCreate } from './schema.js';

export const ticketNotFound = () => new AppError('ERR_NO_TICKET_FOUND', 404, 'Ticket não encontrado.');
export const queueNotFound = () => new AppError('ERR_NO_QUEUE_FOUND', 404, 'Fila não encontrada.');
export const userNotFound = () => new AppError('ERR_NO_USER_FOUND', 404, 'Usuário não encontrado.');
export const connectionNotFound = () => new AppError('ERR_NO_WAPP_FOUND', 404, 'Conexão não encontrada.');
const chooseQueue = () => new AppError('ERR_VALIDATION', 400, 'Selecione uma fila');

/** The ticket of the caller's company, or ERR_NO_TICKET_FOUND (another company's id is simply not there). */
export async function readTicket(deps: Pick<Deps, 'table'>, companyId: string, ticketId: string) {
  const record = await getTicketRecord(deps.table, companyId, ticketId);
  if (!record) throw ticketNotFound();
  return record;
}

/** GET /tickets/{id} and /tickets/u/{uuid}: 'Acesso não permitido' for a ticket the caller may not see. */
export async function showTicket(deps: Deps, actor: Actor, ticketId: string): Promise<Ticket> {
  const record = await readTicket(deps, actor.companyId, ticketId);
  assertCanOpen(actor, record);
  return hydrateTicket(deps, record);
}

/**
 * POST /tickets (spec 1 §4 Create, §5 New ticket): an open ticket assigned to the user sent (or the caller).
 * An agent must choose one of their queues; admins may leave it empty. The open-ticket marker in the same
 * transaction refuses a second open ticket of the contact on that connection.
 */
export async function createTicket(deps: Deps, actor: Actor, input: TicketCreate): Promise<Ticket> {
  const { companyId } = actor;
  const queueId = input.queueId ?? null;
  if (!isAdminProfile(actor.profile) && (!queueId || !actor.queueIds.includes(queueId))) throw chooseQueue();
  const userId = input.userId ?? actor.userId;
  const [contact, connectionId] = await Promise.all([
    getContactRecord(deps.table, companyId, input.contactId),
    ticketConnection(deps, actor, input.whatsappId ?? null),
    queueId ? assertQueue(deps, companyId, queueId) : undefined,
    userId !== actor.userId ? assertUser(deps, companyId, userId) : undefined,
  ]);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404, 'Contato não encontrado.');
  const now = deps.clock.now().toISOString();
  const record = newTicketRecord(
    {
      companyId,
      contactId: contact.id,
      whatsappId: connectionId,
      status: 'open',
      userId,
      queueId,
      isGroup: contact.isGroup,
      acceptedAt: now,
    },
    now,
  );
  const [marker, ...rest] = ticketCreateItems(deps.table, record);
  if (!marker) throw new Error('ticketCreateItems gave no marker');
  await transactGuarded(deps.table, [
    { item: marker, onConditionFailure: () => otherOpenTicket(deps, record) },
    ...[...rest, ticketListAdd(deps.table, record)].map((item) => ({ item })),
    ...liveEntered(deps.table, record),
  ]);
  await afterWrite(deps, undefined, record);
  await onTicketChanged(deps, undefined, record);
  return hydrateTicket(deps, record);
}

/** Dashboard counters and the live lists follow every ticket write, once it has succeeded. */
export async function afterWrite(deps: Deps, before: TicketRecord | undefined, after: TicketRecord) {
  await recordTicketChange(deps, before, after);
  await publishTicketUpdate(deps, after, before);
}

/**
 * The connection of a new ticket: the one sent, else the caller's own default connection, else the company's
 * default (ERR_NO_DEF_WAPP_FOUND when the company has none).
 */
async function ticketConnection(deps: Deps, actor: Actor, sent: string | null): Promise<string> {
  if (sent) return (await assertConnection(deps, actor.companyId, sent)).id;
  const me = await getUserRecord(deps.table, actor.companyId, actor.userId);
  const own = me?.whatsappId ? await getConnectionRecord(deps.table, actor.companyId, me.whatsappId) : undefined;
  if (own) return own.id;
  const fallback = currentDefault(await listConnectionRecords(deps.table, actor.companyId));
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 404, 'Nenhuma conexão padrão encontrada.');
  return fallback.id;
}

export async function assertQueue(deps: Pick<Deps, 'table'>, companyId: string, queueId: string) {
  const queue = await getQueueRecord(deps.table, companyId, queueId);
  if (!queue) throw queueNotFound();
  return queue;
}

export async function assertUser(deps: Pick<Deps, 'table'>, companyId: string, userId: string) {
  const user = await getUserRecord(deps.table, companyId, userId);
  if (!user) throw userNotFound();
  return user;
}

export async function assertConnection(deps: Pick<Deps, 'table'>, companyId: string, connectionId: string) {
  const connection = await getConnectionRecord(deps.table, companyId, connectionId);
  if (!connection) throw connectionNotFound();
  return connection;
}
