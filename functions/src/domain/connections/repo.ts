import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { Connection } from './schema.js';

/**
 * The stored connection: the public fields plus its company and revision. Session state (status, qrcode, …) is
 * written by the session host without a revision: it never decides a rule that an edit checks.
 */
export interface ConnectionRecord extends Connection {
  companyId: string;
  rev: number;
}

export type ConnectionItem = Partial<ConnectionRecord> & { pk: string; sk: string; id: string; name: string };

export async function getConnectionRecord(
  table: Table,
  companyId: string,
  connectionId: string,
): Promise<ConnectionRecord | undefined> {
  const item = await table.get<ConnectionItem>(keys.connection(companyId, connectionId));
  return item ? recordFromItem(item, companyId) : undefined;
}

/** All connections of a company (a handful, bounded by the plan), ordered by name. */
export async function listConnectionRecords(table: Table, companyId: string): Promise<ConnectionRecord[]> {
  const items = await table.queryAll<ConnectionItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.connectionsIndex(companyId) },
  });
  return items.map((item) => recordFromItem(item, companyId)).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export function connectionPutItem(table: Table, record: ConnectionRecord): TransactItem {
  const item = { ...keys.connection(record.companyId, record.id), ...indexKeys(record), ...record };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Changes the given fields of the connection as it was read (`current`), refusing if it changed since. */
export function connectionUpdateItem(
  table: Table,
  current: ConnectionRecord,
  changes: Partial<ConnectionRecord>,
): TransactItem {
  const fields = changes.name ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  return {
    Update: {
      TableName: table.name,
      Key: keys.connection(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  };
}

export function connectionDeleteItem(table: Table, current: ConnectionRecord): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.connection(current.companyId, current.id),
      ...sameRevision(current.rev),
    },
  };
}

/** A transaction check that the connection exists in the company when the transaction commits. */
export function connectionExistsItem(table: Table, companyId: string, connectionId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.connection(companyId, connectionId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

/** A transaction check that the connection is still the company's default when the transaction commits. */
export function stillDefaultItem(table: Table, companyId: string, connectionId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.connection(companyId, connectionId),
      ConditionExpression: 'attribute_exists(pk) AND isDefault = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  };
}

/** The connection as answers show it: no company id, no revision. */
export function toConnection(record: ConnectionRecord): Connection {
  const { companyId: _companyId, rev: _rev, ...connection } = record;
  return connection;
}

function indexKeys(connection: Pick<ConnectionRecord, 'companyId' | 'name' | 'id'>) {
  return {
    gsi1pk: keys.connectionsIndex(connection.companyId),
    gsi1sk: `${connection.name.toLowerCase()}#${connection.id}`,
  };
}

/** Fields missing on older items read as the spec's defaults (spec 1 §9). */
export function recordFromItem(item: ConnectionItem, companyId: string): ConnectionRecord {
  return {
    id: item.id,
    companyId,
    name: item.name,
    status: item.status ?? 'DISCONNECTED',
    qrcode: item.qrcode ?? '',
    retries: item.retries ?? 0,
    number: item.number ?? '',
    pairingCode: item.pairingCode ?? '',
    isDefault: item.isDefault ?? false,
    greetingMessage: item.greetingMessage ?? '',
    complationMessage: item.complationMessage ?? '',
    outOfHoursMessage: item.outOfHoursMessage ?? '',
    ratingMessage: item.ratingMessage ?? '',
    expiresInactiveMessage: item.expiresInactiveMessage ?? '',
    token: item.token ?? '',
    provider: item.provider ?? 'beta',
    expiresTicket: item.expiresTicket ?? 0,
    timeUseBotQueues: item.timeUseBotQueues ?? 0,
    maxUseBotQueues: item.maxUseBotQueues ?? 3,
    timeToTransfer: item.timeToTransfer ?? null,
    transferQueueId: item.transferQueueId ?? null,
    promptId: item.promptId ?? null,
    integrationId: item.integrationId ?? null,
    queueIds: item.queueIds ?? [],
    createdAt: item.createdAt ?? '',
    updatedAt: item.updatedAt ?? '',
    rev: item.rev ?? 0,
  };
}
