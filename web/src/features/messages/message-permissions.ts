import type { Message } from '@domain/messages/schema';
import { isAdmin } from '../../lib/auth/session-provider';
import type { SessionUser } from '../../types/api';

/**
 * Spec 1 §2: the message menu offers Delete on one's own messages. The API decides (its author while holding the
 * ticket, or an admin); the menu hides what it would refuse: the customer's messages, deleted ones, and ours sent
 * by someone else (another agent, an automatic message, the phone) unless the user is an admin.
 */
export function mayDeleteMessage(
  message: Pick<Message, 'fromMe' | 'isDeleted' | 'userId'>,
  user: Pick<SessionUser, 'id' | 'profile'>,
): boolean {
  if (!message.fromMe || message.isDeleted) return false;
  return isAdmin(user) || message.userId === user.id;
}
