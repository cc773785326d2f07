import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { WebhookRequest } from '../../platform/payments/payment-provider.js';
import { settlePayment, type PaymentResult } from './renewal.js';

/**
 * The provider's notification (docs/decisions/034, 037): `parseWebhook` authenticates it (sandbox signature, Efí's
 * secret in the path or `hmac`) before anything is read; each confirmed payment is settled once.
 */
export async function handlePaymentWebhook(deps: Deps, request: WebhookRequest): Promise<PaymentResult[]> {
  const outcome = await deps.payments.parseWebhook(request);
  if (outcome.kind === 'rejected') {
    throw outcome.reason === 'unauthenticated'
      ? new AppError('ERR_UNAUTHORIZED', 401, 'Webhook not authenticated')
      : new AppError('ERR_VALIDATION', 400, `Malformed notification: ${outcome.detail}`);
  }
  const results: PaymentResult[] = [];
  for (const payment of outcome.payments) results.push(await settlePayment(deps, payment));
  return results;
}
