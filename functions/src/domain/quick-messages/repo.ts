import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { QuickMessage } from './schema.js';

/** The stored quick message: the public fields plus its company and revision. */
export interface QuickMessageRecord extends QuickMessage {
  companyId: string;
  rev: number;
}

type QuickMessageItem = QuickMessageRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

function indexKeys(record: Pick<QuickMessageRecord, 'companyId' | 'shortcode' | 'id'>) {
  return {
    gsi1pk: keys.quickMessagesIndex(record.companyId),
    gsi1sk: `${record.shortcode.toLowerCase()}#${record.id}`,
  };
}

export async function getQuickMessageRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<QuickMessageItem>(keys.quickMessage(companyId, id));
  return item ? toRecord(item) : undefined;
}

/** Every quick message of the company by shortcode (a company keeps tens to a few hundred). */
export async function listQuickMessageRecords(table: Table, companyId: string): Promise<QuickMessageRecord[]> {
  const items = await table.queryAll<QuickMessageItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.quickMessagesIndex(companyId) },
  });
  return items.map(toRecord);
}

export function quickMessagePutItem(table: Table, record: QuickMessageRecord): TransactItem {
  const item: QuickMessageItem = { ...keys.quickMessage(record.companyId, record.id), ...indexKeys(record), ...record };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function quickMessageUpdateItem(
  table: Table,
  current: QuickMessageRecord,
  changes: Partial<QuickMessage>,
): TransactItem {
  const fields = changes.shortcode ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  return {
    Update: {
      TableName: table.name,
      Key: keys.quickMessage(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  };
}

export function quickMessageDeleteItem(table: Table, current: QuickMessageRecord): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.quickMessage(current.companyId, current.id),
      ...sameRevision(current.rev),
    },
  };
}

/** Holds a shortcode for one quick message of the company: the put fails while another holds it. */
export function shortcodeClaimItem(table: Table, companyId: string, shortcode: string, id: string): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.quickMessageShortcode(companyId, shortcode), quickMessageId: id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function shortcodeReleaseItem(table: Table, companyId: string, shortcode: string, id: string): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.quickMessageShortcode(companyId, shortcode),
      ConditionExpression: 'attribute_not_exists(pk) OR quickMessageId = :id',
      ExpressionAttributeValues: { ':id': id },
    },
  };
}

function toRecord(item: QuickMessageItem): QuickMessageRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return {
    ...record,
    mediaPath: record.mediaPath ?? null,
    mediaName: record.mediaName ?? null,
    geral: record.geral ?? true,
    rev: record.rev ?? 0,
  };
}
