import { beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../functions/src/domain/settings/schema.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

const valueOf = (settings: { key: string; value: string }[], key: string) =>
  settings.find((setting) => setting.key === key)?.value;

async function agentOf(company: Awaited<ReturnType<TestContext['seedCompany']>>) {
  const agent = await fx.createUser(company.admin.token);
  return ctx.login(agent.email, agent.password);
}

describe('settings', () => {
  it('lists every key with its default before anything is stored', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('GET', '/api/settings/', { token: company.admin.token });

    expect(res.status).toBe(200);
    expect(res.body.map((setting: { key: string }) => setting.key).sort()).toEqual([...SETTING_KEYS].sort());
    expect(valueOf(res.body, 'scheduleType')).toBe('disabled');
    expect(valueOf(res.body, 'call')).toBe('enabled');
    expect(valueOf(res.body, 'campaignsEnabled')).toBe('true');
  });

  it('stores a value, lists it, carries it in the login answer and tells the company', async () => {
    const company = await ctx.seedCompany();
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });

    const res = await ctx.request('PUT', '/api/settings/scheduleType', {
      token: company.admin.token,
      body: { key: 'scheduleType', value: 'queue' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'scheduleType', value: 'queue' });

    const list = await ctx.request('GET', '/api/settings', { token: company.admin.token });
    expect(valueOf(list.body, 'scheduleType')).toBe('queue');
    const session = await ctx.login(company.admin.email, company.admin.password);
    expect(valueOf(session.user.company.settings, 'scheduleType')).toBe('queue');
    expect(socket.received()).toContainEqual({
      event: `company-${company.companyId}-settings`,
      data: { action: 'update', setting: { key: 'scheduleType', value: 'queue' } },
    });
  });

  it('refuses a value the key does not accept', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('PUT', '/api/settings/userRating', {
      token: company.admin.token,
      body: { value: 'yes' },
    });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.details.fieldErrors.value).toEqual(['Use enabled or disabled']);
  });

  it('answers 404 for a key it does not know', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('PUT', '/api/settings/nonsense', {
      token: company.admin.token,
      body: { value: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_SETTING_FOUND');
  });

  it('refuses changes from an agent and keeps integration credentials from them', async () => {
    const company = await ctx.seedCompany();
    await ctx.request('PUT', '/api/settings/asaas', { token: company.admin.token, body: { value: 'secret-token' } });
    const agent = await agentOf(company);

    const put = await ctx.request('PUT', '/api/settings/call', { token: agent.token, body: { value: 'disabled' } });
    expect(put.status).toBe(403);
    expect(put.body.error).toBe('ERR_NO_PERMISSION');
    const agentView = await ctx.request('GET', '/api/settings', { token: agent.token });
    expect(valueOf(agentView.body, 'call')).toBe('enabled');
    expect(valueOf(agentView.body, 'asaas')).toBe('');
    const adminView = await ctx.request('GET', '/api/settings', { token: company.admin.token });
    expect(valueOf(adminView.body, 'asaas')).toBe('secret-token');
  });

  it('sends a changed credential only to admins’ sockets', async () => {
    const company = await ctx.seedCompany();
    const agent = await agentOf(company);
    const adminSocket = await ctx.listen({ companyId: company.companyId, userId: company.userId, profile: 'admin' });
    const agentSocket = await ctx.listen({ companyId: company.companyId, userId: agent.user.id, profile: 'user' });

    await ctx.request('PUT', '/api/settings/tokenixc', { token: company.admin.token, body: { value: 'ixc-secret' } });

    expect(adminSocket.received()).toHaveLength(1);
    expect(agentSocket.received()).toEqual([]);
  });
});

describe('companies', () => {
  it('shows a user their own company with its due date', async () => {
    const company = await ctx.seedCompany({ dueDate: '2031-05-01' });
    const agent = await agentOf(company);

    const res = await ctx.request('GET', `/api/companies/${company.companyId}`, { token: agent.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.companyId, planId: company.planId, dueDate: '2031-05-01' });
  });

  it('answers 404 for another company, as for one that does not exist', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();

    for (const id of [other.companyId, '01UNKNOWN']) {
      const res = await ctx.request('GET', `/api/companies/${id}`, { token: company.admin.token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
    }
  });

  it('shows any company to a super user', async () => {
    const platform = await ctx.seedCompany({ super: true });
    const other = await ctx.seedCompany();

    const company = await ctx.request('GET', `/api/companies/${other.companyId}`, { token: platform.admin.token });
    const plan = await ctx.request('GET', `/api/companies/listPlan/${other.companyId}`, {
      token: platform.admin.token,
    });
    expect(company.body.id).toBe(other.companyId);
    expect(plan.body.id).toBe(other.planId);
  });

  it('answers the company’s plan with every flag, a missing one counting as on', async () => {
    const company = await ctx.seedCompany({ plan: { users: 7, useKanban: false } });

    const res = await ctx.request('GET', `/api/companies/listPlan/${company.companyId}`, {
      token: company.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: company.planId,
      users: 7,
      useKanban: false,
      useCampaigns: true,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
      useOpenAi: true,
      useIntegrations: true,
    });
    const other = await ctx.seedCompany();
    const refused = await ctx.request('GET', `/api/companies/listPlan/${other.companyId}`, {
      token: company.admin.token,
    });
    expect(refused.status).toBe(404);
  });
});

describe('connections (read only)', () => {
  it('lists the company’s connections with their queues, and keeps the API token for admins', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    const connection = await fx.putConnection(company.companyId, {
      name: 'Principal',
      queueIds: [queue.id],
      status: 'qrcode',
    });
    const agent = await agentOf(company);

    const adminList = await ctx.request('GET', '/api/whatsapp/?session=0', { token: company.admin.token });
    expect(adminList.body).toEqual([
      expect.objectContaining({
        id: connection.id,
        name: 'Principal',
        status: 'qrcode',
        token: connection.token,
        maxUseBotQueues: 3,
        provider: 'beta',
        queues: [{ id: queue.id, name: queue.name, color: queue.color }],
      }),
    ]);
    const agentOne = await ctx.request('GET', `/api/whatsapp/${connection.id}?session=0`, { token: agent.token });
    expect(agentOne.body).toMatchObject({ id: connection.id, token: '' });
  });

  it('answers 404 for a connection it does not know', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('GET', '/api/whatsapp/01UNKNOWN', { token: company.admin.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
  });
});
