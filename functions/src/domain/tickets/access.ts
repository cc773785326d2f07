import type { Actor } from '../../http/context.js';
import { AppError } from '../../platform/errors.js';
import type { TicketRecord } from './repo.js';

/** Who is looking: a user's id, profile and queues (an Actor or a stored user). */
export interface Viewer {
  id: string;
  profile: string;
  queueIds: readonly string[];
}

/** Profiles are compared case-insensitively (spec 1 §6). */
export const isAdminProfile = (profile: string) => profile.toLowerCase() === 'admin';

/**
 * Spec 1 §5–6: admins see every ticket; an agent sees the tickets assigned to them, the tickets of their
 * queues and the tickets with no queue yet.
 */
export function canSeeTicket(user: Viewer, ticket: Pick<TicketRecord, 'userId' | 'queueId'>): boolean {
  if (isAdminProfile(user.profile)) return true;
  if (ticket.userId === user.id) return true;
  return ticket.queueId === null || user.queueIds.includes(ticket.queueId);
}

export const viewerOf = (actor: Pick<Actor, 'userId' | 'profile' | 'queueIds'>): Viewer => ({
  id: actor.userId,
  profile: actor.profile,
  queueIds: actor.queueIds,
});

export const noPermission = () => new AppError('ERR_NO_PERMISSION', 403, 'Acesso não permitido');

/** Opening a ticket the caller may not see answers 'Acesso não permitido' (spec 1 §5). */
export function assertCanOpen(
  actor: Pick<Actor, 'userId' | 'profile' | 'queueIds'>,
  ticket: Pick<TicketRecord, 'userId' | 'queueId'>,
): void {
  if (!canSeeTicket(viewerOf(actor), ticket)) throw noPermission();
}
