import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { eventsOn } from './messages-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

type Answer = { id: string; shortcode: string; geral: boolean };

async function create(token: string, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/quick-messages', { token, body });
  expect(res.status).toBe(201);
  return res.body as Answer;
}

const shortcodes = (list: { shortcode: string }[]) => list.map((message) => message.shortcode);
const path = (id: string, tail = '') => `/api/quick-messages/${id}${tail}`;

describe('personal quick messages (spec 2 §6: lists filtered by user id)', () => {
  it('are their owner’s alone: another agent and the admin get 404 on read, edit, delete and upload', async () => {
    const company = await ctx.seedCompany();
    const [owner, other] = [await fx.createAgent(company.admin.token), await fx.createAgent(company.admin.token)];
    const personal = await create(owner.token, { shortcode: 'meu', message: 'Só meu', geral: false });

    for (const token of [other.token, company.admin.token]) {
      expect((await ctx.request('GET', path(personal.id), { token })).status).toBe(404);
      const edit = await ctx.request('PUT', path(personal.id), { token, body: { message: 'Invadido' } });
      expect([edit.status, edit.body.error]).toEqual([404, 'ERR_NOT_FOUND']);
      expect((await ctx.request('DELETE', path(personal.id), { token })).status).toBe(404);
      expect((await ctx.request('DELETE', path(personal.id, '/media-upload'), { token })).status).toBe(404);
      const form = new FormData();
      form.append('file', new File(['x'], 'a.txt'));
      const upload = await ctx.app.request(path(personal.id, '/media-upload'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status).toBe(404);
    }
    const mine = await ctx.request('GET', path(personal.id), { token: owner.token });
    expect(mine.body).toMatchObject({ shortcode: 'meu', message: 'Só meu', geral: false });
  });

  it('are left out of everyone else’s pages and autocomplete, whatever userId the query names', async () => {
    const company = await ctx.seedCompany();
    const [owner, other] = [await fx.createAgent(company.admin.token), await fx.createAgent(company.admin.token)];
    await create(owner.token, { shortcode: 'privado', message: 'Só meu', geral: false });
    await create(company.admin.token, { shortcode: 'geral', message: 'De todos' });

    const page = await ctx.request('GET', `/api/quick-messages?pageNumber=1&userId=${owner.id}`, {
      token: other.token,
    });
    expect(shortcodes(page.body.records)).toEqual(['geral']);
    const list = await ctx.request('GET', `/api/quick-messages/list?companyId=x&userId=${owner.id}`, {
      token: company.admin.token,
    });
    expect(shortcodes(list.body)).toEqual(['geral']);
    const own = await ctx.request('GET', '/api/quick-messages?pageNumber=1', { token: owner.token });
    expect(shortcodes(own.body.records)).toEqual(['geral', 'privado']);
  });

  it('of another company are not found', async () => {
    const company = await ctx.seedCompany();
    const message = await create(company.admin.token, { shortcode: 'nosso', message: 'Da empresa A' });
    const stranger = (await ctx.seedCompany()).admin.token;
    expect((await ctx.request('GET', path(message.id), { token: stranger })).status).toBe(404);
    expect((await ctx.request('PUT', path(message.id), { token: stranger, body: { message: 'B' } })).status).toBe(404);
    expect((await ctx.request('DELETE', path(message.id), { token: stranger })).status).toBe(404);
    expect((await ctx.request('GET', '/api/quick-messages?pageNumber=1', { token: stranger })).body.records).toEqual(
      [],
    );
  });
});

describe('searching and paging GET /quick-messages', () => {
  it('pages by 40 with hasMore, and finds by shortcode or text in any case', async () => {
    const { admin } = await ctx.seedCompany();
    for (let i = 0; i < 45; i++) {
      await create(admin.token, { shortcode: `r${String(i).padStart(2, '0')}`, message: i === 7 ? 'Chave PIX' : 'x' });
    }
    const first = await ctx.request('GET', '/api/quick-messages?pageNumber=1', { token: admin.token });
    expect([first.body.records.length, first.body.hasMore]).toEqual([40, true]);
    const second = await ctx.request('GET', '/api/quick-messages?pageNumber=2', { token: admin.token });
    expect([shortcodes(second.body.records), second.body.hasMore]).toEqual([
      ['r40', 'r41', 'r42', 'r43', 'r44'],
      false,
    ]);
    const found = await ctx.request('GET', '/api/quick-messages?searchParam=pix', { token: admin.token });
    expect(shortcodes(found.body.records)).toEqual(['r07']);
  });
});

describe('the quickemessage event (spec 2 §7)', () => {
  it('tells the company of shared messages, and only the owner of a personal one', async () => {
    const company = await ctx.seedCompany();
    const [owner, other] = [await fx.createAgent(company.admin.token), await fx.createAgent(company.admin.token)];
    const channel = `company-${company.companyId}-quickemessage`;
    const toOwner = await ctx.listen({ companyId: company.companyId, userId: owner.id });
    const toOther = await ctx.listen({ companyId: company.companyId, userId: other.id });
    const ownerEvents = eventsOn<Record<string, any>>(toOwner.received, channel);
    const otherEvents = eventsOn<Record<string, any>>(toOther.received, channel);

    const shared = await create(owner.token, { shortcode: 'todos', message: 'Para todos' });
    await ctx.request('PUT', path(shared.id), { token: owner.token, body: { geral: false } });
    const personal = await create(owner.token, { shortcode: 'eu', message: 'Só eu', geral: false });
    await ctx.request('DELETE', path(personal.id), { token: owner.token });

    expect(ownerEvents().map((e) => [e.action, e.record?.shortcode ?? e.id])).toEqual([
      ['create', 'todos'],
      ['update', 'todos'],
      ['create', 'eu'],
      ['delete', personal.id],
    ]);
    // The other agent heard of the shared one, then saw it leave their list when it became personal.
    expect(otherEvents()).toEqual([
      { action: 'create', record: expect.objectContaining({ id: shared.id, geral: true }) },
      { action: 'delete', id: shared.id },
    ]);
  });
});
