import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

const queueBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Suporte',
  color: '#00ff00',
  greetingMessage: 'Bem-vindo!',
  ...fields,
});

describe('creating queues', () => {
  it('creates the first queue without a greeting, with the default weekly hours', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('POST', '/api/queue', {
      token: company.admin.token,
      body: { name: 'Vendas', color: '#ff0000' },
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Vendas', color: '#ff0000', greetingMessage: '', orderQueue: null });
    expect(res.body.schedules).toHaveLength(7);
    expect(res.body.schedules[0]).toEqual({
      weekday: 'Segunda-feira',
      weekdayEn: 'monday',
      startTime: '08:00',
      endTime: '18:00',
    });
    expect(res.body).not.toHaveProperty('rev');
    const read = await ctx.request('GET', `/api/queue/${res.body.id}`, { token: company.admin.token });
    expect(read.body).toEqual(res.body);
  });

  it('answers the form texts for an invalid name or colour', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('POST', '/api/queue', { token: company.admin.token, body: { name: 'V' } });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.details.fieldErrors).toMatchObject({ name: ['Too Short!'], color: ['Required'] });
  });

  it('refuses a second queue without a greeting', async () => {
    const company = await ctx.seedCompany();
    await fx.createQueue(company.admin.token, { greetingMessage: '' });

    const res = await ctx.request('POST', '/api/queue', {
      token: company.admin.token,
      body: queueBody({ greetingMessage: '  ' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');
    await fx.createQueue(company.admin.token, { greetingMessage: 'Olá' });
  });

  it('lets only one of two concurrent greeting-less first queues in', async () => {
    const company = await ctx.seedCompany();
    const create = (color: string) =>
      ctx.request('POST', '/api/queue', {
        token: company.admin.token,
        body: queueBody({ color, greetingMessage: '' }),
      });
    const results = await Promise.all([create('#000001'), create('#000002')]);

    expect(results.map((res) => res.status).sort()).toEqual([201, 400]);
  });

  it('refuses a colour another queue of the company uses, in any letter case', async () => {
    const company = await ctx.seedCompany();
    await fx.createQueue(company.admin.token, { color: '#ABCDEF' });

    const res = await ctx.request('POST', '/api/queue', {
      token: company.admin.token,
      body: queueBody({ color: '#abcdef' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
  });

  it('lets exactly one of two concurrent creates with the same colour win', async () => {
    const company = await ctx.seedCompany();
    await fx.createQueue(company.admin.token);
    const create = (name: string) =>
      ctx.request('POST', '/api/queue', { token: company.admin.token, body: queueBody({ name, color: '#123456' }) });
    const results = await Promise.all([create('Primeira'), create('Segunda')]);

    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    const list = await ctx.request('GET', '/api/queue', { token: company.admin.token });
    expect(list.body.filter((queue: { color: string }) => queue.color === '#123456')).toHaveLength(1);
  });

  it('refuses a queue beyond the plan', async () => {
    const company = await ctx.seedCompany({ plan: { queues: 1 } });
    await fx.createQueue(company.admin.token);

    const res = await ctx.request('POST', '/api/queue', { token: company.admin.token, body: queueBody() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: 'ERR_PLAN_LIMIT_QUEUES',
      message: 'Número máximo de filas já alcançado: 1',
      details: { limit: 1 },
    });
  });
});

describe('reading queues', () => {
  it('lists by order and then by name, for agents too', async () => {
    const company = await ctx.seedCompany();
    await fx.createQueue(company.admin.token, { name: 'Zeta' });
    await fx.createQueue(company.admin.token, { name: 'Beta', orderQueue: 2 });
    await fx.createQueue(company.admin.token, { name: 'Alfa' });
    await fx.createQueue(company.admin.token, { name: 'Gama', orderQueue: 1 });
    const agent = await fx.createUser(company.admin.token);
    const { token } = await ctx.login(agent.email, agent.password);

    const res = await ctx.request('GET', '/api/queue', { token });
    expect(res.body.map((queue: { name: string }) => queue.name)).toEqual(['Gama', 'Beta', 'Alfa', 'Zeta']);
  });

  it('answers 404 for a queue id it does not know', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('GET', '/api/queue/01UNKNOWN', { token: company.admin.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_FOUND');
  });
});

describe('updating queues', () => {
  it('changes only the fields sent', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token, { name: 'Vendas', outOfHoursMessage: 'Fechado' });

    const res = await ctx.request('PUT', `/api/queue/${queue.id}`, {
      token: company.admin.token,
      body: { name: 'Vendas B2B', orderQueue: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Vendas B2B',
      orderQueue: 3,
      outOfHoursMessage: 'Fechado',
      color: queue.color,
    });
    const read = await ctx.request('GET', `/api/queue/${queue.id}`, { token: company.admin.token });
    expect(read.body).toEqual(res.body);
  });

  it('moves the colour: the old one is free, a taken one is refused and nothing changes', async () => {
    const company = await ctx.seedCompany();
    const first = await fx.createQueue(company.admin.token, { color: '#111111' });
    const second = await fx.createQueue(company.admin.token, { color: '#222222' });

    const moved = await ctx.request('PUT', `/api/queue/${first.id}`, {
      token: company.admin.token,
      body: { color: '#333333' },
    });
    expect(moved.status).toBe(200);
    await fx.createQueue(company.admin.token, { color: '#111111' });

    const taken = await ctx.request('PUT', `/api/queue/${second.id}`, {
      token: company.admin.token,
      body: { color: '#333333', name: 'Outro nome' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
    const read = await ctx.request('GET', `/api/queue/${second.id}`, { token: company.admin.token });
    expect(read.body).toMatchObject({ color: '#222222', name: second.name });
  });

  it('refuses emptying a greeting while the company has more than one queue', async () => {
    const company = await ctx.seedCompany();
    const only = await fx.createQueue(company.admin.token);
    const alone = await ctx.request('PUT', `/api/queue/${only.id}`, {
      token: company.admin.token,
      body: { greetingMessage: '' },
    });
    expect(alone.status).toBe(200);

    await fx.createQueue(company.admin.token);
    const res = await ctx.request('PUT', `/api/queue/${only.id}`, {
      token: company.admin.token,
      body: { greetingMessage: 'Oi' },
    });
    expect(res.status).toBe(200);
    const emptied = await ctx.request('PUT', `/api/queue/${only.id}`, {
      token: company.admin.token,
      body: { greetingMessage: ' ' },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');
  });

  it('stores weekly hours sent by the hours tab', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    const schedules = queue.schedules.map((entry: { weekdayEn: string }) =>
      entry.weekdayEn === 'sunday' ? { ...entry, startTime: '09:00', endTime: '13:00' } : entry,
    );

    const res = await ctx.request('PUT', `/api/queue/${queue.id}`, { token: company.admin.token, body: { schedules } });
    expect(res.body.schedules[6]).toMatchObject({ weekdayEn: 'sunday', startTime: '09:00', endTime: '13:00' });
  });
});

describe('deleting queues', () => {
  it('takes the queue out of its users, frees its colour and its plan slot', async () => {
    const company = await ctx.seedCompany({ plan: { queues: 2 } });
    const kept = await fx.createQueue(company.admin.token);
    const doomed = await fx.createQueue(company.admin.token, { color: '#abcabc' });
    const user = await fx.createUser(company.admin.token, { queueIds: [kept.id, doomed.id] });

    expect((await ctx.request('DELETE', `/api/queue/${doomed.id}`, { token: company.admin.token })).status).toBe(204);

    expect((await ctx.request('GET', `/api/queue/${doomed.id}`, { token: company.admin.token })).status).toBe(404);
    const reread = await ctx.request('GET', `/api/users/${user.id}`, { token: company.admin.token });
    expect(reread.body.queueIds).toEqual([kept.id]);
    expect(reread.body.queues.map((queue: { id: string }) => queue.id)).toEqual([kept.id]);
    await fx.createQueue(company.admin.token, { color: '#abcabc' });
  });

  it('answers 404 when deleting a queue twice', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    await ctx.request('DELETE', `/api/queue/${queue.id}`, { token: company.admin.token });
    const again = await ctx.request('DELETE', `/api/queue/${queue.id}`, { token: company.admin.token });
    expect(again.status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses queue writes to an agent and changes nothing', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token, { name: 'Intocada' });
    const agent = await fx.createUser(company.admin.token);
    const { token } = await ctx.login(agent.email, agent.password);

    const create = await ctx.request('POST', '/api/queue', { token, body: queueBody() });
    const update = await ctx.request('PUT', `/api/queue/${queue.id}`, { token, body: { name: 'Mudada' } });
    const remove = await ctx.request('DELETE', `/api/queue/${queue.id}`, { token });

    expect([create.status, update.status, remove.status]).toEqual([403, 403, 403]);
    expect(create.body.error).toBe('ERR_NO_PERMISSION');
    const list = await ctx.request('GET', '/api/queue', { token });
    expect(list.body).toEqual([expect.objectContaining({ id: queue.id, name: 'Intocada' })]);
  });
});

describe('realtime', () => {
  it('tells the company about created, updated and deleted queues, and about users who left one', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    const user = await fx.createUser(company.admin.token, { queueIds: [queue.id] });
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });

    const other = await fx.createQueue(company.admin.token);
    await ctx.request('PUT', `/api/queue/${other.id}`, { token: company.admin.token, body: { name: 'Renomeada' } });
    await ctx.request('DELETE', `/api/queue/${queue.id}`, { token: company.admin.token });

    const data = (channel: string) =>
      socket
        .received()
        .filter((message) => message.event === `company-${company.companyId}-${channel}`)
        .map((message) => message.data);
    expect(data('queue')).toEqual([
      { action: 'create', queue: expect.objectContaining({ id: other.id }) },
      { action: 'update', queue: expect.objectContaining({ id: other.id, name: 'Renomeada' }) },
      { action: 'delete', queueId: queue.id },
    ]);
    expect(data('user')).toEqual([{ action: 'update', user: expect.objectContaining({ id: user.id, queueIds: [] }) }]);
  });
});
