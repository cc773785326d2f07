import { keys } from '../../platform/keys.js';
import type { Table, TransactItems } from '../../platform/table.js';

/** The stored chat (docs/decisions/050): its members' ids are kept here too, for one read per check. */
export type ChatRecord = {
  id: string;
  companyId: string;
  title: string;
  ownerId: string;
  userIds: string[];
  lastMessage: string;
  createdAt: string;
  updatedAt: string;
};

/** One member of one chat: the unread counter, and on gsi1 the member's chat list ordered by updatedAt. */
export type MemberRecord = { chatId: string; userId: string; unreads: number };

export type ChatMessageRecord = {
  id: string;
  chatId: string;
  senderId: string;
  message: string;
  createdAt: string;
};

type ChatItem = ChatRecord & { pk: string; sk: string };
type MemberItem = MemberRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };
type MessageItem = ChatMessageRecord & { pk: string; sk: string };

const memberIndex = (companyId: string, userId: string, updatedAt: string, chatId: string) => ({
  gsi1pk: keys.internalChatsOfUser(companyId, userId),
  gsi1sk: `${updatedAt}#${chatId}`,
});

export async function getChatRecord(table: Table, companyId: string, chatId: string) {
  const item = await table.get<ChatItem>(keys.internalChat(companyId, chatId));
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = item;
  return record;
}

export async function getMemberRecords(table: Table, chat: ChatRecord): Promise<MemberRecord[]> {
  const items = await table.queryPartition<MemberItem>(keys.internalChat(chat.companyId, chat.id).pk, {
    skPrefix: 'MEMBER#',
  });
  return items.items.map(({ chatId, userId, unreads }) => ({ chatId, userId, unreads }));
}

/** The chats a user belongs to, the most recently updated first, with the user's own unread counters. */
export async function listChatsOfUser(table: Table, companyId: string, userId: string): Promise<ChatRecord[]> {
  const memberships = await table.queryAll<MemberItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.internalChatsOfUser(companyId, userId) },
    ScanIndexForward: false,
  });
  const chats = await table.batchGet<ChatItem>(memberships.map((m) => keys.internalChat(companyId, m.chatId)));
  const byId = new Map(chats.map(({ pk: _pk, sk: _sk, ...chat }) => [chat.id, chat as ChatRecord]));
  return memberships.flatMap((m) => byId.get(m.chatId) ?? []);
}

const putMember = (table: Table, chat: ChatRecord, userId: string) => ({
  Put: {
    TableName: table.name,
    Item: {
      ...keys.internalChatMember(chat.companyId, chat.id, userId),
      ...memberIndex(chat.companyId, userId, chat.updatedAt, chat.id),
      chatId: chat.id,
      userId,
      unreads: 0,
    },
  },
});

export async function putChat(table: Table, chat: ChatRecord): Promise<void> {
  await table.transact([
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.internalChat(chat.companyId, chat.id), ...chat },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...chat.userIds.map((userId) => putMember(table, chat, userId)),
  ]);
}

/** Writes the edited chat; members who stay keep their counters, new ones start at 0, removed ones go. */
export async function replaceChat(table: Table, before: ChatRecord, chat: ChatRecord): Promise<void> {
  const kept = chat.userIds.filter((id) => before.userIds.includes(id));
  const items: TransactItems = [
    { Put: { TableName: table.name, Item: { ...keys.internalChat(chat.companyId, chat.id), ...chat } } },
    ...chat.userIds.filter((id) => !kept.includes(id)).map((userId) => putMember(table, chat, userId)),
    ...before.userIds
      .filter((id) => !chat.userIds.includes(id))
      .map((userId) => ({
        Delete: { TableName: table.name, Key: keys.internalChatMember(chat.companyId, chat.id, userId) },
      })),
    ...kept.map((userId) => ({
      Update: {
        TableName: table.name,
        Key: keys.internalChatMember(chat.companyId, chat.id, userId),
        UpdateExpression: 'SET gsi1sk = :sk',
        ExpressionAttributeValues: { ':sk': memberIndex(chat.companyId, userId, chat.updatedAt, chat.id).gsi1sk },
      },
    })),
  ];
  await table.transact(items);
}

export async function deleteChatRecords(table: Table, chat: ChatRecord): Promise<void> {
  await table.transact([
    { Delete: { TableName: table.name, Key: keys.internalChat(chat.companyId, chat.id) } },
    ...chat.userIds.map((userId) => ({
      Delete: { TableName: table.name, Key: keys.internalChatMember(chat.companyId, chat.id, userId) },
    })),
  ]);
  const messages = await table.queryAll<MessageItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.internalChatMessages(chat.companyId, chat.id) },
    ProjectionExpression: 'pk, sk',
  });
  await table.batchDelete(messages.map(({ pk, sk }) => ({ pk, sk })));
}

/**
 * One transaction: the message, the chat's lastMessage and updatedAt (only while the chat exists), and each
 * member's list position, with +1 unread for every member but the sender.
 */
export async function appendMessage(table: Table, chat: ChatRecord, message: ChatMessageRecord): Promise<void> {
  const { companyId } = chat;
  await table.transact([
    {
      Put: {
        TableName: table.name,
        Item: {
          pk: keys.internalChatMessages(companyId, chat.id),
          sk: `${message.createdAt}#${message.id}`,
          ...message,
        },
      },
    },
    {
      Update: {
        TableName: table.name,
        Key: keys.internalChat(companyId, chat.id),
        UpdateExpression: 'SET lastMessage = :m, updatedAt = :u',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':m': message.message, ':u': message.createdAt },
      },
    },
    ...chat.userIds.map((userId) => ({
      Update: {
        TableName: table.name,
        Key: keys.internalChatMember(companyId, chat.id, userId),
        UpdateExpression: userId === message.senderId ? 'SET gsi1sk = :sk' : 'SET gsi1sk = :sk ADD unreads :one',
        ExpressionAttributeValues: {
          ':sk': memberIndex(companyId, userId, message.createdAt, chat.id).gsi1sk,
          ...(userId === message.senderId ? {} : { ':one': 1 }),
        },
      },
    })),
  ]);
}

export async function clearUnreads(table: Table, chat: ChatRecord, userId: string): Promise<void> {
  await table.update(keys.internalChatMember(chat.companyId, chat.id, userId), {
    UpdateExpression: 'SET unreads = :zero',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':zero': 0 },
  });
}

/** Page `pageNumber` (1 = the newest) of a chat's messages, oldest first within the page. */
export async function pageOfMessages(
  table: Table,
  chat: ChatRecord,
  pageNumber: number,
  pageSize: number,
): Promise<{ records: ChatMessageRecord[]; hasMore: boolean }> {
  const wanted = pageNumber * pageSize + 1;
  const items: MessageItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await table.query<MessageItem>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.internalChatMessages(chat.companyId, chat.id) },
      ScanIndexForward: false,
      Limit: wanted - items.length,
      cursor,
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < wanted);
  const slice = items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const records = slice.map(({ pk: _pk, sk: _sk, ...record }) => record).reverse();
  return { records, hasMore: items.length === wanted };
}
