import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { Tag } from './schema.js';

/** The stored tag: the public fields plus its company, revision and how many tickets carry it. */
export interface TagRecord extends Tag {
  companyId: string;
  ticketsCount: number;
  rev: number;
}

type TagItem = TagRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

function indexKeys(tag: Pick<TagRecord, 'companyId' | 'name' | 'id'>) {
  return { gsi1pk: keys.tagsIndex(tag.companyId), gsi1sk: `${tag.name.toLowerCase()}#${tag.id}` };
}

export async function getTagRecord(table: Table, companyId: string, tagId: string): Promise<TagRecord | undefined> {
  const item = await table.get<TagItem>(keys.tag(companyId, tagId));
  return item ? toRecord(item) : undefined;
}

/** The tags of those ids that exist (consistent reads: a sync must not miss a tag just created). */
export async function getTagRecords(table: Table, companyId: string, tagIds: string[]): Promise<TagRecord[]> {
  const items = await table.batchGet<TagItem>(
    tagIds.map((id) => keys.tag(companyId, id)),
    true,
  );
  return items.map(toRecord);
}

/** Every tag of the company by name (a company holds tens of tags). */
export async function listTagRecords(table: Table, companyId: string): Promise<TagRecord[]> {
  const items = await table.queryAll<TagItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.tagsIndex(companyId) },
  });
  return items.map(toRecord);
}

export function tagPutItem(table: Table, tag: TagRecord): TransactItem {
  const item: TagItem = { ...keys.tag(tag.companyId, tag.id), ...indexKeys(tag), ...tag };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function tagUpdateItem(table: Table, current: TagRecord, changes: Partial<Tag>): TransactItem {
  const fields = changes.name ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  return {
    Update: {
      TableName: table.name,
      Key: keys.tag(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  };
}

export function tagDeleteItem(table: Table, current: TagRecord): TransactItem {
  return {
    Delete: { TableName: table.name, Key: keys.tag(current.companyId, current.id), ...sameRevision(current.rev) },
  };
}

/** Holds a name for one tag of the company: the put fails while another tag holds it. */
export function nameClaimItem(table: Table, companyId: string, name: string, tagId: string): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.tagName(companyId, name), tagId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function nameReleaseItem(table: Table, companyId: string, name: string, tagId: string): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.tagName(companyId, name),
      ConditionExpression: 'attribute_not_exists(pk) OR tagId = :tagId',
      ExpressionAttributeValues: { ':tagId': tagId },
    },
  };
}

/**
 * Moves the tag's ticket count; its condition also proves the tag still exists when the ticket takes it
 * (no revision bump: counting tickets is not an edit of the tag).
 */
export function ticketsCountItem(table: Table, companyId: string, tagId: string, delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.tag(companyId, tagId),
      UpdateExpression: 'ADD ticketsCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** The entry the tickets list's tag filter reads (sk `T#<ticketId>` in the tag's partition). */
export function taggedTicketPut(table: Table, companyId: string, tagId: string, ticketId: string): TransactItem {
  return {
    Put: { TableName: table.name, Item: { ...keys.taggedTicket(companyId, tagId, ticketId), tagId, ticketId } },
  };
}

export function taggedTicketDelete(table: Table, companyId: string, tagId: string, ticketId: string): TransactItem {
  return { Delete: { TableName: table.name, Key: keys.taggedTicket(companyId, tagId, ticketId) } };
}

/** One page of the ids of the tickets carrying a tag. */
export async function taggedTicketIds(table: Table, companyId: string, tagId: string, cursor?: string) {
  const { pk } = keys.taggedTicket(companyId, tagId, '');
  const page = await table.queryPartition<{ pk: string; sk: string; ticketId: string }>(pk, {
    skPrefix: 'T#',
    limit: 100,
    cursor,
  });
  return { ticketIds: page.items.map((item) => item.ticketId), cursor: page.cursor };
}

function toRecord(item: TagItem): TagRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return {
    ...record,
    kanban: record.kanban ?? 0,
    ticketsCount: Math.max(0, record.ticketsCount ?? 0),
    rev: record.rev ?? 0,
  };
}
