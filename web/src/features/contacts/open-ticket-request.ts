import type { OpenTicketOwner, TicketCreate } from '@domain/tickets/schema';
import { ApiError } from '../../lib/api-error';
import type { SessionUser } from '../../types/api';

/**
 * POST /tickets from the Contacts page: open and assigned to the caller, in their first queue (admins may
 * open without a queue, spec 1 §5), on the default connection (the server's default when none is known).
 */
export function openTicketRequest(
  contactId: string,
  user: Pick<SessionUser, 'id' | 'profile' | 'queues'>,
  defaultWhatsappId: string | null,
): TicketCreate {
  const admin = user.profile.toLowerCase() === 'admin';
  return {
    contactId,
    status: 'open',
    userId: user.id,
    queueId: admin ? null : (user.queues[0]?.id ?? null),
    ...(defaultWhatsappId ? { whatsappId: defaultWhatsappId } : {}),
  };
}

/** The owner an ERR_OTHER_OPEN_TICKET answer names in its `details`; null for any other failure. */
export function otherOpenTicket(error: unknown): OpenTicketOwner | null {
  if (!(error instanceof ApiError) || error.code !== 'ERR_OTHER_OPEN_TICKET') return null;
  if (!error.details || typeof error.details !== 'object') return null;
  const owner = error.details as Partial<OpenTicketOwner>;
  if (typeof owner.ticketId !== 'string' || !owner.ticketId) return null;
  return {
    ticketId: owner.ticketId,
    userId: owner.userId ?? null,
    userName: owner.userName ?? null,
    queueName: owner.queueName ?? null,
  };
}
