import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import { listQueueRecords } from '../queues/repo.js';
import { listUserRecords } from '../users/repo.js';
import { WORKING_STATUSES } from './repo.js';

/** One list index partition, with the name of its partition key attribute for a key condition. */
export interface LivePartition {
  IndexName: 'gsi1' | 'gsi2';
  key: 'gsi1pk' | 'gsi2pk';
  pk: string;
}

/**
 * The partitions that hold every open and pending ticket of a company on the per-queue and per-user indexes: by
 * status and queue (the company's queues and none) and by user and status, so a ticket held by someone in a queue
 * deleted since is found too. A ticket may be in two of them. For whole-company sweeps (a connection's live count,
 * the working-set backfill), not for lists.
 */
export async function liveTicketPartitions(table: Table, companyId: string): Promise<LivePartition[]> {
  const [queues, users] = await Promise.all([listQueueRecords(table, companyId), listUserRecords(table, companyId)]);
  return WORKING_STATUSES.flatMap((status) => [
    ...[...queues.map((queue) => queue.id), null].map((queueId) => ({
      IndexName: 'gsi1' as const,
      key: 'gsi1pk' as const,
      pk: keys.ticketsByQueue(companyId, status, queueId),
    })),
    ...users.map((user) => ({
      IndexName: 'gsi2' as const,
      key: 'gsi2pk' as const,
      pk: keys.ticketsByUser(companyId, user.id, status),
    })),
  ]);
}
