import type { Deps } from '../../platform/deps.js';
import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key, type Table } from '../../platform/table.js';
import { getProviderItem } from './provider-ids.js';
import { chatKey, toMessageRecord, type MessageRecord } from './repo.js';

const MOVE_ATTEMPTS = 3;

/**
 * Moves the messages of contact `fromId` on a connection into contact `toId`'s chat (a LID-only contact absorbed
 * into its phone contact, docs/decisions/015): each message is copied, its ref and provider link repointed and
 * the original deleted in one transaction, which holds only while the original is as read — an ack or edit
 * landing meanwhile makes it read again. A retry or a concurrent move skips what is gone. Answers the moved.
 */
export async function moveChat(
  deps: Pick<Deps, 'table'>,
  chat: { companyId: string; connectionId: string },
  fromId: string,
  toId: string,
): Promise<MessageRecord[]> {
  const items = await deps.table.queryAll<MessageRecord & Key>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.chat(chat.companyId, fromId, chat.connectionId) },
  });
  const moved: MessageRecord[] = [];
  for (const item of items) {
    const record = await moveMessage(deps.table, toMessageRecord(item), toId);
    if (record) moved.push(record);
  }
  return moved;
}

async function moveMessage(table: Table, first: MessageRecord, toId: string): Promise<MessageRecord | undefined> {
  let current: MessageRecord | undefined = first;
  for (let attempt = 1; current; attempt++) {
    const copy: MessageRecord = { ...current, contactId: toId };
    try {
      await table.transact(await moveItems(table, current, copy));
      return copy;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MOVE_ATTEMPTS) throw error;
      const item: (MessageRecord & Key) | undefined = await table.get<MessageRecord & Key>(chatKey(current));
      current = item && toMessageRecord(item);
    }
  }
  return undefined;
}

async function moveItems(table: Table, from: MessageRecord, to: MessageRecord): Promise<TransactItem[]> {
  const at = chatKey(to);
  const pointTo = {
    UpdateExpression: 'SET chatPk = :pk, chatSk = :sk',
    ExpressionAttributeValues: { ':pk': at.pk, ':sk': at.sk, ':id': from.id },
  };
  const link = from.providerId
    ? await getProviderItem(table, from.companyId, from.connectionId, from.providerId)
    : undefined;
  return [
    { Put: { TableName: table.name, Item: { ...at, ...to } } },
    {
      Update: {
        TableName: table.name,
        Key: keys.messageRef(from.companyId, from.id),
        ...pointTo,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':pk': at.pk, ':sk': at.sk },
      },
    },
    ...(link?.messageId === from.id
      ? [
          {
            Update: {
              TableName: table.name,
              Key: { pk: link.pk, sk: link.sk },
              ...pointTo,
              ConditionExpression: 'messageId = :id',
            },
          },
        ]
      : []),
    {
      Delete: {
        TableName: table.name,
        Key: chatKey(from),
        // The original as read: a concurrent ack, edit or delete would otherwise be lost with it.
        ConditionExpression:
          'attribute_exists(pk) AND updatedAt = :u AND ack = :ack AND isDeleted = :del AND body = :body',
        ExpressionAttributeValues: {
          ':u': from.updatedAt,
          ':ack': from.ack,
          ':del': from.isDeleted,
          ':body': from.body,
        },
      },
    },
  ];
}
