import type { Table } from '../../platform/table.js';
import type { QueueOption } from './schema.js';

/** PLACEHOLDER (issue 5, queue-options helper): every option of a queue (all levels). */
export async function listOptionsOfQueue(_table: Table, _companyId: string, _queueId: string): Promise<QueueOption[]> {
  return [];
}
