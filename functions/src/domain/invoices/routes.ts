import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { InvoiceListQuery, InvoiceRef, SubscriptionBody } from './schema.js';
import { listInvoicesPage } from './service.js';
import { createSubscriptionCharge, simulateInvoicePayment } from './subscription.js';
import { handlePaymentWebhook } from './webhook.js';

/** The company's own invoices (/financeiro), for its admins (docs/decisions/037). */
export const invoicesRoutes = new Hono<AppEnv>().get(
  '/all',
  requireAdmin,
  validate('query', InvoiceListQuery),
  async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listInvoicesPage(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  },
);

/** The checkout's Pix charge for one of the company's invoices, for its admins. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .post('/', requireAdmin, validate('json', SubscriptionBody), async (c) => {
    const { invoiceId } = c.req.valid('json');
    return c.json(await createSubscriptionCharge(c.get('deps'), c.get('actor'), invoiceId), 201);
  })
  // The sandbox's "pay" button: only where the payment provider can simulate (404 otherwise).
  .post('/pay', requireAdmin, validate('json', InvoiceRef), async (c) => {
    const { invoiceId } = c.req.valid('json');
    return c.json({ results: await simulateInvoicePayment(c.get('deps'), c.get('actor'), invoiceId) });
  });

/**
 * The payment provider's webhook: public, authenticated by the provider's credential (docs/decisions/034): the
 * sandbox's signature header, or Efí's secret as the first path segment (`/payments/webhook/<secret>/pix`) or
 * `?hmac=`. 401 unauthenticated, 400 malformed, 200 otherwise (an unknown charge is ignored, not refused).
 */
export const paymentsWebhookRoutes = new Hono<AppEnv>().post('/webhook/*', async (c) => {
  const rest = c.req.path.split('/payments/webhook')[1] ?? '';
  const pathSecret = rest.split('/').filter(Boolean)[0];
  const results = await handlePaymentWebhook(c.get('deps'), {
    headers: Object.fromEntries(Object.entries(c.req.header()).map(([name, value]) => [name.toLowerCase(), value])),
    body: await c.req.text(),
    pathSecret: pathSecret && decodedOrRaw(pathSecret),
    query: c.req.query(),
  });
  return c.json({ results });
});

/** A path segment decoded; one that is not valid percent-encoding stays as sent (and matches no secret). */
function decodedOrRaw(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
