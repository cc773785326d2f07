import { beforeAll, describe, expect, it } from 'vitest';
import { planReleaseItem } from '../../functions/src/domain/plans/repo.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let root: Awaited<ReturnType<TestContext['seedCompany']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await ctx.seedCompany({ super: true });
});

const FLAGS = [
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
];

async function createPlan(body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/plans', { token: root.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string } & Record<string, unknown>;
}

describe('plans CRUD (super users)', () => {
  it('creates a plan with the defaults of spec 2 §3 and reads it back', async () => {
    const plan = await createPlan({ name: 'Básico' });
    expect(plan).toMatchObject({ name: 'Básico', users: 0, connections: 0, queues: 0, value: 0 });
    for (const flag of FLAGS) expect(plan[flag], flag).toBe(true);
    const read = await ctx.request('GET', `/api/plans/${plan.id}`, { token: root.admin.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(plan);
  });

  it('stores numbers sent as text, the value to the cent, and the flags sent', async () => {
    const plan = await createPlan({
      name: 'Pro',
      users: '5',
      connections: 2,
      queues: 3,
      value: 99.999,
      useKanban: false,
    });
    expect(plan).toMatchObject({ users: 5, connections: 2, queues: 3, value: 100, useKanban: false, useOpenAi: true });
  });

  it('updates only the fields sent and lists every plan in /all and the public /list', async () => {
    const plan = await createPlan({ name: 'Antigo', users: 3, value: 10 });
    const res = await ctx.request('PUT', `/api/plans/${plan.id}`, {
      token: root.admin.token,
      body: { id: 'ignored', name: 'Renovado', useCampaigns: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: plan.id, name: 'Renovado', users: 3, value: 10, useCampaigns: false });
    const all = await ctx.request('GET', '/api/plans/all', { token: root.admin.token });
    expect(all.body.find((p: { id: string }) => p.id === plan.id)).toMatchObject({ name: 'Renovado' });
    const list = await ctx.request('GET', '/api/plans/list');
    expect(list.status).toBe(200);
    expect(list.body.find((p: { id: string }) => p.id === plan.id)).toMatchObject({ name: 'Renovado', users: 3 });
  });

  it('answers a clear 4xx for bad input and unknown or malformed ids', async () => {
    const token = root.admin.token;
    for (const body of [
      {},
      { name: '' },
      { name: 'X', users: -1 },
      { name: 'X', queues: 'muitas' },
      { name: 'X', useKanban: 'sim' },
    ]) {
      const res = await ctx.request('POST', '/api/plans', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    for (const [method, path] of [
      ['GET', '/api/plans/nope'],
      ['PUT', '/api/plans/nope'],
      ['DELETE', '/api/plans/nope'],
    ] as const) {
      const res = await ctx.request(method, path, { token, body: method === 'PUT' ? { name: 'X' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('ERR_NO_PLAN_FOUND');
    }
    const long = await ctx.request('GET', `/api/plans/${'x'.repeat(65)}`, { token });
    expect(long.status).toBe(400);
  });

  it('refuses every route but /list to a company admin who is not super, and to no token', async () => {
    const plan = await createPlan({ name: 'Fechado' });
    const admin = (await ctx.seedCompany()).admin.token;
    const calls = [
      ['GET', '/api/plans/all'],
      ['GET', `/api/plans/${plan.id}`],
      ['POST', '/api/plans'],
      ['PUT', `/api/plans/${plan.id}`],
      ['DELETE', `/api/plans/${plan.id}`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' || method === 'PUT' ? { name: 'Invasor' } : undefined;
      expect((await ctx.request(method, path, { token: admin, body })).status, `${method} ${path}`).toBe(403);
      expect((await ctx.request(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await ctx.request('GET', `/api/plans/${plan.id}`, { token: root.admin.token })).body.name).toBe('Fechado');
  });
});

describe('deleting a plan', () => {
  it('is refused while a company uses the plan and allowed once none does', async () => {
    const company = await ctx.seedCompany();
    const refused = await ctx.request('DELETE', `/api/plans/${company.planId}`, { token: root.admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ERR_PLAN_IN_USE');
    expect((await ctx.request('GET', `/api/plans/${company.planId}`, { token: root.admin.token })).status).toBe(200);

    // What a company's delete or change of plan does in its transaction: the plan's count of companies goes down.
    await ctx.deps.table.transact([planReleaseItem(ctx.deps.table, company.planId)]);
    const deleted = await ctx.request('DELETE', `/api/plans/${company.planId}`, { token: root.admin.token });
    expect(deleted.status).toBe(204);
    expect((await ctx.request('GET', `/api/plans/${company.planId}`, { token: root.admin.token })).status).toBe(404);
  });

  it('deletes an unused plan at once', async () => {
    const plan = await createPlan({ name: 'Livre' });
    expect((await ctx.request('DELETE', `/api/plans/${plan.id}`, { token: root.admin.token })).status).toBe(204);
    const list = await ctx.request('GET', '/api/plans/list');
    expect(list.body.map((p: { id: string }) => p.id)).not.toContain(plan.id);
  });
});

describe('plan events', () => {
  it('reach the super users only', async () => {
    const agent = await adminFixtures(ctx).createUser(root.admin.token);
    // The login bumped the super user's token version; the new user never logged in.
    const superSocket = await ctx.listen({ companyId: root.companyId, userId: root.userId, tokenVersion: 1 });
    const adminSocket = await ctx.listen({ companyId: root.companyId, userId: agent.id });
    const plan = await createPlan({ name: 'Ao vivo' });
    await ctx.request('DELETE', `/api/plans/${plan.id}`, { token: root.admin.token });
    const channel = `company-${root.companyId}-plan`;
    const seen = superSocket.received().filter((m) => m.event === channel);
    expect(seen.map((m) => (m.data as { action: string }).action)).toEqual(['create', 'delete']);
    expect(adminSocket.received().filter((m) => m.event === channel)).toEqual([]);
  });
});
