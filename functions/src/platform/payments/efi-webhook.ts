import { PaymentProviderError } from './payment-provider.js';

/** Where the API takes payment notifications (functions/src/domain/invoices/routes.ts, under /api/payments). */
export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The URL to register at Efí for this API (docs/decisions/042): the webhook path with the secret as its next
 * segment. Efí appends `/pix` and posts there; the route hands the segment to `parseWebhook`.
 */
export function efiWebhookUrl(apiUrl: string, secret: string): string {
  const base = httpsUrl(apiUrl);
  if (!base) throw new Error(`The API URL must be an HTTPS address (Efí calls only HTTPS webhooks): ${apiUrl}`);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${WEBHOOK_PATH}/${encodeURIComponent(secret)}`;
}

/**
 * Refuses a webhook URL whose notifications `EfiPayments.parseWebhook` would refuse: not HTTPS, or carrying the
 * secret neither as the segment after the webhook path nor as `?hmac=`. Registering it would lose every payment.
 */
export function assertWebhookUrlCarries(webhookUrl: string, secret: string): void {
  const url = httpsUrl(webhookUrl);
  if (!url) throw new PaymentProviderError('rejected', `The webhook URL must be HTTPS: ${webhookUrl}`);
  const segment = url.pathname.split(`${WEBHOOK_PATH}/`)[1]?.split('/')[0];
  if (url.searchParams.get('hmac') === secret || (segment !== undefined && decoded(segment) === secret)) return;
  throw new PaymentProviderError(
    'rejected',
    `The webhook URL must carry EFI_WEBHOOK_SECRET after ${WEBHOOK_PATH}/ or as ?hmac=; notifications to it would be refused.`,
  );
}

function httpsUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
