import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { ContactList, ContactListItem } from './schema.js';

export interface ContactListRecord extends ContactList {
  companyId: string;
  rev: number;
}

export interface ContactListItemRecord extends ContactListItem {
  rev: number;
}

type Stored<T> = T & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

/** The list's counters, moved with ADD beside the item writes that change them. */
export type ListCounts = Partial<Pick<ContactList, 'contactsCount' | 'validCount' | 'invalidCount'>>;

const byName = (record: { name: string; id: string }) => `${record.name.toLowerCase()}#${record.id}`;
const listIndexKeys = (list: Pick<ContactListRecord, 'companyId' | 'name' | 'id'>) => ({
  gsi1pk: keys.contactListsIndex(list.companyId),
  gsi1sk: byName(list),
});
const itemIndexKeys = (item: Pick<ContactListItem, 'companyId' | 'contactListId' | 'name' | 'id'>) => ({
  gsi1pk: keys.contactListItemsIndex(item.companyId, item.contactListId),
  gsi1sk: byName(item),
});

export async function getListRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<Stored<ContactListRecord>>(keys.contactList(companyId, id));
  return item ? toListRecord(item) : undefined;
}

/** Every list of the company by name (a company keeps tens of lists). */
export async function listListRecords(table: Table, companyId: string): Promise<ContactListRecord[]> {
  const items = await table.queryAll<Stored<ContactListRecord>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.contactListsIndex(companyId) },
  });
  return items.map(toListRecord);
}

export function listPutItem(table: Table, list: ContactListRecord): TransactItem {
  const item = { ...keys.contactList(list.companyId, list.id), ...listIndexKeys(list), ...list };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function listUpdateItem(table: Table, current: ContactListRecord, changes: Partial<ContactList>) {
  const fields = changes.name ? { ...changes, ...listIndexKeys({ ...current, ...changes }) } : changes;
  return {
    Update: {
      TableName: table.name,
      Key: keys.contactList(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  } satisfies TransactItem;
}

export function listDeleteItem(table: Table, current: ContactListRecord): TransactItem {
  const Key = keys.contactList(current.companyId, current.id);
  return { Delete: { TableName: table.name, Key, ...sameRevision(current.rev) } };
}

/** Moves the list's counters; its condition also proves the list still exists (no revision bump). */
export function listCountsItem(table: Table, companyId: string, listId: string, counts: ListCounts): TransactItem {
  const Key = keys.contactList(companyId, listId);
  const entries = Object.entries(counts).filter(([, delta]) => delta);
  if (entries.length === 0) {
    return { ConditionCheck: { TableName: table.name, Key, ConditionExpression: 'attribute_exists(pk)' } };
  }
  return {
    Update: {
      TableName: table.name,
      Key,
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([field], index) => [`#c${index}`, field])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], index) => [`:c${index}`, delta])),
    },
  };
}

export async function getItemRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<Stored<ContactListItemRecord>>(keys.contactListItem(companyId, id));
  return item ? toItemRecord(item) : undefined;
}

export async function getItemRecords(table: Table, companyId: string, ids: string[]) {
  const items = await table.batchGet<Stored<ContactListItemRecord>>(
    ids.map((id) => keys.contactListItem(companyId, id)),
    true,
  );
  return items.map(toItemRecord);
}

/** One page of a list's items by name (`limit` per page, the cursor to hand back for the next). */
export async function itemRecordsPage(table: Table, companyId: string, listId: string, cursor?: string, limit = 200) {
  const page = await table.queryPartition<Stored<ContactListItemRecord>>(
    keys.contactListItemsIndex(companyId, listId),
    { index: 'gsi1', limit, cursor },
  );
  return { items: page.items.map(toItemRecord), cursor: page.cursor };
}

/** Every item of a list by name (the items page filters and pages them; a list holds thousands at most). */
export async function allItemRecords(table: Table, companyId: string, listId: string) {
  const all: ContactListItemRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await itemRecordsPage(table, companyId, listId, cursor, 1000);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

export function itemPutItem(table: Table, record: ContactListItemRecord): TransactItem {
  const item = { ...keys.contactListItem(record.companyId, record.id), ...itemIndexKeys(record), ...record };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function itemUpdateItem(table: Table, current: ContactListItemRecord, changes: Partial<ContactListItem>) {
  const fields = changes.name ? { ...changes, ...itemIndexKeys({ ...current, ...changes }) } : changes;
  return {
    Update: {
      TableName: table.name,
      Key: keys.contactListItem(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  } satisfies TransactItem;
}

export function itemDeleteItem(table: Table, current: ContactListItemRecord): TransactItem {
  const Key = keys.contactListItem(current.companyId, current.id);
  return { Delete: { TableName: table.name, Key, ...sameRevision(current.rev) } };
}

/** Holds a number for one item of the list: the put fails while another item holds it. */
export function numberClaimItem(
  table: Table,
  item: Pick<ContactListItem, 'companyId' | 'contactListId' | 'number' | 'id'>,
) {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.contactListNumber(item.companyId, item.contactListId, item.number), itemId: item.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  } satisfies TransactItem;
}

export function numberReleaseItem(
  table: Table,
  item: Pick<ContactListItem, 'companyId' | 'contactListId' | 'number' | 'id'>,
) {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.contactListNumber(item.companyId, item.contactListId, item.number),
      ConditionExpression: 'attribute_not_exists(pk) OR itemId = :itemId',
      ExpressionAttributeValues: { ':itemId': item.id },
    },
  } satisfies TransactItem;
}

/** The id of the list's item that holds the number, if any. */
export async function numberHolder(table: Table, companyId: string, listId: string, number: string) {
  const claim = await table.get<{ pk: string; sk: string; itemId: string }>(
    keys.contactListNumber(companyId, listId, number),
  );
  return claim?.itemId;
}

/** How an item's validity moves the list's valid and invalid counters. */
export function validityCounts(validity: boolean | null, sign: 1 | -1): ListCounts {
  if (validity === true) return { validCount: sign };
  if (validity === false) return { invalidCount: sign };
  return {};
}

function toListRecord(item: Stored<ContactListRecord>): ContactListRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return {
    ...record,
    contactsCount: Math.max(0, record.contactsCount ?? 0),
    validCount: Math.max(0, record.validCount ?? 0),
    invalidCount: Math.max(0, record.invalidCount ?? 0),
    checking: record.checking ?? false,
    rev: record.rev ?? 0,
  };
}

function toItemRecord(item: Stored<ContactListItemRecord>): ContactListItemRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return {
    ...record,
    email: record.email ?? '',
    isWhatsappValid: record.isWhatsappValid ?? null,
    rev: record.rev ?? 0,
  };
}
