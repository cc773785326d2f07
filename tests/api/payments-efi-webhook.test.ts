import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../functions/src/domain/companies/repo.js';
import { getInvoiceItem, putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { createApp } from '../../functions/src/http/app.js';
import { newId } from '../../functions/src/platform/ids.js';
import { EfiPayments } from '../../functions/src/platform/payments/efi-payments.js';
import {
  ACCOUNT_KEY,
  startEfiTestServer,
  testServerConfig,
  type EfiTestServer,
} from '../../functions/src/platform/payments/efi-test-server.js';
import { efiWebhookUrl } from '../../functions/src/platform/payments/efi-webhook.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

/*
 * The API billing with Efí (docs/decisions/042): the charge is made at the local Efí stand-in over mTLS, the
 * webhook is registered there as the operator command registers it, and Efí's notification is posted to the URL
 * Efí would call — the registered one plus `/pix` — through the whole app.
 */
const SECRET = 'efi-webhook-secret-0123456789abcdef';
const API = 'https://abc123.execute-api.us-east-1.amazonaws.com';
let ctx: TestContext;
let server: EfiTestServer;
let efi: EfiPayments;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date() });
  server = await startEfiTestServer();
  efi = new EfiPayments(testServerConfig(server, { webhookSecret: SECRET }), ctx.clock);
  app = createApp({ ...ctx.deps, payments: efi });
});
afterAll(async () => {
  efi.close();
  await server.close();
});

async function billedAtEfi() {
  const dueDate = new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const company = await ctx.seedCompany({ dueDate, plan: { value: 149.9 } });
  const invoiceId = newId();
  const invoice = { id: invoiceId, companyId: company.companyId, detail: 'Plano', value: 149.9, dueDate };
  expect(await putInvoiceOnce(ctx.deps.table, invoice, 'stamp')).toBe(true);
  const res = await app.request('/api/subscription', {
    method: 'POST',
    headers: { authorization: `Bearer ${company.admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ invoiceId }),
  });
  const body = (await res.json()) as { txid: string; valor: { original: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.valor.original).toBe('149.90');
  return { company, invoiceId, dueDate, txid: body.txid };
}

/** Efí's POST to the registered webhook URL plus `/pix` (into a query's last value, for the `?hmac=` form). */
function notify(body: string) {
  const registered = new URL(`${server.webhooks.get(ACCOUNT_KEY)!.webhookUrl}/pix`);
  expect(registered.origin).toBe(API);
  return app.request(`${registered.pathname}${registered.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

const paidBy = (txid: string) => server.pay(txid, `E09089356202611241200${txid.slice(-11)}`, new Date().toISOString());

describe('Efí notifications through the URL the operator command registers', () => {
  it('renews once: the path-secret URL plus /pix reaches the webhook, a replay is a duplicate', async () => {
    await efi.registerWebhook(efiWebhookUrl(API, SECRET));
    const { company, invoiceId, dueDate, txid } = await billedAtEfi();
    const body = paidBy(txid);
    const first = await notify(body);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { results: string[] }).results).toEqual(['renewed']);
    expect(((await (await notify(body)).json()) as { results: string[] }).results).toEqual(['duplicate']);
    expect((await getInvoiceItem(ctx.deps.table, company.companyId, invoiceId))!.status).toBe('paid');
    const renewedTo = (await getCompany(ctx.deps.table, company.companyId))!.dueDate;
    expect(renewedTo! > dueDate, `${renewedTo} after ${dueDate}`).toBe(true);
  });

  it('answers 200 to the test call Efí makes when the webhook is registered', async () => {
    await efi.registerWebhook(efiWebhookUrl(API, SECRET));
    const res = await notify('{"evento":"teste_webhook"}');
    expect(res.status).toBe(200);
  });

  it('renews through the ?hmac= form too, where Efí appends /pix to the last query value', async () => {
    await efi.registerWebhook(`${API}/api/payments/webhook?hmac=${SECRET}&ignorar=`);
    const { company, invoiceId, txid } = await billedAtEfi();
    const res = await notify(paidBy(txid));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: string[] }).results).toEqual(['renewed']);
    expect((await getInvoiceItem(ctx.deps.table, company.companyId, invoiceId))!.status).toBe('paid');
  });

  it('refuses a notification to the webhook path with another secret, or none (401), and pays nothing', async () => {
    const { company, invoiceId, txid } = await billedAtEfi();
    const body = paidBy(txid);
    const post = (path: string) =>
      app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('/api/payments/webhook/another-secret-0123456789abcdef/pix')).status).toBe(401);
    expect((await post('/api/payments/webhook/pix')).status).toBe(401);
    expect((await post('/api/payments/webhook?hmac=wrong&ignorar=/pix')).status).toBe(401);
    expect((await getInvoiceItem(ctx.deps.table, company.companyId, invoiceId))!.status).toBe('open');
  });
});
