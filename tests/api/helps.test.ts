import { beforeAll, describe, expect, it } from 'vitest';
import { getUserRecord } from '../../functions/src/domain/users/repo.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
/** A super user (the platform's administrator) and the company they belong to. */
let root: Awaited<ReturnType<TestContext['seedCompany']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
  root = await ctx.seedCompany({ super: true });
});

const VIDEO = 'dQw4w9WgXcQ';

async function createHelp(body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/helps', { token: root.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; title: string; description: string; video: string };
}

/** A socket of the user's current session (its token version), as the WebSocket handshake registers it. */
async function socketOf(companyId: string, userId: string) {
  const user = (await getUserRecord(ctx.deps.table, companyId, userId))!;
  return ctx.listen({ companyId, userId, profile: user.profile, tokenVersion: user.tokenVersion });
}

const titlesOf = (list: { title: string }[]) => list.map((help) => help.title);

describe('help videos: the super user’s Ajuda tab', () => {
  it('creates, lists by title, edits and deletes a help video', async () => {
    const created = await createHelp({ title: 'Zeta: conexões', description: 'Como conectar', video: VIDEO });
    expect(created).toMatchObject({ title: 'Zeta: conexões', description: 'Como conectar', video: VIDEO });
    const other = await createHelp({ title: 'alfa: filas', video: 'abcdefghijk' });
    expect(other.description).toBe('');

    const list = await ctx.request('GET', '/api/helps', { token: root.admin.token });
    expect(list.status).toBe(200);
    const ours = list.body.filter((help: { id: string }) => [created.id, other.id].includes(help.id));
    expect(titlesOf(ours)).toEqual(['alfa: filas', 'Zeta: conexões']);

    const edited = await ctx.request('PUT', `/api/helps/${created.id}`, {
      token: root.admin.token,
      body: { title: 'Conexões', video: 'https://www.youtube.com/watch?v=ABCDEFGHIJK&t=3' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, title: 'Conexões', description: 'Como conectar' });
    expect(edited.body.video).toBe('ABCDEFGHIJK');

    const removed = await ctx.request('DELETE', `/api/helps/${other.id}`, { token: root.admin.token });
    expect(removed.status).toBe(204);
    const after = await ctx.request('GET', '/api/helps/list', { token: root.admin.token });
    expect(after.body.map((help: { id: string }) => help.id)).toContain(created.id);
    expect(after.body.map((help: { id: string }) => help.id)).not.toContain(other.id);
  });

  it('takes the code out of a pasted share link', async () => {
    const help = await createHelp({ title: 'Link curto', video: ' https://youtu.be/A1b2C3d4E5f?si=x ' });
    expect(help.video).toBe('A1b2C3d4E5f');
  });

  it('refuses a missing title, a missing or malformed video code and over-long texts with 400', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ video: VIDEO }, 'title', 'Obrigatório'],
      [{ title: '   ', video: VIDEO }, 'title', 'Obrigatório'],
      [{ title: 'x'.repeat(101), video: VIDEO }, 'title', 'Too Long!'],
      [{ title: 'Sem vídeo' }, 'video', 'Obrigatório'],
      [{ title: 'Vídeo vazio', video: '' }, 'video', 'Obrigatório'],
      [{ title: 'Vídeo curto', video: 'abc' }, 'video', 'Código de vídeo inválido'],
      [{ title: 'Vídeo com barra', video: 'abc/def?g=h' }, 'video', 'Código de vídeo inválido'],
      [{ title: 'Descrição longa', video: VIDEO, description: 'd'.repeat(1001) }, 'description', 'Too Long!'],
      [{ title: 42, video: VIDEO }, 'title', 'Expected string, received number'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ctx.request('POST', '/api/helps', { token: root.admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
      expect(res.body.details.fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
    const help = await createHelp({ title: 'Válido', video: VIDEO });
    const bad = await ctx.request('PUT', `/api/helps/${help.id}`, { token: root.admin.token, body: { video: 'x' } });
    expect(bad.status).toBe(400);
    const notJson = await ctx.app.request('/api/helps', {
      method: 'POST',
      headers: { authorization: `Bearer ${root.admin.token}`, 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(notJson.status).toBe(400);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const token = root.admin.token;
    for (const method of ['PUT', 'DELETE']) {
      const unknown = await ctx.request(method, '/api/helps/01JUNKNOWNHELP', { token, body: { title: 'Outro' } });
      expect(unknown.status, method).toBe(404);
      expect(unknown.body.error).toBe('ERR_NOT_FOUND');
      const long = await ctx.request(method, `/api/helps/${'x'.repeat(65)}`, { token, body: { title: 'Outro' } });
      expect(long.status, method).toBe(400);
    }
    const help = await createHelp({ title: 'Apagada duas vezes', video: VIDEO });
    expect((await ctx.request('DELETE', `/api/helps/${help.id}`, { token })).status).toBe(204);
    expect((await ctx.request('DELETE', `/api/helps/${help.id}`, { token })).status).toBe(404);
    const edit = await ctx.request('PUT', `/api/helps/${help.id}`, { token, body: { title: 'Reviveu?' } });
    expect(edit.status).toBe(404);
    const list = await ctx.request('GET', '/api/helps', { token });
    expect(list.body.map((item: { id: string }) => item.id)).not.toContain(help.id);
  });
});

describe('who may read and write help videos', () => {
  it('lets every signed-in user of any company read /helps/list, and only super users the rest', async () => {
    const help = await createHelp({ title: 'Para todos', video: VIDEO });
    const company = await ctx.seedCompany();
    const agent = await fx.createAgent(company.admin.token);

    for (const token of [company.admin.token, agent.token]) {
      const list = await ctx.request('GET', '/api/helps/list', { token });
      expect(list.status).toBe(200);
      expect(list.body).toContainEqual(expect.objectContaining({ id: help.id, title: 'Para todos', video: VIDEO }));

      const refused = [
        await ctx.request('GET', '/api/helps', { token }),
        await ctx.request('POST', '/api/helps', { token, body: { title: 'Intruso', video: VIDEO } }),
        await ctx.request('PUT', `/api/helps/${help.id}`, { token, body: { title: 'Intruso' } }),
        await ctx.request('DELETE', `/api/helps/${help.id}`, { token }),
      ];
      expect(refused.map((res) => [res.status, res.body.error])).toEqual(Array(4).fill([403, 'ERR_NO_PERMISSION']));
    }
    // An admin of the super user's own company is not super either.
    const colleague = await fx.createUser(root.admin.token, { profile: 'admin' });
    const { token } = await ctx.login(colleague.email, colleague.password);
    expect((await ctx.request('POST', '/api/helps', { token, body: { title: 'X', video: VIDEO } })).status).toBe(403);

    const list = await ctx.request('GET', '/api/helps/list', { token: agent.token });
    expect(list.body).toContainEqual(expect.objectContaining({ id: help.id, title: 'Para todos' }));
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/api/helps', '/api/helps/list']) {
      expect((await ctx.request('GET', path)).status).toBe(401);
    }
    expect((await ctx.request('POST', '/api/helps', { body: { title: 'X', video: VIDEO } })).status).toBe(401);
  });
});

describe('help video events', () => {
  it('reach the super users only, not the other users of their company nor other companies', async () => {
    const colleague = await fx.createUser(root.admin.token, { profile: 'admin' });
    const agent = await fx.createAgent(root.admin.token);
    const other = await ctx.seedCompany();
    const superSocket = await socketOf(root.companyId, root.userId);
    const colleagueSocket = await socketOf(root.companyId, colleague.id);
    const agentSocket = await socketOf(root.companyId, agent.id);
    const otherSocket = await socketOf(other.companyId, other.userId);

    const help = await createHelp({ title: 'Ao vivo', video: VIDEO });
    await ctx.request('PUT', `/api/helps/${help.id}`, { token: root.admin.token, body: { description: 'Novo' } });
    await ctx.request('DELETE', `/api/helps/${help.id}`, { token: root.admin.token });

    const channel = `company-${root.companyId}-help`;
    const events = superSocket.received().filter((message) => message.event === channel);
    expect(events.map((message) => message.data)).toEqual([
      { action: 'create', help: expect.objectContaining({ id: help.id, title: 'Ao vivo' }) },
      { action: 'update', help: expect.objectContaining({ id: help.id, description: 'Novo' }) },
      { action: 'delete', helpId: help.id },
    ]);
    for (const socket of [colleagueSocket, agentSocket, otherSocket]) {
      expect(socket.received().filter((message) => message.event.endsWith('-help'))).toEqual([]);
    }
  });
});
