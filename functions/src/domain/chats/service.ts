import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { getUserRecord, listUserRecords } from '../users/repo.js';
import { publishChatEvent, publishChatToUsers, publishNewMessage } from './events.js';
import {
  appendMessage,
  clearUnreads,
  deleteChatRecords,
  getChatRecord,
  getMemberRecords,
  listChatsOfUser,
  pageOfMessages,
  putChat,
  replaceChat,
  type ChatRecord,
} from './repo.js';
import type { Chat, ChatInput, ChatMessage } from './schema.js';

export const CHATS_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 20;

const chatNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Conversa não encontrada.');
const notOwner = () => new AppError('ERR_NO_PERMISSION', 403, 'Só o dono da conversa pode alterá-la.');

/** The chat, if the actor is one of its members (others, and other companies, get 404: it is not theirs). */
async function memberChat(deps: Deps, actor: Actor, chatId: string): Promise<ChatRecord> {
  const chat = await getChatRecord(deps.table, actor.companyId, chatId);
  if (!chat || !chat.userIds.includes(actor.userId)) throw chatNotFound();
  return chat;
}

async function ownedChat(deps: Deps, actor: Actor, chatId: string): Promise<ChatRecord> {
  const chat = await memberChat(deps, actor, chatId);
  if (chat.ownerId !== actor.userId) throw notOwner();
  return chat;
}

/** The members: the picked users, who must all be users of the actor's company, and the owner. */
async function members(deps: Deps, actor: Actor, ownerId: string, picked: string[]): Promise<string[]> {
  const others = picked.filter((id) => id !== ownerId);
  if (others.length === 0) throw new AppError('ERR_VALIDATION', 400, 'Por favor, selecione pelo menos um usuário.');
  const found = await Promise.all(others.map((id) => getUserRecord(deps.table, actor.companyId, id)));
  if (found.some((user) => !user)) {
    throw new AppError('ERR_VALIDATION', 400, 'Todos os usuários da conversa devem ser desta empresa.');
  }
  return [ownerId, ...others];
}

async function userNames(deps: Deps, companyId: string): Promise<Map<string, string>> {
  return new Map((await listUserRecords(deps.table, companyId)).map((user) => [user.id, user.name]));
}

/** The chat as the API shows it: its members with their unread counters and names. */
async function present(deps: Deps, chat: ChatRecord, names?: Map<string, string>): Promise<Chat> {
  const [memberRecords, knownNames] = await Promise.all([
    getMemberRecords(deps.table, chat),
    names ?? userNames(deps, chat.companyId),
  ]);
  const unreads = new Map(memberRecords.map((member) => [member.userId, member.unreads]));
  const { companyId: _companyId, userIds, ...fields } = chat;
  return {
    ...fields,
    uuid: chat.id,
    users: userIds.map((userId) => ({
      userId,
      unreads: unreads.get(userId) ?? 0,
      user: { id: userId, name: knownNames.get(userId) ?? '' },
    })),
  };
}

/** GET /chats: the actor's chats, the most recently updated first. */
export async function listChats(deps: Deps, actor: Actor, pageNumber: number) {
  const all = await listChatsOfUser(deps.table, actor.companyId, actor.userId);
  const start = (pageNumber - 1) * CHATS_PAGE_SIZE;
  const page = all.slice(start, start + CHATS_PAGE_SIZE);
  const names = await userNames(deps, actor.companyId);
  const records = await Promise.all(page.map((chat) => present(deps, chat, names)));
  return { records, count: all.length, hasMore: start + page.length < all.length };
}

export async function showChat(deps: Deps, actor: Actor, chatId: string): Promise<Chat> {
  return present(deps, await memberChat(deps, actor, chatId));
}

/** POST /chats: the actor owns the new chat and is one of its members. */
export async function createChat(deps: Deps, actor: Actor, input: ChatInput): Promise<Chat> {
  const now = deps.clock.now().toISOString();
  const record: ChatRecord = {
    id: newId(),
    companyId: actor.companyId,
    title: input.title,
    ownerId: actor.userId,
    userIds: await members(deps, actor, actor.userId, input.users),
    lastMessage: '',
    createdAt: now,
    updatedAt: now,
  };
  await putChat(deps.table, record);
  const chat = await present(deps, record);
  await publishChatEvent(deps, actor.companyId, record.userIds, { action: 'create', chat });
  return chat;
}

/** PUT /chats/{id}: the owner only; removed members are told the chat is gone for them. */
export async function updateChat(deps: Deps, actor: Actor, chatId: string, input: ChatInput): Promise<Chat> {
  const before = await ownedChat(deps, actor, chatId);
  const record: ChatRecord = {
    ...before,
    title: input.title,
    userIds: await members(deps, actor, before.ownerId, input.users),
    updatedAt: deps.clock.now().toISOString(),
  };
  await replaceChat(deps.table, before, record);
  const chat = await present(deps, record);
  const removed = before.userIds.filter((id) => !record.userIds.includes(id));
  await publishChatEvent(deps, actor.companyId, record.userIds, { action: 'update', chat });
  await publishChatEvent(deps, actor.companyId, removed, { action: 'delete', chatId });
  return chat;
}

/** DELETE /chats/{id}: the owner only; every member is told. */
export async function deleteChat(deps: Deps, actor: Actor, chatId: string): Promise<void> {
  const chat = await ownedChat(deps, actor, chatId);
  await deleteChatRecords(deps.table, chat);
  await publishChatEvent(deps, actor.companyId, chat.userIds, { action: 'delete', chatId });
}

/** POST /chats/{id}/read: clears the actor's unread counter of the chat. */
export async function readChat(deps: Deps, actor: Actor, chatId: string): Promise<Chat> {
  const record = await memberChat(deps, actor, chatId);
  await clearUnreads(deps.table, record, actor.userId);
  const chat = await present(deps, record);
  await publishChatToUsers(deps, actor.companyId, chat, [actor.userId]);
  return chat;
}

/** GET /chats/{id}/messages: page 1 is the newest; the web loads older pages as the user scrolls up. */
export async function listChatMessages(deps: Deps, actor: Actor, chatId: string, pageNumber: number) {
  const chat = await memberChat(deps, actor, chatId);
  const page = await pageOfMessages(deps.table, chat, pageNumber, CHAT_MESSAGES_PAGE_SIZE);
  const names = await userNames(deps, actor.companyId);
  const records: ChatMessage[] = page.records.map((message) => ({
    ...message,
    sender: { id: message.senderId, name: names.get(message.senderId) ?? '' },
  }));
  return { records, hasMore: page.hasMore };
}

/** POST /chats/{id}/messages: the message, the chat's last message and the others' unread counters at once. */
export async function sendChatMessage(deps: Deps, actor: Actor, chatId: string, text: string): Promise<ChatMessage> {
  const record = await memberChat(deps, actor, chatId);
  const createdAt = deps.clock.now().toISOString();
  const message = { id: newId(), chatId, senderId: actor.userId, message: text, createdAt };
  await appendMessage(deps.table, record, message).catch((error: unknown) => {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw chatNotFound();
    throw error;
  });
  const names = await userNames(deps, actor.companyId);
  const chat = await present(deps, { ...record, lastMessage: text, updatedAt: createdAt }, names);
  const newMessage = { ...message, sender: { id: actor.userId, name: names.get(actor.userId) ?? '' } };
  await publishNewMessage(deps, actor.companyId, chat, newMessage);
  await publishChatToUsers(deps, actor.companyId, chat, record.userIds);
  return newMessage;
}
