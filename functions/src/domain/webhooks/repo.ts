import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import type { WebhookDelivery, WebhookEvent } from './schema.js';

/** The stored endpoint: its secret signs each delivery (docs/decisions/056). */
export interface WebhookRecord {
  id: string;
  companyId: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  secret: string;
  createdAt: string;
  updatedAt: string;
}

type WebhookItem = WebhookRecord & { pk: string; sk: string };

/** How long an attempt stays in the log (the table's TTL removes it). */
export const DELIVERY_LOG_DAYS = 7;
/** Attempts per page of the log. */
export const DELIVERIES_PAGE_SIZE = 20;

export async function getWebhookRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<WebhookItem>(keys.webhook(companyId, id));
  return item ? toRecord(item) : undefined;
}

/** The company's endpoints, oldest first (a company keeps a handful). */
export async function listWebhookRecords(table: Table, companyId: string): Promise<WebhookRecord[]> {
  const items = await table.queryAll<WebhookItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.webhooksOf(companyId) },
  });
  return items.map(toRecord).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export async function putWebhookRecord(table: Table, record: WebhookRecord): Promise<void> {
  await table.put({ ...keys.webhook(record.companyId, record.id), ...record });
}

export async function deleteWebhookRecord(table: Table, companyId: string, id: string): Promise<void> {
  await table.delete(keys.webhook(companyId, id));
}

/** One attempt, kept DELIVERY_LOG_DAYS. */
export async function putDelivery(
  table: Table,
  companyId: string,
  webhookId: string,
  delivery: WebhookDelivery,
): Promise<void> {
  const expiresAt = Math.floor(Date.parse(delivery.at) / 1000) + DELIVERY_LOG_DAYS * 24 * 60 * 60;
  const key = keys.webhookDelivery(companyId, webhookId, delivery.at, delivery.deliveryId, delivery.attempt);
  await table.put({ ...key, ...delivery, expiresAt });
}

/** A page of the endpoint's log, newest attempt first. */
export async function listDeliveries(table: Table, companyId: string, webhookId: string, cursor?: string) {
  const page = await table.query<WebhookDelivery & { pk: string; sk: string; expiresAt: number }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.webhookDeliveriesOf(companyId, webhookId) },
    ScanIndexForward: false,
    Limit: DELIVERIES_PAGE_SIZE,
    cursor,
  });
  const deliveries = page.items.map(({ pk: _pk, sk: _sk, expiresAt: _e, ...delivery }) => delivery);
  return { deliveries, ...(page.cursor && { cursor: page.cursor }), hasMore: page.cursor !== undefined };
}

function toRecord(item: WebhookItem): WebhookRecord {
  const { pk: _pk, sk: _sk, ...record } = item;
  return { ...record, events: record.events ?? [], active: record.active !== false };
}
