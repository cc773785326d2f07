import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

describe('creating users', () => {
  it('creates a user with its queues and no secrets in the answer, and the user can log in', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token, { name: 'Vendas', color: '#ff0000' });
    const res = await ctx.request('POST', '/api/users', {
      token: company.admin.token,
      body: { name: 'Maria', email: 'maria-create@example.com', password: 'secret123', queueIds: [queue.id] },
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Maria',
      email: 'maria-create@example.com',
      profile: 'user',
      super: false,
      companyId: company.companyId,
      queueIds: [queue.id],
      queues: [{ id: queue.id, name: 'Vendas', color: '#ff0000' }],
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('tokenVersion');
    expect(res.body).not.toHaveProperty('rev');
    const session = await ctx.login('maria-create@example.com', 'secret123');
    expect(session.user.id).toBe(res.body.id);
  });

  it('answers the form texts for invalid fields', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('POST', '/api/users', {
      token: company.admin.token,
      body: { name: 'M', email: 'not-an-email', password: 'abc' },
    });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.details.fieldErrors).toMatchObject({
      name: ['Too Short!'],
      email: ['Invalid email'],
      password: ['Too Short!'],
    });
  });

  it('never lets a created user be super, whatever the body says', async () => {
    const company = await ctx.seedCompany({ super: true });
    const user = await fx.createUser(company.admin.token, { super: true });
    expect(user.super).toBe(false);
  });

  it('refuses an email already used, in any letter case and in any company', async () => {
    const first = await ctx.seedCompany();
    const second = await ctx.seedCompany();
    await fx.createUser(first.admin.token, { email: 'dup@example.com' });

    for (const [token, email] of [
      [first.admin.token, 'DUP@example.com'],
      [second.admin.token, 'dup@example.com'],
    ] as const) {
      const res = await ctx.request('POST', '/api/users', {
        token,
        body: { name: 'Outra', email, password: 'secret123' },
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
    }
  });

  it('lets exactly one of two concurrent creates with the same email win', async () => {
    const company = await ctx.seedCompany();
    const create = () =>
      ctx.request('POST', '/api/users', {
        token: company.admin.token,
        body: { name: 'Gêmeo', email: 'race@example.com', password: 'secret123' },
      });
    const statuses = (await Promise.all([create(), create()])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('refuses queues that are not the company’s and a connection that is not the company’s', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const foreignQueue = await fx.createQueue(other.admin.token);
    const foreignConnection = await fx.putConnection(other.companyId);

    const withQueue = await ctx.request('POST', '/api/users', {
      token: company.admin.token,
      body: { name: 'Ana', email: 'ana-q@example.com', password: 'secret123', queueIds: [foreignQueue.id] },
    });
    expect(withQueue.status).toBe(400);
    expect(withQueue.body.error).toBe('ERR_NO_QUEUE_FOUND');

    const withConnection = await ctx.request('POST', '/api/users', {
      token: company.admin.token,
      body: { name: 'Ana', email: 'ana-w@example.com', password: 'secret123', whatsappId: foreignConnection.id },
    });
    expect(withConnection.status).toBe(400);
    expect(withConnection.body.error).toBe('ERR_NO_WAPP_FOUND');
  });

  it('accepts the company’s own connection as the default connection', async () => {
    const company = await ctx.seedCompany();
    const connection = await fx.putConnection(company.companyId);
    const user = await fx.createUser(company.admin.token, { whatsappId: connection.id });
    expect(user.whatsappId).toBe(connection.id);
  });
});

describe('the plan’s user limit', () => {
  it('refuses a user beyond the plan and frees the seat when a user is deleted', async () => {
    const company = await ctx.seedCompany({ plan: { users: 2 } });
    const agent = await fx.createUser(company.admin.token);

    const refused = await ctx.request('POST', '/api/users', {
      token: company.admin.token,
      body: { name: 'Terceiro', email: 'third@example.com', password: 'secret123' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'ERR_PLAN_LIMIT_USERS',
      message: 'Número máximo de usuários já alcançado: 2',
      // The web's translated toast says how many the plan allows.
      details: { limit: 2 },
    });

    expect((await ctx.request('DELETE', `/api/users/${agent.id}`, { token: company.admin.token })).status).toBe(204);
    await fx.createUser(company.admin.token);
  });

  it('lets exactly one of two concurrent creates take the last seat', async () => {
    const company = await ctx.seedCompany({ plan: { users: 2 } });
    const create = (n: number) =>
      ctx.request('POST', '/api/users', {
        token: company.admin.token,
        body: { name: `Agente ${n}`, email: `seat-${n}@example.com`, password: 'secret123' },
      });
    const results = await Promise.all([create(1), create(2)]);

    expect(results.map((res) => res.status).sort()).toEqual([201, 403]);
    const list = await ctx.request('GET', '/api/users/list', { token: company.admin.token });
    expect(list.body).toHaveLength(2);
  });
});

describe('listing users', () => {
  it('pages by 20 in name order and searches name or email regardless of case', async () => {
    const company = await ctx.seedCompany({ plan: { users: 30 }, adminName: 'Zé Admin' });
    for (let n = 1; n <= 21; n++) {
      await fx.createUser(company.admin.token, { name: `Pessoa ${String(n).padStart(2, '0')}` });
    }
    await fx.createUser(company.admin.token, { name: 'Carla', email: 'carla.SUPORTE@example.com' });

    const first = await ctx.request('GET', '/api/users/?pageNumber=1', { token: company.admin.token });
    expect(first.body).toMatchObject({ count: 23, hasMore: true });
    expect(first.body.users).toHaveLength(20);
    expect(first.body.users[0].name).toBe('Carla');
    const second = await ctx.request('GET', '/api/users?pageNumber=2', { token: company.admin.token });
    expect(second.body).toMatchObject({ count: 23, hasMore: false });
    expect(second.body.users.map((u: { name: string }) => u.name)).toEqual(['Pessoa 20', 'Pessoa 21', 'Zé Admin']);

    const byEmail = await ctx.request('GET', '/api/users?searchParam=suporte', { token: company.admin.token });
    expect(byEmail.body.users.map((u: { name: string }) => u.name)).toEqual(['Carla']);
    const byName = await ctx.request('GET', '/api/users?searchParam=PESSOA%202', { token: company.admin.token });
    expect(byName.body.count).toBe(2);
  });

  it('answers 404 for a user id it does not know', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('GET', '/api/users/01UNKNOWN', { token: company.admin.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_USER_FOUND');
  });
});

describe('updating users', () => {
  it('moves the email: the new one logs in, the old one is free again', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createUser(company.admin.token, { email: 'old@example.com' });

    const res = await ctx.request('PUT', `/api/users/${user.id}`, {
      token: company.admin.token,
      body: { email: 'new@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('new@example.com');
    await ctx.login('new@example.com', user.password);
    await fx.createUser(company.admin.token, { email: 'old@example.com' });
  });

  it('refuses an email another user holds and changes nothing', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createUser(company.admin.token, { name: 'Bruno' });

    const res = await ctx.request('PUT', `/api/users/${user.id}`, {
      token: company.admin.token,
      body: { name: 'Bruno Novo', email: company.admin.email },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
    const reread = await ctx.request('GET', `/api/users/${user.id}`, { token: company.admin.token });
    expect(reread.body).toMatchObject({ name: 'Bruno', email: user.email });
  });

  it('lets an admin set profile, queues and default connection', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    const connection = await fx.putConnection(company.companyId);
    const user = await fx.createUser(company.admin.token);

    const res = await ctx.request('PUT', `/api/users/${user.id}`, {
      token: company.admin.token,
      body: { profile: 'admin', queueIds: [queue.id, queue.id], whatsappId: connection.id, allTicket: 'enable' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profile: 'admin',
      queueIds: [queue.id],
      whatsappId: connection.id,
      allTicket: 'enable',
      queues: [{ id: queue.id, name: queue.name, color: queue.color }],
    });
  });

  it('keeps the password when the form sends it empty and changes it when given', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createUser(company.admin.token);

    await ctx.request('PUT', `/api/users/${user.id}`, { token: company.admin.token, body: { password: '' } });
    await ctx.login(user.email, user.password);
    await ctx.request('PUT', `/api/users/${user.id}`, { token: company.admin.token, body: { password: 'another1' } });
    await expect(ctx.login(user.email, user.password)).rejects.toThrow(/401/);
    await ctx.login(user.email, 'another1');
  });
});

describe('what an agent may do', () => {
  it('lets an agent change their own name, email and password', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createUser(company.admin.token);
    const session = await ctx.login(user.email, user.password);

    const res = await ctx.request('PUT', `/api/users/${user.id}`, {
      token: session.token,
      body: { name: 'Nome Novo', email: `renamed-${user.email}`, password: 'newpass1', profile: 'user', queueIds: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Nome Novo');
    await ctx.login(`renamed-${user.email}`, 'newpass1');
  });

  it('refuses an agent changing their own profile, queues, default connection or ticket visibility', async () => {
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    const connection = await fx.putConnection(company.companyId);
    const user = await fx.createUser(company.admin.token);
    const session = await ctx.login(user.email, user.password);

    for (const body of [
      { profile: 'admin' },
      { queueIds: [queue.id] },
      { whatsappId: connection.id },
      { allTicket: 'enable' },
    ]) {
      const res = await ctx.request('PUT', `/api/users/${user.id}`, { token: session.token, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const reread = await ctx.request('GET', `/api/users/${user.id}`, { token: company.admin.token });
    expect(reread.body).toMatchObject({ profile: 'user', queueIds: [], whatsappId: null, allTicket: 'disable' });
  });

  it('refuses an agent creating, editing or deleting other users', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createUser(company.admin.token);
    const { token } = await ctx.login(user.email, user.password);

    const create = await ctx.request('POST', '/api/users', {
      token,
      body: { name: 'Novo', email: 'novo-agent@example.com', password: 'secret123' },
    });
    const edit = await ctx.request('PUT', `/api/users/${company.userId}`, { token, body: { name: 'Hacked' } });
    const remove = await ctx.request('DELETE', `/api/users/${company.userId}`, { token });

    expect([create.status, edit.status, remove.status]).toEqual([403, 403, 403]);
    const admin = await ctx.request('GET', `/api/users/${company.userId}`, { token });
    expect(admin.body.name).toBe('Admin');
  });

  it('keeps a super user’s account out of reach of a company admin', async () => {
    const company = await ctx.seedCompany({ super: true });
    const admin = await fx.createUser(company.admin.token, { profile: 'admin' });
    const { token } = await ctx.login(admin.email, admin.password);

    const edit = await ctx.request('PUT', `/api/users/${company.userId}`, { token, body: { password: 'takeover1' } });
    const remove = await ctx.request('DELETE', `/api/users/${company.userId}`, { token });
    expect([edit.status, remove.status]).toEqual([403, 403]);
    await ctx.login(company.admin.email, company.admin.password);
  });
});

describe('deleting users', () => {
  it('deletes a user: gone from reads, cannot log in, and the email is free', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createUser(company.admin.token);

    expect((await ctx.request('DELETE', `/api/users/${user.id}`, { token: company.admin.token })).status).toBe(204);
    expect((await ctx.request('GET', `/api/users/${user.id}`, { token: company.admin.token })).status).toBe(404);
    await expect(ctx.login(user.email, user.password)).rejects.toThrow(/401/);
    await fx.createUser(company.admin.token, { email: user.email });
  });

  it('refuses deleting yourself', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('DELETE', `/api/users/${company.userId}`, { token: company.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_CANNOT_DELETE_SELF');
  });
});

describe('realtime', () => {
  it('tells the company about created, updated and deleted users', async () => {
    const company = await ctx.seedCompany();
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const channel = `company-${company.companyId}-user`;

    const user = await fx.createUser(company.admin.token);
    await ctx.request('PUT', `/api/users/${user.id}`, { token: company.admin.token, body: { name: 'Renomeado' } });
    await ctx.request('DELETE', `/api/users/${user.id}`, { token: company.admin.token });

    const events = socket.received().filter((message) => message.event === channel);
    expect(events.map((message) => message.data)).toEqual([
      { action: 'create', user: expect.objectContaining({ id: user.id, queues: [] }) },
      { action: 'update', user: expect.objectContaining({ id: user.id, name: 'Renomeado' }) },
      { action: 'delete', userId: user.id },
    ]);
    expect(JSON.stringify(events)).not.toContain('passwordHash');
  });
});
