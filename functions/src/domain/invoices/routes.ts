import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { InvoiceListQuery, SubscriptionBody } from './schema.js';
import { listInvoicesPage } from './service.js';
import { createSubscriptionCharge } from './subscription.js';

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
export const subscriptionRoutes = new Hono<AppEnv>().post(
  '/',
  requireAdmin,
  validate('json', SubscriptionBody),
  async (c) => {
    const { invoiceId } = c.req.valid('json');
    return c.json(await createSubscriptionCharge(c.get('deps'), c.get('actor'), invoiceId), 201);
  },
);
