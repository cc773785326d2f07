import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import { compareQueues, type Queue } from './schema.js';

/** The stored queue: the public fields plus its revision (optimistic locking). */
export interface QueueRecord extends Queue {
  rev: number;
}

type QueueItem = QueueRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export async function getQueueRecord(
  table: Table,
  companyId: string,
  queueId: string,
): Promise<QueueRecord | undefined> {
  const item = await table.get<QueueItem>(keys.queue(companyId, queueId));
  return item ? toRecord(item) : undefined;
}

/** All queues of a company in list order (a company has a few, bounded by its plan). */
export async function listQueueRecords(table: Table, companyId: string): Promise<QueueRecord[]> {
  const items = await table.queryAll<QueueItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.queuesIndex(companyId) },
  });
  return items.map(toRecord).sort(compareQueues);
}

export function queuePutItem(table: Table, queue: QueueRecord): TransactItem {
  const item: QueueItem = { ...keys.queue(queue.companyId, queue.id), ...indexKeys(queue), ...queue };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Changes the given fields of the queue as it was read (`current`), refusing if it changed since. */
export function queueUpdateItem(table: Table, current: QueueRecord, changes: Partial<Queue>): TransactItem {
  const fields = changes.name ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  return {
    Update: {
      TableName: table.name,
      Key: keys.queue(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  };
}

export function queueDeleteItem(table: Table, current: QueueRecord): TransactItem {
  return {
    Delete: { TableName: table.name, Key: keys.queue(current.companyId, current.id), ...sameRevision(current.rev) },
  };
}

/** Holds a colour for one queue of the company: the put fails while another queue holds it. */
export function colorClaimItem(table: Table, companyId: string, color: string, queueId: string): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.queueColor(companyId, color), queueId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function colorReleaseItem(table: Table, companyId: string, color: string, queueId: string): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.queueColor(companyId, color),
      ConditionExpression: 'attribute_not_exists(pk) OR queueId = :queueId',
      ExpressionAttributeValues: { ':queueId': queueId },
    },
  };
}

function indexKeys(queue: Pick<Queue, 'companyId' | 'name' | 'id'>) {
  return { gsi1pk: keys.queuesIndex(queue.companyId), gsi1sk: `${queue.name.toLowerCase()}#${queue.id}` };
}

function toRecord(item: QueueItem): QueueRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return { ...record, rev: record.rev ?? 0 };
}
