import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { User } from './schema.js';

/** The stored user: the public fields plus the secrets that never leave the server. */
export interface UserRecord extends User {
  passwordHash: string;
  tokenVersion: number;
  /** Revision for optimistic locking of edits (absent on items written before it existed). */
  rev?: number;
}

type UserItem = UserRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export function userItem(user: UserRecord): UserItem {
  return { ...keys.user(user.companyId, user.id), ...indexKeys(user), ...user };
}

function indexKeys(user: Pick<User, 'companyId' | 'name' | 'id'>) {
  return { gsi1pk: keys.usersIndex(user.companyId), gsi1sk: `${user.name.toLowerCase()}#${user.id}` };
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
  const { passwordHash: _hash, tokenVersion: _version, rev: _rev, ...user } = record;
  return user;
}

function toRecord(item: UserItem): UserRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return {
    ...record,
    queueIds: record.queueIds ?? [],
    whatsappId: record.whatsappId ?? null,
    online: !!record.online,
    rev: record.rev ?? 0,
  };
}

export function userPutItem(table: Table, user: UserRecord): TransactItem {
  return { Put: { TableName: table.name, Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Changes the given fields of the user as it was read (`current`), refusing if it changed since. */
export function userUpdateItem(table: Table, current: UserRecord, changes: Partial<UserRecord>): TransactItem {
  return {
    Update: { TableName: table.name, Key: keys.user(current.companyId, current.id), ...userChange(current, changes) },
  };
}

/** The same change outside a transaction; answers the stored user. */
export async function updateUserRecord(
  table: Table,
  current: UserRecord,
  changes: Partial<UserRecord>,
): Promise<UserRecord> {
  const item = await table.update<UserItem>(keys.user(current.companyId, current.id), userChange(current, changes));
  return toRecord(item);
}

export function userDeleteItem(table: Table, current: UserRecord): TransactItem {
  return {
    Delete: { TableName: table.name, Key: keys.user(current.companyId, current.id), ...sameRevision(current.rev) },
  };
}

/** Holds an email for one user: the put fails while any user of any company holds it. */
export function emailClaimItem(table: Table, email: string, user: Pick<User, 'id' | 'companyId'>): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.email(email), userId: user.id, companyId: user.companyId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function emailReleaseItem(table: Table, email: string, userId: string): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.email(email),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
    },
  };
}

function userChange(current: UserRecord, changes: Partial<UserRecord>) {
  const fields = changes.name ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  const update = revisedUpdate(fields, current.rev);
  if (changes.tokenVersion === undefined) return update;
  // A new token version ends the sessions of the version read; a login that bumped it meanwhile (logins do not
  // touch `rev`) makes this write stale, so it re-reads and ends that session too.
  const stored = current.tokenVersion ? '#tv = :tv' : '(attribute_not_exists(#tv) OR #tv = :tv)';
  return {
    ...update,
    ConditionExpression: `${update.ConditionExpression} AND ${stored}`,
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#tv': 'tokenVersion' },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':tv': current.tokenVersion ?? 0 },
  };
}
