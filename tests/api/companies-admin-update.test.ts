import { beforeAll, describe, expect, it } from 'vitest';
import { cachedCompanyPlan } from '../../functions/src/domain/plans/cached-plan.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let root: Awaited<ReturnType<TestContext['seedCompany']>>;
let basic: string;
let full: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
  root = await ctx.seedCompany({ super: true, companyName: 'Plataforma' });
  basic = await createPlan({ name: 'Essencial', useKanban: false });
  full = await createPlan({ name: 'Completo', useKanban: true });
});

async function createPlan(body: Record<string, unknown>): Promise<string> {
  const res = await ctx.request('POST', '/api/plans', { token: root.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

let made = 0;
/** A company on `planId` made by the super user, its admin logged in. */
async function tenant(planId = basic) {
  made += 1;
  const body = { name: `Cliente ${made}`, email: `cliente${made}@example.com`, password: 'segredo1', planId };
  const res = await ctx.request('POST', '/api/companies', { token: root.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const session = await ctx.login(body.email, body.password);
  return { id: res.body.id as string, name: body.name, session };
}

const update = (id: string, body: unknown) =>
  ctx.request('PUT', `/api/companies/${id}`, { token: root.admin.token, body });

async function companyCount(planId: string): Promise<number> {
  const item = await ctx.deps.table.get<{ pk: string; sk: string; companyCount?: number }>(keys.plan(planId));
  return item?.companyCount ?? 0;
}

describe('PUT /companies/:id (super users)', () => {
  it('changes the plan at once: both plans’ counts move, the company’s users read the new plan and hear of it', async () => {
    const company = await tenant();
    const socket = await ctx.listen({ companyId: company.id, userId: company.session.user.id });
    const supers = await ctx.listen({ companyId: root.companyId, userId: root.userId, tokenVersion: 1 });
    expect(await cachedCompanyPlan(ctx.deps, company.id)).toMatchObject({ id: basic, useKanban: false });
    const [basicBefore, fullBefore] = [await companyCount(basic), await companyCount(full)];

    const res = await update(company.id, { planId: full, dueDate: '2027-01-10', recurrence: 'ANUAL', status: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: company.id, planId: full, dueDate: '2027-01-10', recurrence: 'ANUAL' });
    expect([await companyCount(basic), await companyCount(full)]).toEqual([basicBefore - 1, fullBefore + 1]);

    const plan = await ctx.request('GET', `/api/companies/listPlan/${company.id}`, { token: company.session.token });
    expect(plan.body).toMatchObject({ id: full, useKanban: true });
    // The plan's feature gate of this process (its cached company) reads the new plan at once.
    expect(await cachedCompanyPlan(ctx.deps, company.id)).toMatchObject({ id: full, useKanban: true });
    expect(socket.received()).toContainEqual({
      event: `company-${company.id}-company`,
      data: { action: 'update', company: res.body },
    });
    expect(supers.received()).toContainEqual({
      event: `company-${root.companyId}-company`,
      data: { action: 'update', company: res.body },
    });
  });

  it('renames, freeing the old name and refusing one another company holds', async () => {
    const a = await tenant();
    const b = await tenant();
    const taken = await update(a.id, { name: b.name.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'ERR_COMPANY_NAME_IN_USE' });

    const renamed = await update(a.id, { name: 'Mercado Novo' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Mercado Novo');
    // Only the case changes: its own claim.
    expect((await update(a.id, { name: 'MERCADO NOVO' })).status).toBe(200);
    // The old name is free again.
    expect((await update(b.id, { name: a.name })).status).toBe(200);
  });

  it('refuses an unknown plan, an unknown company and bad fields without changing anything', async () => {
    const company = await tenant();
    const before = await companyCount(basic);
    const plan = await update(company.id, { planId: 'no-such-plan' });
    expect(plan.status).toBe(404);
    expect(plan.body).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
    expect(await companyCount(basic)).toBe(before);
    expect((await update('no-such-company', { name: 'Qualquer' })).body).toMatchObject({
      error: 'ERR_NO_COMPANY_FOUND',
    });
    for (const body of [{ name: 'A' }, { email: 'x' }, { dueDate: '24/11/2026' }, { planId: '' }, 'text']) {
      const res = await update(company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
