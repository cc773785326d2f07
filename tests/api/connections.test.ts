import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActiveSessions } from '../../functions/src/domain/connections/session-state.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
let outbound: { stop(): Promise<void> };
const commands: SessionCommand[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
  // Plays the session host: takes every command off the outbound queue, in send order per connection.
  outbound = ctx.jobs.consume('outbound', async (records) => {
    for (const record of records) commands.push(JSON.parse(record.body) as SessionCommand);
    return { batchItemFailures: [] };
  });
});

afterAll(async () => {
  await outbound.stop();
});

/** The commands the API queued for the connection, once the queue has handed out everything sent so far. */
async function commandsFor(connectionId: string) {
  await ctx.jobs.drain('outbound');
  return commands.filter((command) => command.connectionId === connectionId);
}

async function agentOf(company: Company) {
  const agent = await fx.createUser(company.admin.token);
  const session = await ctx.login(agent.email, agent.password);
  return { ...agent, token: session.token };
}

async function connectionsOf(company: Company) {
  const res = await ctx.request('GET', '/api/whatsapp/?session=0', { token: company.admin.token });
  return res.body as { id: string; name: string; isDefault: boolean; queueIds: string[] }[];
}

const defaultsOf = async (company: Company) =>
  (await connectionsOf(company)).filter((connection) => connection.isDefault).map((connection) => connection.id);

