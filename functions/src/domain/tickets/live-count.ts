import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { GuardedWrite, TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import { connectionExistsItem } from '../connections/repo.js';
import { liveTicketPartitions } from './live-partitions.js';
import type { TicketRecord } from './repo.js';

/**
 * The open and pending tickets of each connection, counted (docs/decisions/024). Every transaction that moves a
 * ticket into open/pending on a connection adds one to its count and checks that the connection still exists;
 * every one that moves a ticket out (closed, transferred away, deleted) takes one off. Deleting a connection
 * requires the count it read, in its own transaction: a ticket opened meanwhile either fails its check (the
 * connection went first) or changes the count (the delete is refused), so no ticket is left on nothing.
 */
interface LiveCountItem {
  pk: string;
  sk: string;
  openTickets?: number;
  /** How many changes the item saw: a count taken while it was not `counted` holds only while this stays. */
  moves?: number;
  /** The count started with the connection; older connections only have the changes made since. */
  counted?: boolean;
}

const connectionNotFound = () => new AppError('ERR_NO_WAPP_FOUND', 404, 'Conexão não encontrada.');

/** The count of a new connection: nothing open yet. */
export function liveCountCreateItem(table: Table, companyId: string, connectionId: string): TransactItem {
  const item = { ...keys.connectionLiveTickets(companyId, connectionId), openTickets: 0, moves: 0, counted: true };
  return { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** One change of the count by `delta`; at most one per connection in a transaction. */
export function liveCountChange(table: Table, companyId: string, connectionId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.connectionLiveTickets(companyId, connectionId),
      UpdateExpression: 'ADD openTickets :delta, moves :one',
      ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
    },
  };
}

/** A ticket becomes open or pending on its connection, which must still exist when the transaction commits. */
export function liveEntered(table: Table, ticket: TicketRecord): GuardedWrite[] {
  return [
    { item: liveCountChange(table, ticket.companyId, ticket.whatsappId, 1) },
    {
      item: connectionExistsItem(table, ticket.companyId, ticket.whatsappId),
      onConditionFailure: connectionNotFound,
    },
  ];
}

/** A ticket leaves open/pending on its connection (as it was read). */
export function liveLeft(table: Table, ticket: TicketRecord): GuardedWrite {
  return { item: liveCountChange(table, ticket.companyId, ticket.whatsappId, -1) };
}

export const isLive = (ticket: Pick<TicketRecord, 'status'>) => ticket.status !== 'closed';

/**
 * How many open or pending tickets the connection has, and the write a delete of the connection puts in its
 * transaction: it removes the count and fails (for the caller to read again) when the count changed since.
 * A connection made before the count existed is counted from the ticket lists.
 */
export async function liveTicketsGuard(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  connectionId: string,
): Promise<{ count: number; item: TransactItem }> {
  const key = keys.connectionLiveTickets(companyId, connectionId);
  const stored = await deps.table.get<LiveCountItem>(key);
  const remove = (condition: string, values?: Record<string, unknown>): TransactItem => ({
    Delete: {
      TableName: deps.table.name,
      Key: key,
      ConditionExpression: condition,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    },
  });
  if (stored?.counted) {
    return { count: Number(stored.openTickets ?? 0), item: remove('openTickets = :zero', { ':zero': 0 }) };
  }
  const count = await countFromLists(deps, companyId, connectionId);
  const unchanged = stored
    ? remove('attribute_not_exists(counted) AND moves = :moves', { ':moves': stored.moves ?? 0 })
    : remove('attribute_not_exists(pk)');
  return { count, item: unchanged };
}

/** The open and pending tickets on the connection, read from the list indexes (`liveTicketPartitions`). */
async function countFromLists(deps: Pick<Deps, 'table'>, companyId: string, connectionId: string): Promise<number> {
  const partitions = await liveTicketPartitions(deps.table, companyId);
  const found = new Set<string>();
  for (const { IndexName, key, pk } of partitions) {
    const items = await deps.table.queryAll<{ pk: string; sk: string; id: string }>({
      IndexName,
      KeyConditionExpression: `${key} = :pk`,
      FilterExpression: 'whatsappId = :connectionId',
      ProjectionExpression: 'id',
      ExpressionAttributeValues: { ':pk': pk, ':connectionId': connectionId },
    });
    for (const item of items) found.add(item.id);
  }
  return found.size;
}
