import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Key, Table } from '../../platform/table.js';
import type { QueueOption } from './schema.js';

/** The stored option: the public fields plus its revision (optimistic locking). */
export interface QueueOptionRecord extends QueueOption {
  rev: number;
}

type QueueOptionItem = QueueOptionRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

/** What makes an option's number unique: its queue, its parent and the number. */
type SiblingKey = Pick<QueueOption, 'companyId' | 'queueId' | 'parentId' | 'option'>;

const ROOT_MARK = '-';

/**
 * gsi1 lists a queue's options grouped by parent ('-' for the roots, which sorts before any id) and then by
 * number, zero-padded so 2 comes before 10.
 */
function indexKeys(option: QueueOption) {
  return {
    gsi1pk: keys.queueOptionsOf(option.companyId, option.queueId),
    gsi1sk: `${option.parentId ?? ROOT_MARK}#${option.option.padStart(3, '0')}#${option.id}`,
  };
}

/**
 * The item that holds an option number among its siblings. It sits in the queue's options partition name
 * (keys.queueOptionsOf), so it stays inside the company's keys without a key of its own in keys.ts.
 */
function siblingKey(option: SiblingKey): Key {
  const queueOptions = keys.queueOptionsOf(option.companyId, option.queueId);
  return { pk: `${queueOptions}#KEY#${option.parentId ?? ROOT_MARK}#${option.option}`, sk: 'QOPTKEY' };
}

export async function getOptionRecord(
  table: Table,
  companyId: string,
  optionId: string,
): Promise<QueueOptionRecord | undefined> {
  const item = await table.get<QueueOptionItem>(keys.queueOption(companyId, optionId));
  return item ? toRecord(item) : undefined;
}

/** Every option of a queue (all levels), by parent then number; a queue holds tens of options. */
export async function listOptionRecords(
  table: Table,
  companyId: string,
  queueId: string,
): Promise<QueueOptionRecord[]> {
  const items = await table.queryAll<QueueOptionItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.queueOptionsOf(companyId, queueId) },
  });
  return items.map(toRecord);
}

/** Every option of a queue (all levels), by parent then number: what the chatbot walks. */
export async function listOptionsOfQueue(table: Table, companyId: string, queueId: string): Promise<QueueOption[]> {
  return (await listOptionRecords(table, companyId, queueId)).map(({ rev: _rev, ...option }) => option);
}

export function optionPutItem(table: Table, option: QueueOptionRecord): TransactItem {
  const item: QueueOptionItem = { ...keys.queueOption(option.companyId, option.id), ...indexKeys(option), ...option };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Changes the given fields of the option as it was read (`current`), refusing if it changed since. */
export function optionUpdateItem(
  table: Table,
  current: QueueOptionRecord,
  changes: Partial<QueueOption>,
): TransactItem {
  const fields = { ...changes, ...indexKeys({ ...current, ...changes }) };
  return {
    Update: {
      TableName: table.name,
      Key: keys.queueOption(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  };
}

export function optionDeleteItem(table: Table, current: QueueOptionRecord): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.queueOption(current.companyId, current.id),
      ...sameRevision(current.rev),
    },
  };
}

/** Holds the option's number among its siblings: the put fails while a sibling holds it. */
export function siblingKeyClaimItem(table: Table, option: SiblingKey & { id: string }): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...siblingKey(option), optionId: option.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function siblingKeyReleaseItem(table: Table, option: SiblingKey & { id: string }): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: siblingKey(option),
      ConditionExpression: 'attribute_not_exists(pk) OR optionId = :optionId',
      ExpressionAttributeValues: { ':optionId': option.id },
    },
  };
}

/** A transaction check that the option is still as it was read (an ancestor on a re-parent). */
export function optionUnchangedItem(table: Table, option: QueueOptionRecord): TransactItem {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.queueOption(option.companyId, option.id),
      ...sameRevision(option.rev),
    },
  };
}

/** A transaction check that an option exists (the parent of a new option). */
export function optionExistsItem(table: Table, companyId: string, optionId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.queueOption(companyId, optionId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

/** A transaction check that the queue exists (options are not added to a queue deleted meanwhile). */
export function queueExistsItem(table: Table, companyId: string, queueId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.queue(companyId, queueId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

/** The option's item and its number's item, for cascades (a deleted subtree or queue). */
export function optionItemKeys(option: QueueOption): Key[] {
  return [keys.queueOption(option.companyId, option.id), siblingKey(option)];
}

function toRecord(item: QueueOptionItem): QueueOptionRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return { ...record, parentId: record.parentId ?? null, rev: record.rev ?? 0 };
}
