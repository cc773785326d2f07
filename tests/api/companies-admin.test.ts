import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let root: Awaited<ReturnType<TestContext['seedCompany']>>;
let planA: string;
let emails = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
  root = await ctx.seedCompany({ super: true, companyName: 'Plataforma' });
  planA = await createPlan({ name: 'Essencial', users: 3, useKanban: false });
});

async function createPlan(body: Record<string, unknown>): Promise<string> {
  const res = await ctx.request('POST', '/api/plans', { token: root.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

function companyBody(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    name: `Loja ${emails}`,
    email: `loja${emails}@example.com`,
    password: 'segredo1',
    planId: planA,
    ...overrides,
  };
}

async function create(body: Record<string, unknown>) {
  return ctx.request('POST', '/api/companies', { token: root.admin.token, body });
}

async function companyCount(planId: string): Promise<number> {
  const item = await ctx.deps.table.get<{ pk: string; sk: string; companyCount?: number }>(keys.plan(planId));
  return item?.companyCount ?? 0;
}

describe('POST /companies (super users)', () => {
  it('creates the company and its first admin, who can log in, and counts it on its plan', async () => {
    const before = await companyCount(planA);
    const body = companyBody({ phone: '11999990000', dueDate: '2026-12-24', recurrence: 'TRIMESTRAL' });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '11999990000',
      planId: planA,
      status: true,
      campaignsEnabled: true,
      recurrence: 'TRIMESTRAL',
      dueDate: '2026-12-24',
    });
    expect(await companyCount(planA)).toBe(before + 1);
    const session = await ctx.login(body.email as string, 'segredo1');
    expect(session.user).toMatchObject({ name: body.name, profile: 'admin', super: false });
    const details = await ctx.request('GET', `/api/companies/${res.body.id}`, { token: session.token });
    expect(details.body.schedules).toHaveLength(7);
  });

  it('takes the defaults: active, campaigns on, MENSAL, no due date (an empty one is none)', async () => {
    const res = await create(companyBody({ dueDate: '' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, campaignsEnabled: true, recurrence: 'MENSAL', dueDate: null });
  });

  it('refuses a taken e-mail, a taken name (any case) and an unknown plan with their codes, creating nothing', async () => {
    const first = companyBody();
    expect((await create(first)).status).toBe(201);
    const before = await companyCount(planA);

    const email = await create(companyBody({ email: (first.email as string).toUpperCase() }));
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' });

    const name = await create(companyBody({ name: ` ${(first.name as string).toUpperCase()} ` }));
    expect(name.status).toBe(409);
    expect(name.body).toMatchObject({ error: 'ERR_COMPANY_NAME_IN_USE' });

    const plan = await create(companyBody({ planId: 'no-such-plan' }));
    expect(plan.status).toBe(404);
    expect(plan.body).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
    expect(await companyCount(planA)).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['short name', { name: 'A' }],
    ['no e-mail', { email: undefined }],
    ['bad e-mail', { email: 'nao-e-email' }],
    ['no plan', { planId: undefined }],
    ['short password', { password: '1234' }],
    ['no password', { password: undefined }],
    ['bad recurrence', { recurrence: 'SEMANAL' }],
    ['bad due date', { dueDate: '2026-02-30' }],
    ['status as text', { status: 'yes' }],
  ])('answers 400 to %s', async (_, overrides) => {
    const res = await create(overrides === undefined ? (undefined as never) : companyBody(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION' });
  });
});

describe('GET /companies (super users)', () => {
  it('lists by name, 20 a page, and searches name and e-mail case-insensitively', async () => {
    const local = await createTestContext();
    const boss = await local.seedCompany({ super: true, companyName: 'Aaa Plataforma' });
    const plan = await local.request('POST', '/api/plans', { token: boss.admin.token, body: { name: 'P' } });
    for (let i = 1; i <= 22; i++) {
      const res = await local.request('POST', '/api/companies', {
        token: boss.admin.token,
        body: {
          name: `Filial ${String(i).padStart(2, '0')}`,
          email: i === 7 ? 'Contato@Padaria.example.com' : `filial${i}@example.com`,
          password: 'segredo1',
          planId: plan.body.id,
        },
      });
      expect(res.status).toBe(201);
    }
    const page = (query: string) => local.request('GET', `/api/companies/?${query}`, { token: boss.admin.token });

    const first = await page('pageNumber=1');
    expect(first.status).toBe(200);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.companies).toHaveLength(20);
    expect(first.body.companies[0].name).toBe('Aaa Plataforma');
    expect(first.body.companies[1]).toMatchObject({ name: 'Filial 01', planId: plan.body.id, status: true });
    const second = await page('pageNumber=2');
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.companies.map((c: { name: string }) => c.name)).toEqual(['Filial 20', 'Filial 21', 'Filial 22']);

    expect((await page('searchParam=FILIAL%201')).body.companies).toHaveLength(10);
    const byEmail = await page('searchParam=padaria');
    expect(byEmail.body.companies.map((c: { name: string }) => c.name)).toEqual(['Filial 07']);
    expect((await page('pageNumber=0')).status).toBe(400);
  });
});

describe('every route is a super user’s', () => {
  it('answers ERR_NO_PERMISSION to an admin who is not super', async () => {
    const other = await ctx.seedCompany();
    const token = other.admin.token;
    const calls = [
      ctx.request('GET', '/api/companies', { token }),
      ctx.request('POST', '/api/companies', { token, body: companyBody() }),
      ctx.request('PUT', `/api/companies/${other.companyId}`, { token, body: { name: 'Nova' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    }
  });
});