describe('creating a connection', () => {
  it('fills in the spec’s defaults, makes an API token and starts the session', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name: 'Principal' } });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Principal',
      provider: ctx.deps.config.defaultProvider,
      status: 'OPENING',
      qrcode: '',
      number: '',
      pairingCode: '',
      isDefault: true,
      maxUseBotQueues: 3,
      timeUseBotQueues: 0,
      expiresTicket: 0,
      timeToTransfer: null,
      transferQueueId: null,
      promptId: null,
      integrationId: null,
      greetingMessage: '',
      complationMessage: '',
      outOfHoursMessage: '',
      ratingMessage: '',
      expiresInactiveMessage: '',
      queueIds: [],
      queues: [],
    });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(res.body).not.toHaveProperty('rev');
    expect(res.body).not.toHaveProperty('companyId');
    const read = await ctx.request('GET', `/api/whatsapp/${res.body.id}`, { token: company.admin.token });
    expect(read.body).toEqual(res.body);
    expect(await commandsFor(res.body.id)).toEqual([
      { type: 'session.start', companyId: company.companyId, connectionId: res.body.id },
    ]);
    expect(await listActiveSessions(ctx.deps)).toContainEqual({
      companyId: company.companyId,
      connectionId: res.body.id,
      provider: ctx.deps.config.defaultProvider,
    });

    const second = await fx.createConnection(company.admin.token);
    expect(second.token).not.toBe(res.body.token);
  });

  it('keeps the fields an admin sends', async () => {
    const company = await ctx.seedCompany();
    const body = {
      name: 'Vendas',
      provider: 'simulator',
      greetingMessage: 'Olá {{name}}',
      complationMessage: 'Até logo',
      outOfHoursMessage: 'Fechado',
      ratingMessage: 'Avalie',
      expiresInactiveMessage: 'Encerrado por inatividade',
      token: 'my-own-token_1234567',
      expiresTicket: 30,
      timeUseBotQueues: 5,
      maxUseBotQueues: 0,
      timeToTransfer: 10,
      promptId: 'prompt-1',
    };
    const res = await ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(body);
  });

  it('answers the form texts for bad fields', async () => {
    const company = await ctx.seedCompany();
    const create = (body: Record<string, unknown>) =>
      ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body });

    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'Required'],
      [{ name: 'A' }, 'name', 'Too Short!'],
      [{ name: 'x'.repeat(51) }, 'name', 'Too Long!'],
      [{ name: 'Ok', maxUseBotQueues: -1 }, 'maxUseBotQueues', 'Não pode ser negativo'],
      [{ name: 'Ok', expiresTicket: 1.5 }, 'expiresTicket', 'Informe um número inteiro'],
      [{ name: 'Ok', timeUseBotQueues: '5' }, 'timeUseBotQueues', 'Informe um número'],
      [{ name: 'Ok', timeToTransfer: -3 }, 'timeToTransfer', 'Não pode ser negativo'],
      [{ name: 'Ok', token: 'short' }, 'token', 'Use ao menos 16 letras, números, - ou _'],
    ];
    for (const [body, field, text] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
      expect(res.body.details.fieldErrors[field]).toEqual([text]);
    }
    const provider = await create({ name: 'Ok', provider: 'whatsapp-web' });
    expect(provider.status).toBe(400);
    expect(provider.body.details.fieldErrors.provider).toBeDefined();
    expect(await connectionsOf(company)).toEqual([]);
  });

  it('links the company’s queues and refuses another company’s', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const [sales, support] = [await fx.createQueue(company.admin.token), await fx.createQueue(company.admin.token)];
    const foreign = await fx.createQueue(other.admin.token);
    const create = (body: Record<string, unknown>) =>
      ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name: 'Filas', ...body } });

    for (const body of [{ queueIds: [sales.id, foreign.id] }, { transferQueueId: foreign.id }]) {
      const refused = await create(body);
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe('ERR_NO_QUEUE_FOUND');
    }
    const res = await create({
      queueIds: [support.id, sales.id, sales.id],
      transferQueueId: support.id,
      greetingMessage: 'Escolha uma fila',
    });
    expect(res.status).toBe(201);
    expect(res.body.queueIds).toEqual([support.id, sales.id]);
    expect(res.body.transferQueueId).toBe(support.id);
    expect(res.body.queues.map((queue: { id: string }) => queue.id).sort()).toEqual([sales.id, support.id].sort());
  });

  it('requires a greeting when the connection offers more than one queue', async () => {
    const company = await ctx.seedCompany();
    const [a, b] = [await fx.createQueue(company.admin.token), await fx.createQueue(company.admin.token)];
    const token = company.admin.token;

    const refused = await ctx.request('POST', '/api/whatsapp', {
      token,
      body: { name: 'Sem saudação', queueIds: [a.id, b.id], greetingMessage: '  ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');

    const one = await fx.createConnection(token, { queueIds: [a.id] });
    const second = await ctx.request('PUT', `/api/whatsapp/${one.id}`, { token, body: { queueIds: [a.id, b.id] } });
    expect(second.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');
    const greeted = await ctx.request('PUT', `/api/whatsapp/${one.id}`, {
      token,
      body: { queueIds: [a.id, b.id], greetingMessage: 'Bem-vindo' },
    });
    expect(greeted.status).toBe(200);
    const emptied = await ctx.request('PUT', `/api/whatsapp/${one.id}`, { token, body: { greetingMessage: '' } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');
  });
});

describe('editing a connection', () => {
  it('changes only the fields sent and tells the company without the token', async () => {
    const company = await ctx.seedCompany();
    const agent = await agentOf(company);
    const socket = await ctx.listen({ companyId: company.companyId, userId: agent.id, profile: 'user' });
    const created = await fx.createConnection(company.admin.token, { name: 'Antigo', greetingMessage: 'Oi' });

    const res = await ctx.request('PUT', `/api/whatsapp/${created.id}`, {
      token: company.admin.token,
      body: { name: 'Novo', maxUseBotQueues: 7, timeToTransfer: '', transferQueueId: '' },
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Novo', maxUseBotQueues: 7, greetingMessage: 'Oi', token: created.token });
    expect(res.body).toMatchObject({ timeToTransfer: null, transferQueueId: null });
    const events = socket.received().filter((message) => message.event === `company-${company.companyId}-whatsapp`);
    expect(events.map((message) => message.data)).toEqual([
      { action: 'update', whatsapp: expect.objectContaining({ id: created.id, name: created.name, queues: [] }) },
      { action: 'update', whatsapp: expect.objectContaining({ id: created.id, name: 'Novo', maxUseBotQueues: 7 }) },
    ]);
    expect(JSON.stringify(socket.received())).not.toContain(created.token);
  });

  it('lets an admin set or regenerate the API token, which agents never read', async () => {
    const company = await ctx.seedCompany();
    const agent = await agentOf(company);
    const created = await fx.createConnection(company.admin.token);
    const put = (token: string) =>
      ctx.request('PUT', `/api/whatsapp/${created.id}`, { token: company.admin.token, body: { token } });

    expect((await put('chosen-by-admin-0001')).body.token).toBe('chosen-by-admin-0001');
    const regenerated = (await put('')).body.token;
    expect(regenerated).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(regenerated).not.toBe(created.token);

    const adminRead = await ctx.request('GET', `/api/whatsapp/${created.id}`, { token: company.admin.token });
    expect(adminRead.body.token).toBe(regenerated);
    const agentRead = await ctx.request('GET', `/api/whatsapp/${created.id}`, { token: agent.token });
    expect(agentRead.body.token).toBe('');
    const agentList = await ctx.request('GET', '/api/whatsapp/?session=0', { token: agent.token });
    expect(agentList.body.map((connection: { token: string }) => connection.token)).toEqual(['']);
  });

  it('answers 404 for a connection it does not know', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('PUT', '/api/whatsapp/01UNKNOWN', {
      token: company.admin.token,
      body: { name: 'X1' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
  });
});

describe('who may change connections', () => {
  it('refuses every write to an agent, who still reads the list', async () => {
    const company = await ctx.seedCompany();
    const agent = await agentOf(company);
    const created = await fx.createConnection(company.admin.token);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/whatsapp', { name: 'Do agente' }],
      ['PUT', `/api/whatsapp/${created.id}`, { name: 'Do agente' }],
      ['DELETE', `/api/whatsapp/${created.id}`, undefined],
      ['POST', `/api/whatsappsession/${created.id}`, undefined],
      ['PUT', `/api/whatsappsession/${created.id}`, undefined],
      ['DELETE', `/api/whatsappsession/${created.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await ctx.request(method, path, { token: agent.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const list = await ctx.request('GET', '/api/whatsapp/?session=0', { token: agent.token });
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, name: created.name, status: 'OPENING' })]);
    expect(await commandsFor(created.id)).toHaveLength(1);
  });

  it('answers 404 to another company’s admin on every route of a connection', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const created = await fx.createConnection(company.admin.token);
    const routes: [string, string, unknown][] = [
      ['GET', `/api/whatsapp/${created.id}`, undefined],
      ['PUT', `/api/whatsapp/${created.id}`, { name: 'Invasor' }],
      ['DELETE', `/api/whatsapp/${created.id}`, undefined],
      ['POST', `/api/whatsappsession/${created.id}`, undefined],
      ['PUT', `/api/whatsappsession/${created.id}`, undefined],
      ['DELETE', `/api/whatsappsession/${created.id}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      const res = await ctx.request(method, path, { token: other.admin.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
    }
    const read = await ctx.request('GET', `/api/whatsapp/${created.id}`, { token: company.admin.token });
    expect(read.body).toMatchObject({ name: created.name, status: 'OPENING' });
    expect(await commandsFor(created.id)).toHaveLength(1);
  });
});

describe('the plan’s connection limit', () => {
  it('refuses a connection beyond the plan and frees the seat when one is deleted', async () => {
    const company = await ctx.seedCompany({ plan: { connections: 1 } });
    const first = await fx.createConnection(company.admin.token);

    const refused = await ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name: 'Dois' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'ERR_PLAN_LIMIT_CONNECTIONS',
      message: 'Número máximo de conexões já alcançado: 1',
      details: { limit: 1 },
    });

    await ctx.request('DELETE', `/api/whatsapp/${first.id}`, { token: company.admin.token });
    const again = await ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name: 'Dois' } });
    expect(again.status).toBe(201);
  });

  it('lets only one of two concurrent creates take the last seat', async () => {
    const company = await ctx.seedCompany({ plan: { connections: 2 } });
    await fx.createConnection(company.admin.token);
    const create = (name: string) =>
      ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name } });

    const results = await Promise.all([create('Corrida A'), create('Corrida B')]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 403]);
    expect(await connectionsOf(company)).toHaveLength(2);
  });
});

