import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import type { User } from './schema.js';

/** The stored user: the public fields plus the secrets that never leave the server. */
export interface UserRecord extends User {
  passwordHash: string;
  tokenVersion: number;
}

type UserItem = UserRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export function userItem(user: UserRecord): UserItem {
  return {
    ...keys.user(user.companyId, user.id),
    gsi1pk: keys.usersIndex(user.companyId),
    gsi1sk: `${user.name.toLowerCase()}#${user.id}`,
    ...user,
  };
}

export async function getUserRecord(table: Table, companyId: string, userId: string): Promise<UserRecord | undefined> {
  const item = await table.get<UserItem>(keys.user(companyId, userId));
  return item ? toRecord(item) : undefined;
}

export async function findUserIdByEmail(
  table: Table,
  email: string,
): Promise<{ userId: string; companyId: string } | undefined> {
  const item = await table.get<{ pk: string; sk: string; userId: string; companyId: string }>(keys.email(email));
  return item ? { userId: item.userId, companyId: item.companyId } : undefined;
}

/** All users of a company, ordered by name (companies hold tens to hundreds of users, bounded by the plan). */
export async function listUserRecords(table: Table, companyId: string): Promise<UserRecord[]> {
  const items = await table.queryAll<UserItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.usersIndex(companyId) },
  });
  return items.map(toRecord);
}

export function toPublicUser(record: UserRecord): User {
  const { passwordHash: _hash, tokenVersion: _version, ...user } = record;
  return user;
}

function toRecord(item: UserItem): UserRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return { ...record, queueIds: record.queueIds ?? [], whatsappId: record.whatsappId ?? null, online: !!record.online };
}
