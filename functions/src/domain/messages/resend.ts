import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { contactRef } from '../contacts/repo.js';
import { noPermission } from '../tickets/access.js';
import { publishMessageUpdate } from './events.js';
import { clearSendFailed, getMessageById, markSendFailed } from './repo.js';
import type { Message } from './schema.js';
import { assertCanSend, requeueSend } from './send.js';
import { chatOfTicket } from './service.js';
import { messageView } from './view.js';

const notFailed = () =>
  new AppError('ERR_MESSAGE_NOT_FAILED', 409, 'Só uma mensagem que não foi enviada pode ser reenviada.');

/**
 * "Reenviar" (docs/decisions/013): one of our messages marked failed goes out again as it was, under the same
 * rules as a new send (the ticket's own user or an admin, in an open ticket). It shows pending (ack 0, no
 * error) until the session host reports it sent or failed again. Of two resends at once, one wins.
 */
export async function resendMessage(deps: Deps, actor: Actor, messageId: string): Promise<Message> {
  const record = await getMessageById(deps.table, actor.companyId, messageId);
  if (!record) throw new AppError('ERR_NOT_FOUND', 404, 'Mensagem não encontrada.');
  const { ticket, contact } = await chatOfTicket(deps, actor, record.ticketId);
  if (!record.fromMe) throw noPermission();
  assertCanSend(actor, ticket);
  const reason = record.sendError;
  if (!reason) throw notFailed();
  const now = () => deps.clock.now().toISOString();
  const pending = await clearSendFailed(deps.table, record, now());
  if (!pending) throw notFailed();
  try {
    await requeueSend(deps, pending, contact);
  } catch (error) {
    // Not queued: it must not look on its way.
    await markSendFailed(deps.table, pending, reason, now());
    throw error;
  }
  await publishMessageUpdate(deps, pending);
  return messageView(deps, pending, contactRef(contact));
}
