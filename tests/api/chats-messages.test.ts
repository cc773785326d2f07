import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { chatFixtures } from './chats-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof chatFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = chatFixtures(ctx);
});

const send = (token: string, chatId: string, message: string) =>
  fx.call(token, 'POST', `/${chatId}/messages`, { message });

describe('internal chat messages', () => {
  it('counts unread messages for the other members and clears them on read', async () => {
    const { a, b, c } = await fx.team();
    const chat = await fx.createChat(a.token, [b.id, c.id]);
    const sent = await send(a.token, chat.id, 'Bom dia');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ chatId: chat.id, senderId: a.id, sender: { id: a.id }, message: 'Bom dia' });
    await send(a.token, chat.id, 'Reunião às 10h');
    await send(b.token, chat.id, 'Ok');

    const [ofB] = (await fx.call(b.token, 'GET', '')).body.records;
    expect(ofB.lastMessage).toBe('Ok');
    expect([fx.unreadsOf(ofB, a.id), fx.unreadsOf(ofB, b.id), fx.unreadsOf(ofB, c.id)]).toEqual([1, 2, 3]);

    const read = await fx.call(c.token, 'POST', `/${chat.id}/read`);
    expect(read.status).toBe(200);
    expect(fx.unreadsOf(read.body, c.id)).toBe(0);
    const [ofA] = (await fx.call(a.token, 'GET', '')).body.records;
    expect([fx.unreadsOf(ofA, a.id), fx.unreadsOf(ofA, b.id), fx.unreadsOf(ofA, c.id)]).toEqual([1, 2, 0]);
  });

  it('orders the list by the last activity and pages messages newest page first', async () => {
    const { a, b } = await fx.team();
    const first = await fx.createChat(a.token, [b.id], 'Primeira');
    ctx.clock.advance(1000);
    const second = await fx.createChat(a.token, [b.id], 'Segunda');
    const titles = async () => (await fx.call(b.token, 'GET', '')).body.records.map((c: { title: string }) => c.title);
    expect(await titles()).toEqual(['Segunda', 'Primeira']);
    for (let i = 1; i <= 25; i++) {
      ctx.clock.advance(1000);
      await send(a.token, first.id, `m${i}`);
    }
    expect(await titles()).toEqual(['Primeira', 'Segunda']);
    const page1 = await fx.call(b.token, 'GET', `/${first.id}/messages?pageNumber=1`);
    expect(page1.body.hasMore).toBe(true);
    expect(page1.body.records.map((m: { message: string }) => m.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${i + 6}`),
    );
    const page2 = await fx.call(b.token, 'GET', `/${first.id}/messages?pageNumber=2`);
    expect(page2.body.hasMore).toBe(false);
    expect(page2.body.records.map((m: { message: string }) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect((await fx.call(b.token, 'GET', `/${second.id}/messages`)).body).toEqual({ records: [], hasMore: false });
  });

  it('tells the members live on the chat, per-user and per-chat channels, and no one else', async () => {
    const { a, b, c } = await fx.team();
    const socketOf = (user: { id: string }) => ctx.listen({ companyId: a.companyId, userId: user.id });
    const [sa, sb, sc] = await Promise.all([socketOf(a), socketOf(b), socketOf(c)]);
    const co = a.companyId;

    const chat = await fx.createChat(a.token, [b.id]);
    expect(sb.received()).toEqual([
      { event: `company-${co}-chat`, data: { action: 'create', chat: expect.objectContaining({ id: chat.id }) } },
    ]);
    await send(a.token, chat.id, 'Oi, Beatriz');
    const forB = sb.received().slice(1);
    expect(forB.map((event) => event.event)).toEqual([
      `company-${co}-chat-${chat.id}`,
      `company-${co}-chat-user-${b.id}`,
    ]);
    expect(forB[0]!.data).toMatchObject({ action: 'new-message', newMessage: { message: 'Oi, Beatriz' } });
    expect(fx.unreadsOf((forB[1]!.data as { chat: never }).chat, b.id)).toBe(1);
    expect(sa.received().map((event) => event.event)).toContain(`company-${co}-chat-user-${a.id}`);
    expect(sa.received().map((event) => event.event)).not.toContain(`company-${co}-chat-user-${b.id}`);

    await fx.call(b.token, 'POST', `/${chat.id}/read`);
    expect(sb.received().at(-1)).toMatchObject({
      event: `company-${co}-chat-user-${b.id}`,
      data: { action: 'update' },
    });

    await fx.call(a.token, 'PUT', `/${chat.id}`, { title: 'Outra', users: [c.id] });
    expect(sb.received().at(-1)).toEqual({ event: `company-${co}-chat`, data: { action: 'delete', chatId: chat.id } });
    expect(sc.received().at(-1)).toMatchObject({ event: `company-${co}-chat`, data: { action: 'update' } });
    await fx.call(a.token, 'DELETE', `/${chat.id}`);
    expect(sc.received().at(-1)).toEqual({ event: `company-${co}-chat`, data: { action: 'delete', chatId: chat.id } });
    expect(sc.received().filter((event) => event.event !== `company-${co}-chat`)).toEqual([]);
  });
});
