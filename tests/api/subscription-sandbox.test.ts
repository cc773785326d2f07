import { beforeAll, describe, expect, it } from 'vitest';
import { putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { newId } from '../../functions/src/platform/ids.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
});

async function checkoutOfNewInvoice() {
  const company = await ctx.seedCompany();
  const invoiceId = newId();
  const invoice = {
    id: invoiceId,
    companyId: company.companyId,
    detail: 'Plano Ouro',
    value: 99.9,
    dueDate: '2026-11-30',
  };
  expect(await putInvoiceOnce(ctx.deps.table, invoice, 'stamp')).toBe(true);
  return ctx.request('POST', '/api/subscription', { token: company.admin.token, body: { invoiceId } });
}

/** The checkout's Pix view offers 'Pagar (sandbox)' only when the provider can simulate a payment. */
describe('POST /subscription says whether the sandbox can pay the charge', () => {
  it('answers sandbox: true under the sandbox provider', async () => {
    const res = await checkoutOfNewInvoice();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.sandbox).toBe(true);
  });

  it('answers sandbox: false when the provider cannot simulate (a real provider)', async () => {
    const simulate = ctx.deps.payments.simulatePayment;
    ctx.deps.payments.simulatePayment = undefined;
    try {
      const res = await checkoutOfNewInvoice();
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.sandbox).toBe(false);
    } finally {
      ctx.deps.payments.simulatePayment = simulate;
    }
  });
});