describe('the default connection', () => {
  it('makes the first connection the default and moves the default when another is chosen', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const first = await fx.createConnection(token);
    const second = await fx.createConnection(token);
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);

    const res = await ctx.request('PUT', `/api/whatsapp/${second.id}`, { token, body: { isDefault: true } });
    expect(res.body.isDefault).toBe(true);
    expect(await defaultsOf(company)).toEqual([second.id]);
    const updates = socket
      .received()
      .filter((message) => message.event === `company-${company.companyId}-whatsapp`)
      .map((message) => (message.data as { whatsapp: { id: string; isDefault: boolean } }).whatsapp);
    expect(updates.slice(-2).map(({ id, isDefault }) => ({ id, isDefault }))).toEqual([
      { id: first.id, isDefault: false },
      { id: second.id, isDefault: true },
    ]);

    const third = await fx.createConnection(token, { isDefault: true });
    expect(third.isDefault).toBe(true);
    expect(await defaultsOf(company)).toEqual([third.id]);
  });

  it('refuses to leave the company without a default', async () => {
    const company = await ctx.seedCompany();
    const only = await fx.createConnection(company.admin.token);
    await fx.createConnection(company.admin.token);

    const res = await ctx.request('PUT', `/api/whatsapp/${only.id}`, {
      token: company.admin.token,
      body: { isDefault: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_NO_OTHER_WHATSAPP');
    expect(await defaultsOf(company)).toEqual([only.id]);
  });

  it('promotes the oldest connection left when the default is deleted', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const older = await fx.createConnection(token, { name: 'Zeta' });
    ctx.clock.advance(1000);
    const middle = await fx.createConnection(token, { name: 'Beta' });
    ctx.clock.advance(1000);
    await fx.createConnection(token, { name: 'Alfa' });

    await ctx.request('DELETE', `/api/whatsapp/${older.id}`, { token });
    expect(await defaultsOf(company)).toEqual([middle.id]);
    const promoted = await ctx.request('GET', `/api/whatsapp/${middle.id}`, { token });
    expect(promoted.body.isDefault).toBe(true);
  });

  it('keeps exactly one default when the first connections are created at once', async () => {
    const company = await ctx.seedCompany();
    const created = await Promise.all(
      ['Um', 'Dois', 'Três'].map((name) =>
        ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name } }),
      ),
    );
    expect(created.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await defaultsOf(company)).toHaveLength(1);
  });
});

