import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { Invoice, InvoiceStatus, StoredInvoiceStatus } from './schema.js';

export interface InvoiceItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  id: string;
  companyId: string;
  detail: string;
  value: number;
  dueDate: string;
  status: StoredInvoiceStatus;
  paidAt?: string;
  /** The txid of the checkout's latest Pix charge for it. */
  lastTxid?: string;
  createdAt: string;
  updatedAt: string;
}

export type NewInvoice = Pick<InvoiceItem, 'id' | 'companyId' | 'detail' | 'value' | 'dueDate'>;

/**
 * Creates the invoice of one billed due date, with its period item, in one transaction whose period put is
 * conditional: a second run (or a concurrent one) for the same company and due date creates nothing and answers
 * false.
 */
export async function putInvoiceOnce(table: Table, invoice: NewInvoice, stamp: string): Promise<boolean> {
  const item: InvoiceItem = {
    ...keys.invoice(invoice.companyId, invoice.id),
    gsi1pk: keys.invoicesIndex(invoice.companyId),
    gsi1sk: `${invoice.dueDate}#${invoice.id}`,
    ...invoice,
    status: 'open',
    createdAt: stamp,
    updatedAt: stamp,
  };
  try {
    await table.transact([
      {
        Put: {
          TableName: table.name,
          Item: { ...keys.invoicePeriod(invoice.companyId, invoice.dueDate), invoiceId: invoice.id, createdAt: stamp },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getInvoiceItem(
  table: Table,
  companyId: string,
  invoiceId: string,
): Promise<InvoiceItem | undefined> {
  return table.get<InvoiceItem>(keys.invoice(companyId, invoiceId));
}

/** The company's invoices, newest due date first. */
export async function listInvoiceItems(table: Table, companyId: string): Promise<InvoiceItem[]> {
  return table.queryAll<InvoiceItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.invoicesIndex(companyId) },
    ScanIndexForward: false,
  });
}

/** Paid; else overdue when its due date is before `today` (YYYY-MM-DD, the company's calendar); else open. */
export function displayStatus(item: Pick<InvoiceItem, 'status' | 'dueDate'>, today: string): InvoiceStatus {
  if (item.status === 'paid') return 'paid';
  return item.dueDate < today ? 'overdue' : 'open';
}

export function toInvoice(item: InvoiceItem, today: string): Invoice {
  return {
    id: item.id,
    companyId: item.companyId,
    detail: item.detail,
    value: item.value,
    dueDate: item.dueDate,
    status: displayStatus(item, today),
    paidAt: item.paidAt ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
