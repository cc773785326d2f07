/** What the `company-<id>-payment` event says once a payment renewed the company (docs/decisions/037). */
export interface Renewal {
  /** The company's new due date, YYYY-MM-DD. */
  dueDate: string;
  invoiceId?: string;
}

/** The channel of the company's payment events (spec 2 §7). */
export const paymentChannel = (companyId: string) => `company-${companyId}-payment`;

/** A renewal when the event is action CONCLUIDA with the company's new due date; anything else is not one. */
export function renewalOf(data: unknown): Renewal | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const event = data as { action?: unknown; company?: { dueDate?: unknown }; invoiceId?: unknown };
  const dueDate = event.company?.dueDate;
  if (event.action !== 'CONCLUIDA' || typeof dueDate !== 'string' || !dueDate) return undefined;
  return { dueDate, ...(typeof event.invoiceId === 'string' && { invoiceId: event.invoiceId }) };
}
