import type { TicketCreate } from '@domain/tickets/schema';
import type { Connection, SessionUser } from '../../types/api';

export interface NewTicketValues {
  contactId: string;
  /** '' for no queue (admins only). */
  queueId: string;
  whatsappId: string;
}

type Creator = Pick<SessionUser, 'id' | 'profile' | 'queues' | 'whatsappId'>;

const isAdminProfile = (user: Pick<SessionUser, 'profile'>) => user.profile.toLowerCase() === 'admin';

/** The form's start: the user's only queue, their default connection, else the company's default one. */
export function initialNewTicketValues(
  user: Creator,
  connections: Pick<Connection, 'id' | 'isDefault'>[],
): NewTicketValues {
  const onlyQueue = user.queues.length === 1 ? user.queues[0]?.id : undefined;
  const whatsappId =
    (user.whatsappId && connections.some((connection) => connection.id === user.whatsappId) && user.whatsappId) ||
    connections.find((connection) => connection.isDefault)?.id ||
    connections[0]?.id ||
    '';
  return { contactId: '', queueId: onlyQueue ?? '', whatsappId };
}

/**
 * Spec 1 §4–5: a new ticket is open and assigned to its creator; a queue is required unless the creator is
 * an admin ('Selecione uma fila').
 */
export function newTicketRequest(
  values: NewTicketValues,
  user: Creator,
): { ok: true; payload: TicketCreate } | { ok: false; missing: 'contact' | 'queue' } {
  if (!values.contactId) return { ok: false, missing: 'contact' };
  if (!values.queueId && !isAdminProfile(user)) return { ok: false, missing: 'queue' };
  return {
    ok: true,
    payload: {
      contactId: values.contactId,
      queueId: values.queueId || null,
      userId: user.id,
      status: 'open',
      ...(values.whatsappId ? { whatsappId: values.whatsappId } : {}),
    },
  };
}
