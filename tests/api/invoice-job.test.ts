import { beforeAll, describe, expect, it } from 'vitest';
import { createNextInvoice } from '../../functions/src/domain/invoices/billing.js';
import { runTimer } from '../../functions/src/platform/scheduler/scheduler.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { DAILY_INVOICES_TARGET } from '../../functions/src/timers/recurring.js';
import { timerTargets } from '../../functions/src/timers/targets.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
});

const runDaily = () =>
  runTimer(timerTargets(ctx.deps), { id: 'daily-invoices', target: DAILY_INVOICES_TARGET, payload: null, time: '' });

async function invoicesOf(company: Awaited<ReturnType<TestContext['seedCompany']>>) {
  const res = await ctx.request('GET', '/api/invoices/all', { token: company.admin.token });
  expect(res.status).toBe(200);
  return res.body.invoices as { detail: string; value: number; dueDate: string; status: string }[];
}

const paying = (dueDate: string | null, name = 'Plano Ouro') =>
  ctx.seedCompany({ dueDate, plan: { name, value: 149.9 } });

describe('the daily invoice job', () => {
  it('makes one invoice per period however often it runs, one per company, none far from the due date', async () => {
    const near = await paying('2026-11-29');
    const other = await paying('2026-11-24', 'Plano Prata');
    const far = await paying('2026-12-20');
    const free = await ctx.seedCompany({ dueDate: '2026-11-25', plan: { value: 0 } });
    const undated = await paying(null);

    await runDaily();
    await runDaily();

    expect(await invoicesOf(near)).toEqual([
      expect.objectContaining({
        detail: 'Plano Ouro (29/11/2026 a 28/12/2026)',
        value: 149.9,
        dueDate: '2026-11-29',
        status: 'open',
      }),
    ]);
    expect(await invoicesOf(other)).toEqual([
      expect.objectContaining({ detail: 'Plano Prata (24/11/2026 a 23/12/2026)', status: 'open' }),
    ]);
    expect(await invoicesOf(far)).toEqual([]);
    expect(await invoicesOf(free)).toEqual([]);
    expect(await invoicesOf(undated)).toEqual([]);
  });

  it('makes the invoice from the lead day on (7 days before the due date)', async () => {
    const company = await paying('2026-12-02');
    expect(await createNextInvoice(ctx.deps, company.companyId)).toBe('not-due');
    ctx.clock.set(new Date('2026-11-25T12:00:00Z'));
    try {
      expect(await createNextInvoice(ctx.deps, company.companyId)).toBe('created');
    } finally {
      ctx.clock.set(new Date('2026-11-24T12:00:00Z'));
    }
    expect(await invoicesOf(company)).toHaveLength(1);
  });

  it('makes one invoice when runs race', async () => {
    const company = await paying('2026-11-30');
    const runs = await Promise.all(Array.from({ length: 8 }, () => createNextInvoice(ctx.deps, company.companyId)));
    expect(runs.filter((run) => run === 'created')).toHaveLength(1);
    expect(runs.filter((run) => run === 'exists')).toHaveLength(7);
    expect(await invoicesOf(company)).toHaveLength(1);
  });
});
