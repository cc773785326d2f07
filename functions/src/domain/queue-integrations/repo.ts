import { keys } from '../../platform/keys.js';
import { deleteRevised, putRevised } from '../../platform/revised-put.js';
import type { Table } from '../../platform/table.js';
import type { QueueIntegrationFields } from './schema.js';

/**
 * The stored integration: its fields, the service-account key file sealed (platform/crypto/sealed.ts; '' when
 * none) beside the masked copy answers show, its company and revision.
 */
export interface QueueIntegrationRecord extends QueueIntegrationFields {
  id: string;
  companyId: string;
  jsonContentSealed: string;
  jsonContentHint: string;
  createdAt: string;
  updatedAt: string;
  rev: number;
}

type QueueIntegrationItem = QueueIntegrationRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export async function getQueueIntegrationRecord(
  table: Table,
  companyId: string,
  id: string,
): Promise<QueueIntegrationRecord | undefined> {
  const item = await table.get<QueueIntegrationItem>(keys.queueIntegration(companyId, id));
  return item ? toRecord(item) : undefined;
}

/** The company's integrations by name (a company keeps a handful, one per queue at most). */
export async function listQueueIntegrationRecords(table: Table, companyId: string): Promise<QueueIntegrationRecord[]> {
  const items = await table.queryAll<QueueIntegrationItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.queueIntegrationsIndex(companyId) },
  });
  return items.map(toRecord);
}

/** Writes a new integration (`rev` 0) or the next revision of one read at `rev - 1`; StaleRecord if it changed. */
export async function putQueueIntegrationRecord(table: Table, record: QueueIntegrationRecord): Promise<void> {
  const item: QueueIntegrationItem = {
    ...keys.queueIntegration(record.companyId, record.id),
    gsi1pk: keys.queueIntegrationsIndex(record.companyId),
    gsi1sk: `${record.name.toLowerCase()}#${record.id}`,
    ...record,
  };
  await putRevised(table, item);
}

export async function deleteQueueIntegrationRecord(table: Table, record: QueueIntegrationRecord): Promise<void> {
  await deleteRevised(table, keys.queueIntegration(record.companyId, record.id), record.rev);
}

function toRecord(item: QueueIntegrationItem): QueueIntegrationRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return record;
}
