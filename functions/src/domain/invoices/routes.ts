import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { InvoiceListQuery } from './schema.js';
import { listInvoicesPage } from './service.js';

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
