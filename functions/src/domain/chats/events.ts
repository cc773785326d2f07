import type { Deps } from '../../platform/deps.js';
import type { Chat, ChatMessage } from './schema.js';

/**
 * Realtime of internal chats (spec 3 §7, docs/decisions/050). Every event reaches the sockets of the chat's
 * members only: a chat is private to them, even within the company.
 * - `company-<id>-chat`: `{ action: 'create' | 'update', chat }` or `{ action: 'delete', chatId }`;
 * - `company-<id>-chat-user-<userId>`: `{ action: 'update', chat }` with that user's own unread counter;
 * - `company-<id>-chat-<chatId>`: `{ action: 'new-message', newMessage, chat }`.
 */
export const chatChannel = (companyId: string) => `company-${companyId}-chat`;
export const chatUserChannel = (companyId: string, userId: string) => `company-${companyId}-chat-user-${userId}`;
export const chatRoomChannel = (companyId: string, chatId: string) => `company-${companyId}-chat-${chatId}`;

export type ChatEvent = { action: 'create' | 'update'; chat: Chat } | { action: 'delete'; chatId: string };

const membersOnly = (userIds: string[]) => ({
  filter: (socket: { userId: string }) => userIds.includes(socket.userId),
});

export async function publishChatEvent(deps: Deps, companyId: string, userIds: string[], event: ChatEvent) {
  if (userIds.length === 0) return;
  await deps.realtime.publish(companyId, chatChannel(companyId), event, membersOnly(userIds));
}

/** Each member's own view of the chat (their unread counter) on their channel. */
export async function publishChatToUsers(deps: Deps, companyId: string, chat: Chat, userIds: string[]) {
  for (const userId of userIds) {
    await deps.realtime.publish(companyId, chatUserChannel(companyId, userId), { action: 'update', chat }, { userId });
  }
}

export async function publishNewMessage(deps: Deps, companyId: string, chat: Chat, newMessage: ChatMessage) {
  const event = { action: 'new-message', newMessage, chat };
  const members = chat.users.map((user) => user.userId);
  await deps.realtime.publish(companyId, chatRoomChannel(companyId, chat.id), event, membersOnly(members));
}
