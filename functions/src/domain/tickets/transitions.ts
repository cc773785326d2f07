import { AppError } from '../../platform/errors.js';
import { canSeeTicket, isAdminProfile, noPermission, type Viewer } from './access.js';
import type { TicketRecord } from './repo.js';
import type { TicketStatus, TicketUpdate } from './schema.js';

/** What a PUT /tickets/{id} asks for, judged against the ticket as it is now (spec 1 §4). */
export type TicketAction = 'accept' | 'reopen' | 'return' | 'resolve' | 'transfer' | 'edit' | 'none';

export interface TicketPlan {
  action: TicketAction;
  /** The ticket after the change (equal to the current one for 'none'). */
  next: TicketRecord;
}

/** The ticket is no longer in the state the caller saw (e.g. another agent accepted it first). */
export const ticketChanged = () =>
  new AppError('ERR_TICKET_CHANGED', 409, 'Este ticket foi alterado por outro usuário. Atualize a lista.');

/**
 * Which action a payload means. A transfer carries a queue or a connection; otherwise the wanted status names
 * the action from the current one. Asking for a state the ticket cannot reach from where it is now means the
 * caller saw an older ticket: the answer is ERR_TICKET_CHANGED, so of two agents accepting at once the loser
 * learns that the other won.
 */
export function actionOf(current: TicketRecord, input: TicketUpdate, me: string): TicketAction {
  if (input.queueId !== undefined || input.whatsappId !== undefined) return 'transfer';
  switch (input.status) {
    case 'open':
      if (current.status === 'pending') return 'accept';
      if (current.status === 'closed') return 'reopen';
      if (current.userId === (input.userId ?? me)) return integrationChange(current, input) ? 'edit' : 'none';
      throw ticketChanged();
    case 'pending':
      if (current.status === 'open') return 'return';
      if (current.status === 'pending' && !input.userId) return 'none';
      throw ticketChanged();
    case 'closed':
      return current.status === 'closed' ? 'none' : 'resolve';
    default:
      if (input.userId !== undefined) return 'transfer';
      return integrationChange(current, input) ? 'edit' : 'none';
  }
}

/**
 * The ticket after the action, with the spec's effects: accept and reopen assign the caller (or the user sent);
 * return clears the user; resolve keeps user and queue and clears integration, prompt and integration ids;
 * a transfer without a user goes back to pending. Entering open stamps the first acceptance; entering closed
 * stamps the close; leaving closed clears it.
 */
export function planUpdate(current: TicketRecord, input: TicketUpdate, actor: Viewer, now: string): TicketPlan {
  if (!canSeeTicket(actor, current)) throw noPermission();
  const action = actionOf(current, input, actor.id);
  if (current.status === 'open' && !isAdminProfile(actor.profile) && current.userId !== actor.id) {
    throw noPermission();
  }
  if (action === 'none') return { action, next: current };
  const next = { ...withIntegration(current, input), ...target(current, input, action, actor.id), updatedAt: now };
  return { action, next: stamped(current, next, now) };
}

function target(current: TicketRecord, input: TicketUpdate, action: TicketAction, me: string) {
  switch (action) {
    case 'accept':
    case 'reopen':
      return { status: 'open' as const, userId: input.userId ?? me };
    case 'return':
      return { status: 'pending' as const, userId: null };
    case 'resolve':
      // The closer is recorded as the ticket's user only when nobody held it.
      return { status: 'closed' as const, userId: current.userId ?? me };
    case 'transfer':
      return transferTarget(current, input);
    default:
      return {};
  }
}

function transferTarget(current: TicketRecord, input: TicketUpdate) {
  const userId = input.userId ?? null;
  const wanted: TicketStatus = input.status ?? (userId ? 'open' : 'pending');
  // Nobody can hold an open ticket that has no user: with no user it waits in its queue.
  const status: TicketStatus = !userId && wanted === 'open' ? 'pending' : wanted;
  return {
    status,
    userId,
    queueId: input.queueId !== undefined ? input.queueId : current.queueId,
    whatsappId: input.whatsappId ?? current.whatsappId,
  };
}

export function stamped(current: TicketRecord, next: TicketRecord, now: string): TicketRecord {
  // The chatbot talks only on a pending ticket nobody holds (docs/decisions/012); anything else ends it.
  const bot = { chatbot: next.chatbot && next.status === 'pending' && !next.userId };
  if (next.status === 'closed' && current.status !== 'closed') {
    return { ...next, ...bot, closedAt: now, useIntegration: false, promptId: null, integrationId: null };
  }
  const reopened = current.status === 'closed' && next.status !== 'closed' ? { closedAt: null } : {};
  const accepted = next.status === 'open' && !next.acceptedAt ? { acceptedAt: now } : {};
  return { ...next, ...bot, ...reopened, ...accepted };
}

function withIntegration(current: TicketRecord, input: TicketUpdate): TicketRecord {
  return {
    ...current,
    useIntegration: input.useIntegration ?? current.useIntegration,
    promptId: input.promptId !== undefined ? input.promptId : current.promptId,
    integrationId: input.integrationId !== undefined ? input.integrationId : current.integrationId,
  };
}

function integrationChange(current: TicketRecord, input: TicketUpdate): boolean {
  const next = withIntegration(current, input);
  return (
    next.useIntegration !== current.useIntegration ||
    next.promptId !== current.promptId ||
    next.integrationId !== current.integrationId
  );
}
