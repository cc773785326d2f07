import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import { getCompany, listCompanies } from '../companies/repo.js';
import type { Company } from '../companies/schema.js';
import { dayOf, daysBetween } from '../common/company-time.js';
import { getPlan } from '../plans/repo.js';
import { invoiceDetail, recurrenceMonths } from './period.js';
import { putInvoiceOnce } from './repo.js';

/** An invoice is made this many days before the company's due date (the 7-day trial's falls on signup day). */
export const INVOICE_LEAD_DAYS = 7;

export type InvoiceRun = 'created' | 'exists' | 'not-due' | 'free' | 'no-company';

/**
 * Makes the company's invoice for its current due date once it is at most INVOICE_LEAD_DAYS away (or past):
 * value = the plan's value, detail = the plan's name and the period. The period's conditional put makes a second or
 * concurrent run answer 'exists'. No due date, or a plan worth nothing (nothing a Pix can charge), makes none.
 */
export async function createNextInvoice(deps: Deps, companyOrId: Company | string): Promise<InvoiceRun> {
  const company = typeof companyOrId === 'string' ? await getCompany(deps.table, companyOrId) : companyOrId;
  if (!company) return 'no-company';
  const dueDate = company.dueDate;
  if (!dueDate || daysBetween(dayOf(deps.clock.now()), dueDate) > INVOICE_LEAD_DAYS) return 'not-due';
  const plan = await getPlan(deps.table, company.planId);
  if (!plan || !(plan.value > 0)) return 'free';
  const created = await putInvoiceOnce(
    deps.table,
    {
      id: newId(),
      companyId: company.id,
      detail: invoiceDetail(plan.name, dueDate, recurrenceMonths(company.recurrence)),
      value: plan.value,
      dueDate,
    },
    deps.clock.now().toISOString(),
  );
  return created ? 'created' : 'exists';
}

/**
 * The daily job: every company's next invoice. One company's failure does not stop the others; the run throws
 * at the end so the timer is retried (safe: a period's invoice is made once).
 */
export async function createDueInvoices(deps: Deps): Promise<Record<InvoiceRun, number>> {
  const counts: Record<InvoiceRun, number> = { created: 0, exists: 0, 'not-due': 0, free: 0, 'no-company': 0 };
  let failed = 0;
  for (const company of await listCompanies(deps.table)) {
    try {
      counts[await createNextInvoice(deps, company)] += 1;
    } catch (error) {
      failed += 1;
      log('error', { where: 'invoices.daily', companyId: company.id, error: String(error) });
    }
  }
  log('info', { where: 'invoices.daily', ...counts, failed });
  if (failed > 0) throw new Error(`invoices.daily: ${failed} companies failed`);
  return counts;
}
