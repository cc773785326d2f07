import { z } from 'zod';

/** As stored: paid or not (spec 2 §3). */
export type StoredInvoiceStatus = 'open' | 'paid';

/** As answered (spec 2 §4): Pago, Vencido (due date before today, unpaid) or Em Aberto. */
export type InvoiceStatus = 'paid' | 'overdue' | 'open';

export interface Invoice {
  id: string;
  companyId: string;
  /** The plan's name and the period billed, e.g. "Plano Ouro — 2026-12-01 a 2026-12-31". */
  detail: string;
  /** BRL, as the plan's value. */
  value: number;
  /** Calendar date YYYY-MM-DD: the company's due date this invoice pays. */
  dueDate: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InvoicePage {
  invoices: Invoice[];
  count: number;
  hasMore: boolean;
}

export const INVOICES_PAGE_SIZE = 20;

export const InvoiceListQuery = z.object({
  searchParam: z.string().max(200).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});
