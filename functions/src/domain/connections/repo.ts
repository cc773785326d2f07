import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import type { Connection } from './schema.js';

type ConnectionItem = Partial<Connection> & { pk: string; sk: string; id: string; name: string };

export async function getConnection(
  table: Table,
  companyId: string,
  connectionId: string,
): Promise<Connection | undefined> {
  const item = await table.get<ConnectionItem>(keys.connection(companyId, connectionId));
  return item ? toConnection(item) : undefined;
}

/** All connections of a company (a handful, bounded by the plan), ordered by name. */
export async function listConnections(table: Table, companyId: string): Promise<Connection[]> {
  const items = await table.queryAll<ConnectionItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.connectionsIndex(companyId) },
  });
  return items.map(toConnection).sort((a, b) => a.name.localeCompare(b.name));
}

/** A transaction check that the connection exists in the company when the transaction commits. */
export function connectionExistsItem(table: Table, companyId: string, connectionId: string) {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.connection(companyId, connectionId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

function toConnection(item: ConnectionItem): Connection {
  return {
    id: item.id,
    name: item.name,
    status: item.status ?? 'DISCONNECTED',
    qrcode: item.qrcode ?? '',
    retries: item.retries ?? 0,
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
    queueIds: item.queueIds ?? [],
    createdAt: item.createdAt ?? '',
    updatedAt: item.updatedAt ?? '',
  };
}
