import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { announcementFixtures } from './announcements-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof announcementFixtures>;
/** A super user (the platform's administrator) and the company they belong to. */
let root: Awaited<ReturnType<TestContext['seedCompany']>>;
/** A company of ordinary users. */
let other: Awaited<ReturnType<TestContext['seedCompany']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = announcementFixtures(ctx);
  root = await ctx.seedCompany({ super: true });
  other = await ctx.seedCompany();
});

const idsOf = (records: { id: string }[]) => records.map((record) => record.id);

describe('announcements: the super user’s page (spec 3 §7)', () => {
  it('creates with the defaults, shows, edits, lists with search and count, and deletes', async () => {
    const token = root.admin.token;
    const created = await fx.create(token, { title: 'Nova versão', text: 'Chegou o painel novo' });
    expect(created).toMatchObject({
      title: 'Nova versão',
      priority: 3,
      status: true,
      mediaPath: null,
      mediaName: null,
    });
    expect(created.mediaUrl).toBeNull();

    const shown = await fx.call(token, 'GET', `/${created.id}`);
    expect(shown.body).toMatchObject({ id: created.id, text: 'Chegou o painel novo' });
    const edited = await fx.call(token, 'PUT', `/${created.id}`, { priority: 1, status: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Nova versão', priority: 1, status: false });

    const found = await fx.call(token, 'GET', '/?searchParam=PAINEL%20novo&pageNumber=1');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ count: 1, hasMore: false });
    expect(idsOf(found.body.records)).toEqual([created.id]);

    expect((await fx.call(token, 'DELETE', `/${created.id}`)).status).toBe(204);
    expect((await fx.call(token, 'GET', `/${created.id}`)).status).toBe(404);
    expect((await fx.call(token, 'DELETE', `/${created.id}`)).status).toBe(404);
    expect((await fx.call(token, 'PUT', `/${created.id}`, { title: 'Reviveu?' })).status).toBe(404);
  });

  it('pages the list newest first with hasMore', async () => {
    const token = root.admin.token;
    for (let index = 0; index < 21; index += 1) {
      ctx.clock.advance(1000);
      await fx.create(token, { title: `Página ${index}`, text: 'paginado' });
    }
    const first = await fx.call(token, 'GET', '/?searchParam=paginado&pageNumber=1');
    expect(first.body).toMatchObject({ count: 21, hasMore: true });
    expect(first.body.records[0].title).toBe('Página 20');
    const second = await fx.call(token, 'GET', '/?searchParam=paginado&pageNumber=2');
    expect(second.body).toMatchObject({ count: 21, hasMore: false });
    expect(second.body.records.map((record: { title: string }) => record.title)).toEqual(['Página 0']);
  });

  it("refuses a missing title or text with 'Obrigatório' and a priority outside 1–3", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: 'Sem título' }, 'title', 'Obrigatório'],
      [{ title: '  ', text: 'Título em branco' }, 'title', 'Obrigatório'],
      [{ title: 'Sem texto' }, 'text', 'Obrigatório'],
      [{ title: 'Texto vazio', text: '' }, 'text', 'Obrigatório'],
      [{ title: 'Prioridade', text: 't', priority: 0 }, 'priority', 'Prioridade de 1 a 3'],
      [{ title: 'Prioridade', text: 't', priority: 4 }, 'priority', 'Prioridade de 1 a 3'],
    ];
    for (const [body, field, message] of cases) {
      const res = await fx.call(root.admin.token, 'POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
      expect(res.body.details.fieldErrors[field], JSON.stringify(body)).toEqual([message]);
    }
    const status = await fx.call(root.admin.token, 'POST', '', { title: 'x', text: 'y', status: 'sim' });
    expect(status.status).toBe(400);
  });
});

