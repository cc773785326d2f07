import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { requirePlanFeature } from '../../functions/src/domain/plans/feature-gate.js';
import { requireAuth } from '../../functions/src/http/auth.js';
import type { AppEnv } from '../../functions/src/http/context.js';
import { onError } from '../../functions/src/http/on-error.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

/**
 * The plan's feature gate (docs/decisions/036) on a test-only app: the features it will guard (kanban, campaigns,
 * schedules…) come with later issues, which put `requirePlanFeature(flag)` on their routers.
 */
let ctx: TestContext;
let gated: Hono<AppEnv>;
let root: Awaited<ReturnType<TestContext['seedCompany']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await ctx.seedCompany({ super: true });
  gated = new Hono<AppEnv>();
  gated.use(async (c, next) => {
    c.set('deps', ctx.deps);
    await next();
  });
  gated.use(requireAuth);
  gated.get('/kanban', requirePlanFeature('useKanban'), (c) => c.json({ ok: true }));
  gated.onError(onError);
});

const call = async (token: string) => {
  const res = await gated.request('/kanban', { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { error?: string } };
};

describe('requirePlanFeature', () => {
  it('refuses with 403 ERR_PLAN_FEATURE_DISABLED when the company plan has the flag off', async () => {
    const company = await ctx.seedCompany({ plan: { useKanban: false } });
    const answer = await call(company.admin.token);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });

  it('lets the flag on, and a plan stored without the flag, through', async () => {
    expect((await call((await ctx.seedCompany({ plan: { useKanban: true } })).admin.token)).status).toBe(200);
    const missing = await ctx.seedCompany();
    const plan = await ctx.deps.table.get<{ pk: string; sk: string }>(keys.plan(missing.planId));
    expect(plan).not.toHaveProperty('useKanban');
    expect((await call(missing.admin.token)).status).toBe(200);
  });

  it('follows a change of the plan at once (the cached plan is dropped)', async () => {
    const company = await ctx.seedCompany({ plan: { useKanban: false } });
    expect((await call(company.admin.token)).status).toBe(403);
    const opened = await ctx.request('PUT', `/api/plans/${company.planId}`, {
      token: root.admin.token,
      body: { useKanban: true },
    });
    expect(opened.status).toBe(200);
    expect((await call(company.admin.token)).status).toBe(200);
    await ctx.request('PUT', `/api/plans/${company.planId}`, { token: root.admin.token, body: { useKanban: false } });
    expect((await call(company.admin.token)).status).toBe(403);
  });

  it('follows a change of the company’s plan once its company event is published', async () => {
    const company = await ctx.seedCompany({ plan: { useKanban: false } });
    const other = await ctx.seedCompany({ plan: { useKanban: true } });
    expect((await call(company.admin.token)).status).toBe(403);
    await ctx.deps.table.update(keys.company(company.companyId), {
      UpdateExpression: 'SET planId = :planId',
      ExpressionAttributeValues: { ':planId': other.planId },
    });
    // Within the cache's lifetime the old plan still answers; the company event drops the entry.
    expect((await call(company.admin.token)).status).toBe(403);
    await ctx.deps.realtime.publish(company.companyId, `company-${company.companyId}-company`, { action: 'update' });
    expect((await call(company.admin.token)).status).toBe(200);
  });

  it('reads the company and its plan once while the entry is fresh', async () => {
    const company = await ctx.seedCompany({ plan: { useKanban: true } });
    let gets = 0;
    const get = ctx.deps.table.get.bind(ctx.deps.table);
    ctx.deps.table.get = (async (key, consistent) => {
      if (key.pk.startsWith('PLAN#') || key.sk === 'COMPANY') gets += 1;
      return get(key, consistent);
    }) as typeof ctx.deps.table.get;
    try {
      for (let i = 0; i < 5; i++) expect((await call(company.admin.token)).status).toBe(200);
    } finally {
      ctx.deps.table.get = get;
    }
    expect(gets).toBe(2);
  });
});
