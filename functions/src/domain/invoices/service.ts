import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { dayOf } from '../common/company-time.js';
import { listInvoiceItems, toInvoice } from './repo.js';
import { INVOICES_PAGE_SIZE, type InvoicePage } from './schema.js';

/** GET /invoices/all: the caller's company's invoices whose detail contains the search, newest due date first. */
export async function listInvoicesPage(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<InvoicePage> {
  const search = searchParam.trim().toLowerCase();
  const today = dayOf(deps.clock.now());
  const matching = (await listInvoiceItems(deps.table, actor.companyId)).filter(
    (item) => !search || item.detail.toLowerCase().includes(search) || item.id.toLowerCase() === search,
  );
  const start = (pageNumber - 1) * INVOICES_PAGE_SIZE;
  const invoices = matching.slice(start, start + INVOICES_PAGE_SIZE).map((item) => toInvoice(item, today));
  return { invoices, count: matching.length, hasMore: start + invoices.length < matching.length };
}
