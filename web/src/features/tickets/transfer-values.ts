import type { TicketUpdate } from '@domain/tickets/schema';
import type { User } from '../../types/api';

export interface TransferValues {
  queueId: string;
  /** '' for no one: the ticket waits in the queue. */
  userId: string;
  whatsappId: string;
}

/**
 * Spec 1 §4 transfer: a queue is required; with a user the ticket is theirs and open, without one it waits
 * (pending, no user). The payload always carries userId, queueId, status and whatsappId.
 */
export function transferPayload(values: TransferValues): TicketUpdate | null {
  if (!values.queueId) return null;
  const userId = values.userId || null;
  return {
    userId,
    queueId: values.queueId,
    status: userId ? 'open' : 'pending',
    ...(values.whatsappId ? { whatsappId: values.whatsappId } : {}),
  };
}

/** The users a ticket of this queue can go to: those who serve the queue. */
export function usersOfQueue<T extends Pick<User, 'queues'>>(users: T[], queueId: string): T[] {
  if (!queueId) return [];
  return users.filter((user) => user.queues.some((queue) => queue.id === queueId));
}
