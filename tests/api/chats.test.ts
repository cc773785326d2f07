import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { chatFixtures } from './chats-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof chatFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = chatFixtures(ctx);
});

describe('internal chats', () => {
  it('creates a chat owned by its creator, who is always a member, and lists it to its members only', async () => {
    const { a, b, c } = await fx.team();
    const res = await fx.call(a.token, 'POST', '', { title: ' Suporte ', users: [{ id: b.id, name: b.name }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Suporte', ownerId: a.id, lastMessage: '', uuid: res.body.id });
    expect(res.body.users).toEqual([
      { userId: a.id, unreads: 0, user: { id: a.id, name: expect.any(String) } },
      { userId: b.id, unreads: 0, user: { id: b.id, name: 'Beatriz' } },
    ]);
    const ofB = await fx.call(b.token, 'GET', '');
    expect(ofB.status).toBe(200);
    expect(ofB.body).toMatchObject({ count: 1, hasMore: false });
    expect(ofB.body.records.map((chat: { id: string }) => chat.id)).toEqual([res.body.id]);
    expect((await fx.call(c.token, 'GET', '')).body.records).toEqual([]);
    expect((await fx.call(b.token, 'GET', `/${res.body.id}`)).status).toBe(200);
  });

  it('answers a blank title and no users with the spec 3 §5 texts, and refuses a blank message', async () => {
    const { a, b } = await fx.team();
    const noTitle = await fx.call(a.token, 'POST', '', { title: '  ', users: [b.id] });
    expect([noTitle.status, noTitle.body.message]).toEqual([400, 'Por favor, preencha o título da conversa.']);
    const noUsers = await fx.call(a.token, 'POST', '', { title: 'Equipe', users: [] });
    expect([noUsers.status, noUsers.body.message]).toEqual([400, 'Por favor, selecione pelo menos um usuário.']);
    const onlySelf = await fx.call(a.token, 'POST', '', { title: 'Equipe', users: [a.id] });
    expect([onlySelf.status, onlySelf.body.message]).toEqual([400, 'Por favor, selecione pelo menos um usuário.']);
    const chat = await fx.createChat(a.token, [b.id]);
    const blank = await fx.call(a.token, 'POST', `/${chat.id}/messages`, { message: '   ' });
    expect([blank.status, blank.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const edit = await fx.call(a.token, 'PUT', `/${chat.id}`, { title: '', users: [b.id] });
    expect([edit.status, edit.body.message]).toEqual([400, 'Por favor, preencha o título da conversa.']);
  });

  it('refuses members from another company or unknown ids', async () => {
    const { a, b } = await fx.team();
    const other = await fx.team();
    for (const users of [[other.b.id], [b.id, 'nobody']]) {
      const res = await fx.call(a.token, 'POST', '', { title: 'Equipe', users });
      expect([res.status, res.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
    const chat = await fx.createChat(a.token, [b.id]);
    const edit = await fx.call(a.token, 'PUT', `/${chat.id}`, { title: 'Equipe', users: [other.b.id] });
    expect(edit.status).toBe(400);
  });

  it('keeps a chat and its messages to its members, and from other companies', async () => {
    const { a, b, c } = await fx.team();
    const other = await fx.team();
    const chat = await fx.createChat(a.token, [b.id]);
    await fx.call(a.token, 'POST', `/${chat.id}/messages`, { message: 'Oi' });
    for (const token of [c.token, other.a.token]) {
      for (const [method, path, body] of [
        ['GET', `/${chat.id}`],
        ['GET', `/${chat.id}/messages`],
        ['POST', `/${chat.id}/messages`, { message: 'Intruso' }],
        ['POST', `/${chat.id}/read`],
        ['PUT', `/${chat.id}`, { title: 'Meu', users: [b.id] }],
        ['DELETE', `/${chat.id}`],
      ] as const) {
        const res = await fx.call(token, method, path, body);
        expect([method, path, res.status, res.body.error]).toEqual([method, path, 404, 'ERR_NOT_FOUND']);
      }
    }
    const messages = await fx.call(b.token, 'GET', `/${chat.id}/messages`);
    expect(messages.body.records.map((m: { message: string }) => m.message)).toEqual(['Oi']);
  });

  it('lets only the owner edit or delete the chat', async () => {
    const { a, b, c } = await fx.team();
    const chat = await fx.createChat(a.token, [b.id]);
    const edit = await fx.call(b.token, 'PUT', `/${chat.id}`, { title: 'Meu', users: [a.id, b.id] });
    expect([edit.status, edit.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const del = await fx.call(b.token, 'DELETE', `/${chat.id}`);
    expect([del.status, del.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    const edited = await fx.call(a.token, 'PUT', `/${chat.id}`, { title: 'Vendas', users: [c.id] });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Vendas');
    expect(edited.body.users.map((user: { userId: string }) => user.userId)).toEqual([a.id, c.id]);
    expect((await fx.call(b.token, 'GET', `/${chat.id}`)).status).toBe(404);
    expect((await fx.call(b.token, 'GET', '')).body.records).toEqual([]);
    expect((await fx.call(c.token, 'GET', '')).body.records).toHaveLength(1);

    expect((await fx.call(a.token, 'DELETE', `/${chat.id}`)).status).toBe(204);
    expect((await fx.call(c.token, 'GET', `/${chat.id}`)).status).toBe(404);
    expect((await fx.call(a.token, 'GET', '')).body.records).toEqual([]);
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useInternalChat', async () => {
    const { a, b } = await fx.team({ useInternalChat: false });
    for (const [method, path, body] of [
      ['GET', ''],
      ['POST', '', { title: 'Equipe', users: [b.id] }],
      ['GET', '/x'],
      ['PUT', '/x', { title: 'Equipe', users: [b.id] }],
      ['DELETE', '/x'],
      ['POST', '/x/read'],
      ['GET', '/x/messages'],
      ['POST', '/x/messages', { message: 'Oi' }],
    ] as const) {
      const res = await fx.call(a.token, method, path, body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
  });
});