describe('deleting a connection', () => {
  it('clears it from users, removes its session and tells the company', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const doomed = await fx.createConnection(token);
    const kept = await fx.createConnection(token);
    const holder = await fx.createUser(token, { whatsappId: doomed.id });
    const other = await fx.createUser(token, { whatsappId: kept.id });

    const res = await ctx.request('DELETE', `/api/whatsapp/${doomed.id}`, { token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Whatsapp deleted.' });
    expect((await ctx.request('GET', `/api/whatsapp/${doomed.id}`, { token })).status).toBe(404);
    expect((await ctx.request('GET', `/api/users/${holder.id}`, { token })).body.whatsappId).toBeNull();
    expect((await ctx.request('GET', `/api/users/${other.id}`, { token })).body.whatsappId).toBe(kept.id);
    expect((await commandsFor(doomed.id)).map((command) => command.type)).toEqual(['session.start', 'session.remove']);
    const received = socket.received();
    expect(received).toContainEqual({
      event: `company-${company.companyId}-user`,
      data: { action: 'update', user: expect.objectContaining({ id: holder.id, whatsappId: null }) },
    });
    expect(received).toContainEqual({
      event: `company-${company.companyId}-whatsapp`,
      data: { action: 'delete', whatsappId: doomed.id },
    });
    expect(await defaultsOf(company)).toEqual([kept.id]);
  });

  it('no longer lets a user pick the deleted connection', async () => {
    const company = await ctx.seedCompany();
    const gone = await fx.createConnection(company.admin.token);
    await ctx.request('DELETE', `/api/whatsapp/${gone.id}`, { token: company.admin.token });

    const res = await ctx.request('POST', '/api/users', {
      token: company.admin.token,
      body: {
        name: 'Ana',
        email: `ana-${gone.id.toLowerCase()}@example.com`,
        password: 'secret123',
        whatsappId: gone.id,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
  });
});

describe('deleting a queue', () => {
  it('takes the queue out of the connections that offered it or redirected to it', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const [doomed, kept] = [await fx.createQueue(token), await fx.createQueue(token)];
    const offers = await fx.createConnection(token, { queueIds: [doomed.id, kept.id], greetingMessage: 'Olá' });
    const redirects = await fx.createConnection(token, { queueIds: [kept.id], transferQueueId: doomed.id });
    const unrelated = await fx.createConnection(token, { queueIds: [kept.id], transferQueueId: kept.id });
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });

    expect((await ctx.request('DELETE', `/api/queue/${doomed.id}`, { token })).status).toBe(204);

    const read = async (id: string) => (await ctx.request('GET', `/api/whatsapp/${id}`, { token })).body;
    expect(await read(offers.id)).toMatchObject({
      queueIds: [kept.id],
      queues: [expect.objectContaining({ id: kept.id })],
    });
    expect(await read(redirects.id)).toMatchObject({ queueIds: [kept.id], transferQueueId: null });
    expect(await read(unrelated.id)).toMatchObject({ queueIds: [kept.id], transferQueueId: kept.id });
    const updated = socket
      .received()
      .filter((message) => message.event === `company-${company.companyId}-whatsapp`)
      .map((message) => (message.data as { whatsapp: { id: string } }).whatsapp.id);
    expect(updated.sort()).toEqual([offers.id, redirects.id].sort());
  });
});

describe('session actions', () => {
  it('starts, asks for a new QR and disconnects, queuing each command for the session host', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const created = await fx.createConnection(token);
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const status = async () => (await ctx.request('GET', `/api/whatsapp/${created.id}`, { token })).body.status;
    const active = async () =>
      (await listActiveSessions(ctx.deps)).some((session) => session.connectionId === created.id);

    const stop = await ctx.request('DELETE', `/api/whatsappsession/${created.id}`, { token });
    expect(stop.body).toEqual({ message: 'Session disconnected.' });
    expect([await status(), await active()]).toEqual(['DISCONNECTED', false]);

    const start = await ctx.request('POST', `/api/whatsappsession/${created.id}`, {
      token,
      body: { pairingPhone: '5511999990000' },
    });
    expect(start.body).toEqual({ message: 'Starting session.' });
    expect([await status(), await active()]).toEqual(['OPENING', true]);

    const newQr = await ctx.request('PUT', `/api/whatsappsession/${created.id}`, { token });
    expect(newQr.body).toEqual({ message: 'Starting session.' });
    const retry = await ctx.request('POST', `/api/whatsappsession/${created.id}`, { token });
    expect(retry.status).toBe(200);

    const ids = { companyId: company.companyId, connectionId: created.id };
    expect(await commandsFor(created.id)).toEqual([
      { type: 'session.start', ...ids },
      { type: 'session.logout', ...ids },
      { type: 'session.start', ...ids, pairingPhone: '5511999990000' },
      { type: 'session.newQr', ...ids },
      { type: 'session.start', ...ids },
    ]);
    const sessions = socket
      .received()
      .filter((message) => message.event === `company-${company.companyId}-whatsappSession`)
      .map((message) => (message.data as { session: Record<string, unknown> }).session);
    expect(sessions.map(({ status, qrcode }) => ({ status, qrcode }))).toEqual([
      { status: 'DISCONNECTED', qrcode: '' },
      { status: 'OPENING', qrcode: '' },
      { status: 'OPENING', qrcode: '' },
      { status: 'OPENING', qrcode: '' },
    ]);
    expect(sessions.every((session) => !('token' in session))).toBe(true);
  });

  it('refuses a malformed pairing phone and an unknown connection', async () => {
    const company = await ctx.seedCompany();
    const created = await fx.createConnection(company.admin.token);

    const phone = await ctx.request('POST', `/api/whatsappsession/${created.id}`, {
      token: company.admin.token,
      body: { pairingPhone: '+55 11 9999' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error).toBe('ERR_VALIDATION');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await ctx.request(method, '/api/whatsappsession/01UNKNOWN', { token: company.admin.token });
      expect(res.status, method).toBe(404);
      expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
    }
    expect(await commandsFor(created.id)).toHaveLength(1);
  });
});
