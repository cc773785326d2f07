import type { InvoiceStatus } from '@domain/invoices/schema';

export type InvoiceDisplayStatus = InvoiceStatus;

const pad = (value: number) => String(value).padStart(2, '0');

/** The viewer's calendar day as YYYY-MM-DD, to compare with a due date. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Spec 2 §4: Pago if paid; Vencido if unpaid and due before today (the row is highlighted); Em Aberto otherwise.
 * The server answers the status of the day it was read; a page left open past the due date turns it Vencido.
 */
export function invoiceDisplayStatus(
  invoice: { status: string; dueDate: string },
  today: string,
): InvoiceDisplayStatus {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'overdue' || invoice.dueDate.slice(0, 10) < today) return 'overdue';
  return 'open';
}
