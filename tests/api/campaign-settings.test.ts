import { beforeAll, describe, expect, it } from 'vitest';
import { readCampaignSettings } from '../../functions/src/domain/campaign-settings/read.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

const call = (token: string, method: string, body?: unknown) =>
  ctx.request(method, '/api/campaign-settings', { token, body });

/** The answer of GET as a plain object, each JSON value parsed. */
const parsed = (entries: { key: string; value: string }[]) =>
  Object.fromEntries(entries.map(({ key, value }) => [key, JSON.parse(value) as unknown]));

describe('the campaign settings API (spec 3 §3, §7, §9)', () => {
  it('answers the defaults 20, 20, 60 and no variables as key and JSON-string value when nothing was saved', async () => {
    const company = await ctx.seedCompany();
    const res = await call(company.admin.token, 'GET');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { key: 'messageInterval', value: '20' },
      { key: 'longerIntervalAfter', value: '20' },
      { key: 'greaterInterval', value: '60' },
      { key: 'variables', value: '[]' },
    ]);
    expect(await readCampaignSettings(ctx.deps, company.companyId)).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
    });
  });

  it('saves the settings object, keeps what a later save leaves out, and gives them to the engine', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const variables = [{ key: 'empresa', value: 'Padaria Central' }];
    const saved = await call(token, 'POST', {
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 120,
      variables,
    });
    expect(saved.status).toBe(200);
    expect(parsed(saved.body)).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 120,
      variables,
    });

    const again = await call(token, 'POST', { messageInterval: 0 });
    expect(again.status).toBe(200);
    const read = await call(token, 'GET');
    expect(parsed(read.body)).toEqual({ messageInterval: 0, longerIntervalAfter: 10, greaterInterval: 120, variables });
    expect(await readCampaignSettings(ctx.deps, company.companyId)).toEqual({
      messageInterval: 0,
      longerIntervalAfter: 10,
      greaterInterval: 120,
      variables,
    });
  });

  it('lets an agent of the company read and save them (any user of a plan with campaigns)', async () => {
    const company = await ctx.seedCompany();
    const agent = await adminFixtures(ctx).createAgent(company.admin.token);
    const saved = await call(agent.token, 'POST', { greaterInterval: 30 });
    expect(saved.status).toBe(200);
    expect(parsed((await call(company.admin.token, 'GET')).body).greaterInterval).toBe(30);
  });

  it('refuses intervals outside spec 3 §9’s options and a repeated variable shortcut', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const odd = await call(token, 'POST', { messageInterval: 7, longerIntervalAfter: 2, greaterInterval: 61 });
    expect(odd.status).toBe(400);
    expect(odd.body.details.fieldErrors).toMatchObject({
      messageInterval: ['Intervalo inválido'],
      longerIntervalAfter: ['Intervalo inválido'],
      greaterInterval: ['Intervalo inválido'],
    });
    const twice = await call(token, 'POST', {
      variables: [
        { key: 'loja', value: 'A' },
        { key: 'loja', value: 'B' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.details.fieldErrors.variables).toEqual(['Variável repetida']);
    const noKey = await call(token, 'POST', { variables: [{ key: ' ', value: 'A' }] });
    expect(noKey.status).toBe(400);
    expect(parsed((await call(token, 'GET')).body).messageInterval).toBe(20);
  });

  it('keeps each company’s settings apart', async () => {
    const a = await ctx.seedCompany();
    const b = await ctx.seedCompany();
    await call(a.admin.token, 'POST', { messageInterval: 15, variables: [{ key: 'x', value: 'y' }] });
    expect(parsed((await call(b.admin.token, 'GET')).body)).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
    });
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useCampaigns', async () => {
    const company = await ctx.seedCompany({ plan: { useCampaigns: false } });
    for (const method of ['GET', 'POST']) {
      const res = await call(company.admin.token, method, method === 'POST' ? { messageInterval: 5 } : undefined);
      expect([res.status, res.body.error]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
  });
});
