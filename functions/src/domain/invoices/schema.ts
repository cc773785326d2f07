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

const text = z.string().max(200).optional().nullable();

/**
 * POST /subscription as the checkout sends it (spec 2 §7). Only `invoiceId` decides anything: the amount is the
 * invoice's, never the body's `price`; the address and plan fields are accepted as the checkout sends them.
 */
export const SubscriptionBody = z.object({
  invoiceId: z.string().min(1).max(64),
  firstName: text,
  lastName: text,
  address2: text,
  city: text,
  state: text,
  zipcode: text,
  country: text,
  useAddressForPaymentDetails: z.boolean().optional().nullable(),
  nameOnCard: text,
  cardNumber: text,
  cvv: text,
  plan: z
    .union([z.string().max(2000), z.record(z.string(), z.unknown())])
    .optional()
    .nullable(),
  price: z
    .union([z.number(), z.string().max(32)])
    .optional()
    .nullable(),
  users: z
    .union([z.number(), z.string().max(32)])
    .optional()
    .nullable(),
  connections: z
    .union([z.number(), z.string().max(32)])
    .optional()
    .nullable(),
});
export type SubscriptionBody = z.infer<typeof SubscriptionBody>;

/** The Pix data the checkout shows (spec 2 §3): `qrcode.qrcode` is the copia e cola, `valor.original` the amount. */
export interface PixCharge {
  txid: string;
  qrcode: { qrcode: string };
  valor: { original: string };
  expiresAt: string;
  /** The provider is the sandbox: the checkout may offer its "pay" (POST /subscription/pay) (docs/decisions/034). */
  sandbox: boolean;
}

export const InvoiceRef = z.object({ invoiceId: z.string().min(1).max(64) });