describe('who reads and who writes announcements', () => {
  it('lets every user of every company read the active ones and refuses writes to non-super users (403)', async () => {
    const active = await fx.create(root.admin.token, { title: 'Para todos', text: 'Aviso geral' });
    const hidden = await fx.create(root.admin.token, { title: 'Rascunho', text: 'Ainda não', status: false });
    const agent = await adminFixtures(ctx).createAgent(other.admin.token);

    for (const token of [other.admin.token, agent.token]) {
      const list = await fx.call(token, 'GET', '/?pageNumber=1');
      expect(list.status).toBe(200);
      expect(idsOf(list.body.records)).toContain(active.id);
      expect(idsOf(list.body.records)).not.toContain(hidden.id);
      expect((await fx.call(token, 'GET', `/${active.id}`)).status).toBe(200);
      expect((await fx.call(token, 'GET', `/${hidden.id}`)).status).toBe(404);

      const refused = [
        await fx.call(token, 'POST', '', { title: 'Intruso', text: 'x' }),
        await fx.call(token, 'PUT', `/${active.id}`, { title: 'Intruso' }),
        await fx.call(token, 'DELETE', `/${active.id}`),
        await fx.call(token, 'DELETE', `/${active.id}/media-upload`),
      ];
      expect(refused.map((res) => [res.status, res.body.error])).toEqual(Array(4).fill([403, 'ERR_NO_PERMISSION']));
    }
    const upload = await fx.upload(other.admin.token, active.id, {
      name: 'a.png',
      type: 'image/png',
      data: new Uint8Array(8),
    });
    expect(upload.status).toBe(403);
    expect((await ctx.request('GET', '/api/announcements')).status).toBe(401);
  });
});

describe('the top bar: the popover, the badge and the live event', () => {
  it('orders the active ones by priority then newest and counts the unseen until the popover is opened', async () => {
    const reader = await ctx.seedCompany();
    const token = reader.admin.token;
    const before = (await fx.call(token, 'GET', '/unseen')).body.count as number;
    ctx.clock.advance(1000);
    const low = await fx.create(root.admin.token, { title: 'Baixa', text: 't', priority: 3 });
    ctx.clock.advance(1000);
    const high = await fx.create(root.admin.token, { title: 'Alta', text: 't', priority: 1 });
    ctx.clock.advance(1000);
    const medium = await fx.create(root.admin.token, { title: 'Média', text: 't', priority: 2 });
    await fx.create(root.admin.token, { title: 'Inativa', text: 't', status: false });

    expect((await fx.call(token, 'GET', '/unseen')).body).toEqual({ count: before + 3 });
    const popover = await fx.call(token, 'GET', '/active');
    const ours = idsOf(popover.body.records).filter((id) => [low.id, high.id, medium.id].includes(id));
    expect(ours).toEqual([high.id, medium.id, low.id]);
    expect(popover.body.records.every((record: { status: boolean }) => record.status)).toBe(true);
    const priorities = popover.body.records.map((record: { priority: number }) => record.priority);
    expect(priorities).toEqual([...priorities].sort());

    expect((await fx.call(token, 'POST', '/seen')).status).toBe(200);
    expect((await fx.call(token, 'GET', '/unseen')).body).toEqual({ count: 0 });
    // Another user of the same company has still seen nothing.
    const colleague = await adminFixtures(ctx).createAgent(token);
    expect((await fx.call(colleague.token, 'GET', '/unseen')).body.count).toBe(before + 3);

    ctx.clock.advance(1000);
    await fx.create(root.admin.token, { title: 'Depois', text: 't' });
    expect((await fx.call(token, 'GET', '/unseen')).body).toEqual({ count: 1 });
  });

  it('sends the announcement event to the sockets of every company', async () => {
    const socketA = await ctx.listen({ companyId: other.companyId, userId: other.userId });
    const socketRoot = await ctx.listen({ companyId: root.companyId, userId: root.userId });
    const created = await fx.create(root.admin.token, { title: 'Ao vivo', text: 't' });
    await fx.call(root.admin.token, 'DELETE', `/${created.id}`);
    for (const [socket, companyId] of [
      [socketA, other.companyId],
      [socketRoot, root.companyId],
    ] as const) {
      const events = socket.received().filter((message) => message.event === `company-${companyId}-announcement`);
      expect(events.map((message) => message.data)).toEqual([
        { action: 'create', record: expect.objectContaining({ id: created.id, title: 'Ao vivo' }) },
        { action: 'delete', id: created.id },
      ]);
    }
  });
});
