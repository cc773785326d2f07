import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../platform/keys.js';
import type { IndexName, Table } from '../../platform/table.js';
import type { TicketStatus } from '../tickets/schema.js';
import type { DayRange } from './range.js';

export type DayItem = Record<string, unknown> & { pk: string; sk: string };

/** The day items of a range: one Query on the company's STATS partition (at most a year of small items). */
export async function listDayItems(table: Table, companyId: string, range: DayRange): Promise<DayItem[]> {
  const first = keys.dayStats(companyId, range.from);
  return table.queryAll<DayItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': first.pk, ':from': first.sk, ':to': keys.dayStats(companyId, range.to).sk },
  });
}

export async function getDayItem(table: Table, companyId: string, day: string): Promise<DayItem | undefined> {
  return table.get<DayItem>(keys.dayStats(companyId, day), false);
}

/**
 * How many tickets are in a status now and were created between two instants (ISO, both included), over the
 * status partitions of the given queues (null = no queue). It reads only the tickets currently in that status,
 * never the closed history, and only counts them (Select COUNT).
 */
export async function countTicketsCreatedBetween(
  table: Table,
  companyId: string,
  status: TicketStatus,
  queueIds: (string | null)[],
  from: string,
  to: string,
): Promise<number> {
  const created = { expression: 'createdAt BETWEEN :from AND :to', values: { ':from': from, ':to': to } };
  const counts = await Promise.all(
    queueIds.map((queueId) => countPartition(table, 'gsi1', keys.ticketsByQueue(companyId, status, queueId), created)),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * The open tickets of each user now, from the user's own list partition (gsi2, the one the ticket list reads for
 * a user): one Select COUNT per user over the tickets they are serving, never their history.
 */
export async function countOpenTicketsByUser(
  table: Table,
  companyId: string,
  userIds: string[],
): Promise<Map<string, number>> {
  const counts = await Promise.all(
    userIds.map(
      async (userId) =>
        [userId, await countPartition(table, 'gsi2', keys.ticketsByUser(companyId, userId, 'open'))] as const,
    ),
  );
  return new Map(counts);
}

interface Filter {
  expression: string;
  values: Record<string, unknown>;
}

async function countPartition(table: Table, index: IndexName, partition: string, filter?: Filter): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await table.doc.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: index,
        KeyConditionExpression: `${index}pk = :pk`,
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ExpressionAttributeValues: { ':pk': partition, ...filter?.values },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    total += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return total;
}
