import { beforeAll, describe, expect, it } from 'vitest';
import { putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { newId } from '../../functions/src/platform/ids.js';
import { PaymentProviderError, type PaymentFailure } from '../../functions/src/platform/payments/payment-provider.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
});

async function companyWithInvoice(value = 149.9) {
  const company = await ctx.seedCompany();
  const invoiceId = newId();
  const invoice = { id: invoiceId, companyId: company.companyId, detail: 'Plano Ouro', value, dueDate: '2026-11-30' };
  expect(await putInvoiceOnce(ctx.deps.table, invoice, 'stamp')).toBe(true);
  return { company, invoiceId };
}

const checkout = (token: string, invoiceId: string, extra: Record<string, unknown> = {}) =>
  ctx.request('POST', '/api/subscription', {
    token,
    body: {
      firstName: 'Ana',
      lastName: 'Souza',
      city: 'Recife',
      zipcode: '50000-000',
      country: 'BR',
      price: 1,
      invoiceId,
      ...extra,
    },
  });

describe('POST /subscription', () => {
  it('creates a Pix charge for the invoice’s value (not the body’s price) and answers qrcode.qrcode and valor.original', async () => {
    const { company, invoiceId } = await companyWithInvoice(149.9);
    const res = await checkout(company.admin.token, invoiceId, { plan: JSON.stringify({ title: 'Ouro' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.valor).toEqual({ original: '149.90' });
    expect(res.body.qrcode.qrcode).toMatch(/^000201.*5406149\.90.*6304[0-9A-F]{4}$/);
    const charge = await ctx.deps.payments.readCharge(res.body.txid);
    expect(charge).toMatchObject({ status: 'active', amountCents: 14990, copyPaste: res.body.qrcode.qrcode });
  });

  it('refuses an invoice of another company (404), an unknown one (404), and an agent (403)', async () => {
    const { invoiceId } = await companyWithInvoice();
    const other = await ctx.seedCompany();
    expect((await checkout(other.admin.token, invoiceId)).body.error).toBe('ERR_INVOICE_NOT_FOUND');
    expect((await checkout(other.admin.token, newId())).status).toBe(404);
    const agent = await adminFixtures(ctx).createAgent(other.admin.token);
    expect((await checkout(agent.token, invoiceId)).status).toBe(403);
    expect((await checkout(other.admin.token, '')).status).toBe(400);
  });

  it('maps the provider’s failures to their own codes', async () => {
    const { company, invoiceId } = await companyWithInvoice();
    const original = ctx.deps.payments.createCharge;
    const expected: [PaymentFailure, number, string][] = [
      ['rejected', 422, 'ERR_PAYMENT_REJECTED'],
      ['credentials', 503, 'ERR_PAYMENT_PROVIDER_CREDENTIALS'],
      ['unavailable', 503, 'ERR_PAYMENT_UNAVAILABLE'],
    ];
    try {
      for (const [failure, status, code] of expected) {
        ctx.deps.payments.createCharge = async () => {
          throw new PaymentProviderError(failure, 'provider says no', 400);
        };
        const res = await checkout(company.admin.token, invoiceId);
        expect([res.status, res.body.error]).toEqual([status, code]);
      }
    } finally {
      ctx.deps.payments.createCharge = original;
    }
  });
});
