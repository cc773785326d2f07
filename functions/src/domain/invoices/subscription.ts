import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { PaymentProviderError } from '../../platform/payments/payment-provider.js';
import type { PaymentResult } from './renewal.js';
import { getInvoiceItem } from './repo.js';
import { handlePaymentWebhook } from './webhook.js';
import type { PixCharge } from './schema.js';

/** How long a checkout's Pix code can be paid. */
export const CHARGE_EXPIRES_SECONDS = 24 * 60 * 60;
/** The charge-to-invoice item outlives the charge by this much, for late notifications (TTL, seconds). */
const CHARGE_LINK_TTL_SECONDS = 90 * 24 * 60 * 60;

/** What the invoice-charge item holds: the webhook finds the invoice, and the amount to check, by txid. */
export interface InvoiceChargeItem {
  pk: string;
  sk: string;
  txid: string;
  companyId: string;
  invoiceId: string;
  amountCents: number;
  createdAt: string;
  ttl: number;
}

export const toCents = (value: number) => Math.round(value * 100);

/**
 * POST /subscription: a Pix charge for the company's unpaid invoice, for the invoice's value. The txid is linked to
 * the invoice before the provider hears of it, so a payment can never arrive for a charge the webhook cannot place.
 */
export async function createSubscriptionCharge(deps: Deps, actor: Actor, invoiceId: string): Promise<PixCharge> {
  const invoice = await getInvoiceItem(deps.table, actor.companyId, invoiceId);
  if (!invoice) throw new AppError('ERR_INVOICE_NOT_FOUND', 404, 'Fatura não encontrada.');
  if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID', 409, 'Esta fatura já foi paga.');
  const now = deps.clock.now();
  const txid = newId();
  const amountCents = toCents(invoice.value);
  const link: InvoiceChargeItem = {
    ...keys.invoiceCharge(txid),
    txid,
    companyId: actor.companyId,
    invoiceId,
    amountCents,
    createdAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + CHARGE_EXPIRES_SECONDS + CHARGE_LINK_TTL_SECONDS,
  };
  await deps.table.put({ ...link }, { ConditionExpression: 'attribute_not_exists(pk)' });
  try {
    const charge = await deps.payments.createCharge({
      txid,
      amountCents,
      expiresInSeconds: CHARGE_EXPIRES_SECONDS,
      description: invoice.detail.slice(0, 140),
    });
    // The checkout's latest charge of this invoice: the sandbox's "pay" names the invoice, not the txid.
    await deps.table.update(keys.invoice(actor.companyId, invoiceId), {
      UpdateExpression: 'SET lastTxid = :txid',
      ExpressionAttributeValues: { ':txid': txid },
    });
    return {
      txid,
      qrcode: { qrcode: charge.copyPaste },
      valor: { original: (charge.amountCents / 100).toFixed(2) },
      expiresAt: charge.expiresAt,
      sandbox: typeof deps.payments.simulatePayment === 'function',
    };
  } catch (error) {
    await deps.table.delete(keys.invoiceCharge(txid));
    throw paymentError(error);
  }
}

/**
 * The sandbox's "pay" (docs/decisions/034): the provider pays the invoice's latest charge and answers the
 * notification a real provider would send, which goes through the same webhook handler. 404 without a sandbox.
 */
export async function simulateInvoicePayment(deps: Deps, actor: Actor, invoiceId: string): Promise<PaymentResult[]> {
  const simulate = deps.payments.simulatePayment?.bind(deps.payments);
  if (!simulate) throw new AppError('ERR_NOT_FOUND', 404, 'Not found');
  const invoice = await getInvoiceItem(deps.table, actor.companyId, invoiceId);
  if (!invoice?.lastTxid) throw new AppError('ERR_INVOICE_NOT_FOUND', 404, 'Fatura não encontrada.');
  try {
    return await handlePaymentWebhook(deps, await simulate(invoice.lastTxid));
  } catch (error) {
    throw paymentError(error);
  }
}

/** The port's failures as the API's codes: ours to fix (credentials) and theirs (unavailable) differ. */
function paymentError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  switch (error.failure) {
    case 'rejected':
      return new AppError('ERR_PAYMENT_REJECTED', 422, 'O provedor de pagamento recusou a cobrança.');
    case 'credentials':
      return new AppError('ERR_PAYMENT_PROVIDER_CREDENTIALS', 503, 'O provedor de pagamento não está configurado.');
    case 'notFound':
    case 'unavailable':
      return new AppError('ERR_PAYMENT_UNAVAILABLE', 503, 'O provedor de pagamento não está disponível.');
  }
}
