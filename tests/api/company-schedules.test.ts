import { beforeAll, describe, expect, it } from 'vitest';
import { companySchedules } from '../../functions/src/domain/companies/service.js';
import { defaultWeeklyHours, type HoursEntry } from '../../functions/src/domain/queues/schema.js';
import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

/** The default week with Saturday closed and Friday until 17:30. */
function customHours(): HoursEntry[] {
  return defaultWeeklyHours().map((entry) => {
    if (entry.weekdayEn === 'friday') return { ...entry, endTime: '17:30' };
    if (entry.weekdayEn === 'saturday') return { ...entry, startTime: '00:00', endTime: '00:00' };
    return entry;
  });
}

const putHours = (token: string, companyId: string, body: unknown) =>
  ctx.request('PUT', `/api/companies/${companyId}/schedules`, { token, body });

describe('company hours', () => {
  it('answers the default hours of a company that never saved any', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('GET', `/api/companies/${company.companyId}`, { token: company.admin.token });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.companyId, planId: company.planId });
    expect(res.body.schedules).toEqual(defaultWeeklyHours());
    expect(await companySchedules(ctx.deps, company.companyId)).toEqual(defaultWeeklyHours());
  });

  it('stores the hours an admin saves, answers the company with them and shows them after', async () => {
    const company = await ctx.seedCompany();
    const hours = customHours();

    const res = await putHours(company.admin.token, company.companyId, { id: company.companyId, schedules: hours });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.companyId, planId: company.planId, schedules: hours });
    const read = await ctx.request('GET', `/api/companies/${company.companyId}`, { token: company.admin.token });
    expect(read.body.schedules).toEqual(hours);
    expect(await companySchedules(ctx.deps, company.companyId)).toEqual(hours);
  });

  it('keeps the other attributes of the company item, such as its counters', async () => {
    const company = await ctx.seedCompany();
    await fx.createQueue(company.admin.token);

    await putHours(company.admin.token, company.companyId, { schedules: customHours() });
    const item = await ctx.deps.table.get<{ pk: string; sk: string; queueCount: number; userCount: number }>(
      keys.company(company.companyId),
    );
    expect(item).toMatchObject({ queueCount: 1, userCount: 1, schedules: customHours() });
  });

  it('refuses hours that are not HH:mm or that miss a day, and keeps what was stored', async () => {
    const company = await ctx.seedCompany();
    await putHours(company.admin.token, company.companyId, { schedules: customHours() });
    const badTime = customHours().map((entry, i) => (i === 0 ? { ...entry, startTime: '8h' } : entry));

    for (const schedules of [badTime, customHours().slice(1), undefined]) {
      const res = await putHours(company.admin.token, company.companyId, { schedules });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
      expect(res.body.details.fieldErrors).toHaveProperty('schedules');
    }
    const mismatched = await putHours(company.admin.token, company.companyId, {
      id: 'another',
      schedules: defaultWeeklyHours(),
    });
    expect([mismatched.status, mismatched.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(await companySchedules(ctx.deps, company.companyId)).toEqual(customHours());
  });

  it('refuses an agent of the company', async () => {
    const company = await ctx.seedCompany();
    const agent = await fx.createAgent(company.admin.token);

    const res = await putHours(agent.token, company.companyId, { schedules: customHours() });
    expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(await companySchedules(ctx.deps, company.companyId)).toEqual(defaultWeeklyHours());
  });

  it('answers 404 to another company’s admin, as for a company that does not exist', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();

    for (const id of [company.companyId, '01UNKNOWN']) {
      const res = await putHours(other.admin.token, id, { schedules: customHours() });
      expect([res.status, res.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
    }
    expect(await companySchedules(ctx.deps, company.companyId)).toEqual(defaultWeeklyHours());
  });

  it('lets a super user save any company’s hours, and answers 404 for one that does not exist', async () => {
    const platform = await ctx.seedCompany({ super: true });
    const company = await ctx.seedCompany();

    const res = await putHours(platform.admin.token, company.companyId, { schedules: customHours() });
    expect(res.status).toBe(200);
    const read = await ctx.request('GET', `/api/companies/${company.companyId}`, { token: platform.admin.token });
    expect(read.body.schedules).toEqual(customHours());
    const missing = await putHours(platform.admin.token, '01UNKNOWN', { schedules: customHours() });
    expect([missing.status, missing.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
    expect(await ctx.deps.table.get(keys.company('01UNKNOWN'))).toBeUndefined();
  });
});
