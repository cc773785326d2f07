import { beforeAll, describe, expect, it } from 'vitest';
import { putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { newId } from '../../functions/src/platform/ids.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
  fx = adminFixtures(ctx);
});

async function invoiceFor(companyId: string, dueDate: string, detail = `Plano Padrão — ${dueDate}`) {
  const id = newId();
  expect(await putInvoiceOnce(ctx.deps.table, { id, companyId, detail, value: 149.9, dueDate }, 'stamp')).toBe(true);
  return id;
}

describe('GET /invoices/all', () => {
  it('lists the company’s own invoices, newest due date first, with Pago / Vencido / Em Aberto', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const overdue = await invoiceFor(company.companyId, '2026-11-01');
    const open = await invoiceFor(company.companyId, '2026-12-01');
    const dueToday = await invoiceFor(company.companyId, '2026-11-24');
    await invoiceFor(other.companyId, '2026-12-01');
    await ctx.deps.table.update(
      { pk: `C#${company.companyId}#INV#${dueToday}`, sk: 'INVOICE' },
      {
        UpdateExpression: 'SET #s = :paid',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':paid': 'paid' },
      },
    );

    const res = await ctx.request('GET', '/api/invoices/all', { token: company.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.invoices.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [open, 'open'],
      [dueToday, 'paid'],
      [overdue, 'overdue'],
    ]);
    expect(res.body.invoices[0]).toMatchObject({
      detail: 'Plano Padrão — 2026-12-01',
      value: 149.9,
      dueDate: '2026-12-01',
    });
  });

  it('pages by 20 with hasMore and searches the detail', async () => {
    const company = await ctx.seedCompany();
    for (let month = 1; month <= 12; month++) {
      for (const day of ['05', '20'])
        await invoiceFor(company.companyId, `2025-${String(month).padStart(2, '0')}-${day}`);
    }
    const first = await ctx.request('GET', '/api/invoices/all?pageNumber=1', { token: company.admin.token });
    expect(first.body.invoices).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    const second = await ctx.request('GET', '/api/invoices/all?pageNumber=2', { token: company.admin.token });
    expect(second.body.invoices).toHaveLength(4);
    expect(second.body.hasMore).toBe(false);
    const found = await ctx.request('GET', '/api/invoices/all?searchParam=2025-03', { token: company.admin.token });
    expect(found.body.invoices.map((i: { dueDate: string }) => i.dueDate)).toEqual(['2025-03-20', '2025-03-05']);
  });

  it('is the admins’: an agent gets 403, no token 401', async () => {
    const company = await ctx.seedCompany();
    const agent = await fx.createAgent(company.admin.token);
    expect((await ctx.request('GET', '/api/invoices/all', { token: agent.token })).status).toBe(403);
    expect((await ctx.request('GET', '/api/invoices/all')).status).toBe(401);
  });
});
