import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

/**
 * Company B's admin drives every route of this area against company A's ids. Each answer is 403 or 404, and a
 * re-read as company A proves nothing of A changed.
 */
let ctx: TestContext;
let a: Awaited<ReturnType<TestContext['seedCompany']>>;
let b: Awaited<ReturnType<TestContext['seedCompany']>>;
let aIds: { userId: string; queueId: string; connectionId: string };

/** Everything company A can see about itself. */
async function snapshotOfA() {
  const token = a.admin.token;
  const paths = [
    '/api/users/list',
    `/api/users/${aIds.userId}`,
    '/api/queue',
    `/api/queue/${aIds.queueId}`,
    '/api/settings',
    `/api/companies/${a.companyId}`,
    `/api/companies/listPlan/${a.companyId}`,
    '/api/whatsapp',
    `/api/whatsapp/${aIds.connectionId}`,
  ];
  const answers = await Promise.all(paths.map((path) => ctx.request('GET', path, { token })));
  return answers.map((res) => ({ status: res.status, body: res.body }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  const fx = adminFixtures(ctx);
  a = await ctx.seedCompany();
  b = await ctx.seedCompany();
  const queue = await fx.createQueue(a.admin.token, { name: 'Fila de A', color: '#aa0000' });
  const connection = await fx.putConnection(a.companyId, { queueIds: [queue.id] });
  const user = await fx.createUser(a.admin.token, {
    name: 'Agente de A',
    queueIds: [queue.id],
    whatsappId: connection.id,
  });
  await ctx.request('PUT', '/api/settings/userRating', { token: a.admin.token, body: { value: 'enabled' } });
  aIds = { userId: user.id, queueId: queue.id, connectionId: connection.id };
});

describe('another company’s admin', () => {
  it('gets 404 or 403 on every route against company A’s ids and changes nothing', async () => {
    const before = await snapshotOfA();
    const aSocket = await ctx.listen({ companyId: a.companyId, userId: a.userId });
    const token = b.admin.token;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/users/${aIds.userId}`],
      ['PUT', `/api/users/${aIds.userId}`, { name: 'Tomado' }],
      ['PUT', `/api/users/${aIds.userId}`, { password: 'takeover1' }],
      ['DELETE', `/api/users/${aIds.userId}`],
      ['PUT', `/api/users/${a.userId}`, { email: 'mine@example.com' }],
      ['DELETE', `/api/users/${a.userId}`],
      ['GET', `/api/queue/${aIds.queueId}`],
      ['PUT', `/api/queue/${aIds.queueId}`, { name: 'Tomada', color: '#bb0000' }],
      ['DELETE', `/api/queue/${aIds.queueId}`],
      ['GET', `/api/companies/${a.companyId}`],
      ['GET', `/api/companies/listPlan/${a.companyId}`],
      ['GET', `/api/whatsapp/${aIds.connectionId}`],
      ['PUT', `/api/whatsapp/${aIds.connectionId}`, { name: 'Tomada' }],
      ['DELETE', `/api/whatsapp/${aIds.connectionId}`],
      ['POST', `/api/whatsappsession/${aIds.connectionId}`],
      ['PUT', `/api/whatsappsession/${aIds.connectionId}`],
      ['DELETE', `/api/whatsappsession/${aIds.connectionId}`],
      ['GET', `/api/simulator/${aIds.connectionId}/messages?number=5511999990000`],
      ['POST', `/api/simulator/${aIds.connectionId}/scan`, {}],
      ['POST', `/api/simulator/${aIds.connectionId}/messages`, { number: '5511999990000', body: 'oi' }],
    ];

    for (const [method, path, body] of attempts) {
      const res = await ctx.request(method, path, { token, body });
      expect([403, 404], `${method} ${path}`).toContain(res.status);
    }
    expect(await snapshotOfA()).toEqual(before);
    expect(aSocket.received()).toEqual([]);
  });

  it('cannot point its own users at company A’s queues or connections', async () => {
    const token = b.admin.token;
    const body = { name: 'Infiltrado', email: 'infiltrado@example.com', password: 'secret123' };

    const withQueue = await ctx.request('POST', '/api/users', { token, body: { ...body, queueIds: [aIds.queueId] } });
    const withConnection = await ctx.request('POST', '/api/users', {
      token,
      body: { ...body, whatsappId: aIds.connectionId },
    });
    const ownAdminEdit = await ctx.request('PUT', `/api/users/${b.userId}`, {
      token,
      body: { queueIds: [aIds.queueId] },
    });

    expect([withQueue.status, withConnection.status, ownAdminEdit.status]).toEqual([400, 400, 400]);
    const reread = await ctx.request('GET', `/api/users/${b.userId}`, { token });
    expect(reread.body.queueIds).toEqual([]);
  });

  it('sees only its own company in lists, settings and the session', async () => {
    const token = b.admin.token;
    const users = await ctx.request('GET', '/api/users/list', { token });
    const page = await ctx.request('GET', '/api/users/?searchParam=agente', { token });
    const queues = await ctx.request('GET', '/api/queue', { token });
    const connections = await ctx.request('GET', '/api/whatsapp/?session=0', { token });
    const settings = await ctx.request('GET', '/api/settings', { token });
    const me = await ctx.request('GET', '/api/auth/me', { token });

    expect(users.body.map((user: { id: string }) => user.id)).toEqual([b.userId]);
    expect(page.body).toMatchObject({ users: [], count: 0 });
    expect(queues.body).toEqual([]);
    expect(connections.body).toEqual([]);
    expect(settings.body).toContainEqual({ key: 'userRating', value: 'disabled' });
    expect(me.body).toMatchObject({ id: b.userId, companyId: b.companyId });
  });

  it('writes settings and colours of its own company only', async () => {
    const before = await snapshotOfA();
    const token = b.admin.token;

    const setting = await ctx.request('PUT', '/api/settings/userRating', { token, body: { value: 'disabled' } });
    const queue = await ctx.request('POST', '/api/queue', { token, body: { name: 'Fila de B', color: '#aa0000' } });

    expect(setting.status).toBe(200);
    expect(queue.status).toBe(201);
    expect(await snapshotOfA()).toEqual(before);
  });
});

describe('a caller without a session', () => {
  it('gets 401 on every route of this area, with or without the trailing slash', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/'],
      ['GET', '/api/users/list'],
      ['POST', '/api/users/'],
      ['GET', `/api/users/${aIds.userId}`],
      ['GET', '/api/queue/'],
      ['POST', '/api/queue'],
      ['DELETE', `/api/queue/${aIds.queueId}`],
      ['GET', '/api/settings/'],
      ['PUT', '/api/settings/userRating'],
      ['GET', `/api/companies/${a.companyId}`],
      ['GET', `/api/companies/listPlan/${a.companyId}`],
      ['GET', '/api/whatsapp/?session=0'],
      ['POST', '/api/whatsapp'],
      ['POST', `/api/whatsappsession/${aIds.connectionId}`],
      ['GET', '/api/simulator/status'],
      ['GET', `/api/whatsapp/${aIds.connectionId}`],
      ['POST', '/api/messages/x/resend'],
    ];
    for (const [method, path] of paths) {
      const res = await ctx.request(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
