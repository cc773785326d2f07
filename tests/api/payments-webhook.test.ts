import { beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../functions/src/domain/companies/repo.js';
import { getInvoiceItem, putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { settlePayment } from '../../functions/src/domain/invoices/renewal.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { WebhookRequest } from '../../functions/src/platform/payments/payment-provider.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
});

type Seeded = Awaited<ReturnType<TestContext['seedCompany']>>;

async function billed(dueDate: string, recurrence?: string) {
  const company = await ctx.seedCompany({ dueDate, plan: { value: 149.9 } });
  if (recurrence) {
    await ctx.deps.table.update(keys.company(company.companyId), {
      UpdateExpression: 'SET recurrence = :r',
      ExpressionAttributeValues: { ':r': recurrence },
    });
  }
  const invoiceId = newId();
  const invoice = { id: invoiceId, companyId: company.companyId, detail: 'Plano', value: 149.9, dueDate };
  expect(await putInvoiceOnce(ctx.deps.table, invoice, 'stamp')).toBe(true);
  const res = await ctx.request('POST', '/api/subscription', { token: company.admin.token, body: { invoiceId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { company, invoiceId, txid: res.body.txid as string };
}

/** Sends a webhook call as the provider would: the raw body and its headers. */
const deliver = (request: WebhookRequest, path = '/api/payments/webhook') =>
  ctx.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(request.headers as Record<string, string>) },
    body: request.body,
  });

const dueDateOf = async (company: Seeded) => (await getCompany(ctx.deps.table, company.companyId))!.dueDate;
const statusOf = async (company: Seeded, invoiceId: string) =>
  (await getInvoiceItem(ctx.deps.table, company.companyId, invoiceId))!.status;
const paymentEvents = (socket: { received: () => unknown[] }, companyId: string) =>
  socket.received().filter((m) => (m as { event: string }).event === `company-${companyId}-payment`);

describe('the payment webhook', () => {
  it('honours the same notification ×10 once: the invoice paid, the due date one month on, one CONCLUIDA', async () => {
    const { company, invoiceId, txid } = await billed('2026-11-28');
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const notification = await ctx.deps.payments.simulatePayment!(txid);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await deliver(notification));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect((await answers[0]!.json()).results).toEqual(['renewed']);
    expect((await answers[9]!.json()).results).toEqual(['duplicate']);
    expect(await statusOf(company, invoiceId)).toBe('paid');
    expect(await dueDateOf(company)).toBe('2026-12-28');
    const events = paymentEvents(socket, company.companyId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ data: { action: 'CONCLUIDA', company: { dueDate: '2026-12-28' }, invoiceId } });
  });

  it('renews from today when the company was past due, by the recurrence’s months', async () => {
    const { company, invoiceId } = await billed('2026-11-26', 'TRIMESTRAL');
    await ctx.deps.table.update(keys.company(company.companyId), {
      UpdateExpression: 'SET dueDate = :d',
      ExpressionAttributeValues: { ':d': '2026-10-01' },
    });
    await expect(ctx.login(company.admin.email, company.admin.password)).rejects.toThrow(/402/);
    const paid = await ctx.request('POST', '/api/subscription/pay', {
      token: company.admin.token,
      body: { invoiceId },
    });
    expect([paid.status, paid.body.results]).toEqual([200, ['renewed']]);
    const again = await ctx.request('POST', '/api/subscription/pay', {
      token: company.admin.token,
      body: { invoiceId },
    });
    expect(again.body.results).toEqual(['duplicate']);
    expect(await dueDateOf(company)).toBe('2027-02-24');
    // The renewed company can log in again (the login answered 402 while it was past due).
    const session = await ctx.login(company.admin.email, company.admin.password);
    const charge = await ctx.request('POST', '/api/subscription', { token: session.token, body: { invoiceId } });
    expect([charge.status, charge.body.error]).toEqual([409, 'ERR_INVOICE_ALREADY_PAID']);
  });

  it('refuses a forged or unauthenticated call: no signature, a changed body, another secret', async () => {
    const { company, invoiceId, txid } = await billed('2026-11-28');
    const real = await ctx.deps.payments.simulatePayment!(txid);
    const unsigned = { headers: {}, body: real.body };
    const tampered = { headers: real.headers, body: real.body.replace('149.90', '1.00') };
    const forged = { headers: { 'x-sandbox-signature': `sha256=${'0'.repeat(64)}` }, body: real.body };
    for (const request of [unsigned, tampered, forged]) expect((await deliver(request)).status).toBe(401);
    expect((await deliver(unsigned, '/api/payments/webhook/not-the-secret/pix')).status).toBe(401);
    expect((await deliver({ headers: real.headers, body: '{not json' })).status).toBe(401);
    expect(await statusOf(company, invoiceId)).toBe('open');
    expect(await dueDateOf(company)).toBe('2026-11-28');
  });

  it('ignores a wrong amount and a charge it did not make, safely', async () => {
    const { company, invoiceId, txid } = await billed('2026-11-28');
    const payment = { txid, amountCents: 100, paidAt: '2026-11-24T12:00:00Z', eventId: `E${newId()}` };
    expect(await settlePayment(ctx.deps, payment)).toBe('wrong-amount');
    expect(await statusOf(company, invoiceId)).toBe('open');

    const stray = newId();
    await ctx.deps.payments.createCharge({ txid: stray, amountCents: 14990, expiresInSeconds: 600 });
    const res = await deliver(await ctx.deps.payments.simulatePayment!(stray));
    expect([res.status, (await res.json()).results]).toEqual([200, ['unknown-charge']]);
    expect(await dueDateOf(company)).toBe('2026-11-28');
  });

  it('lets only the invoice’s company pay it in the sandbox', async () => {
    const { invoiceId } = await billed('2026-11-28');
    const other = await ctx.seedCompany();
    const res = await ctx.request('POST', '/api/subscription/pay', { token: other.admin.token, body: { invoiceId } });
    expect([res.status, res.body.error]).toEqual([404, 'ERR_INVOICE_NOT_FOUND']);
  });

  it('hands the provider the secret from the path (Efí appends /pix) or from ?hmac=', async () => {
    const seen: WebhookRequest[] = [];
    const original = ctx.deps.payments.parseWebhook;
    ctx.deps.payments.parseWebhook = async (request) => {
      seen.push(request);
      return { kind: 'accepted', payments: [] };
    };
    try {
      const body = { headers: {}, body: '{"pix":[]}' };
      expect((await deliver(body, '/api/payments/webhook/s3cr3t%2B/pix')).status).toBe(200);
      expect((await deliver(body, '/api/payments/webhook?hmac=abc&ignorar=/pix')).status).toBe(200);
    } finally {
      ctx.deps.payments.parseWebhook = original;
    }
    expect(seen.map((request) => [request.pathSecret, request.query?.hmac, request.body])).toEqual([
      ['s3cr3t+', undefined, '{"pix":[]}'],
      [undefined, 'abc', '{"pix":[]}'],
    ]);
  });
});
