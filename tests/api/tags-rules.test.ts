import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketFixtures } from './ticket-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
let tickets: ReturnType<typeof ticketFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
  tickets = ticketFixtures(ctx);
});

async function createTag(token: string, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/tags', { token, body });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; color: string; kanban: number; userId: string };
}

const countOf = async (token: string, tagId: string) =>
  (await ctx.request('GET', `/api/tags/${tagId}`, { token })).body.ticketsCount as number;

const sync = (token: string, ticketId: string, tagIds: string[]) =>
  ctx.request('POST', '/api/tags/sync', { token, body: { ticketId, tags: tagIds.map((id) => ({ id })) } });

describe('tag validation (spec 2 §5)', () => {
  it('answers Obrigatório for a missing name and Mensagem muito curta under 3 characters', async () => {
    const { admin } = await ctx.seedCompany();
    const missing = await ctx.request('POST', '/api/tags', { token: admin.token, body: { color: '#ff0000' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors.name).toEqual(['Obrigatório']);
    const short = await ctx.request('POST', '/api/tags', { token: admin.token, body: { name: ' ab ' } });
    expect(short.status).toBe(400);
    expect(short.body.details.fieldErrors.name).toEqual(['Mensagem muito curta']);
    const tag = await createTag(admin.token, { name: 'abc' });
    const rename = await ctx.request('PUT', `/api/tags/${tag.id}`, { token: admin.token, body: { name: 'x' } });
    expect(rename.status).toBe(400);
  });

  it('refuses malformed bodies and queries with a 4xx, never a 500', async () => {
    const { admin } = await ctx.seedCompany();
    const token = admin.token;
    for (const body of [{ name: 42 }, { name: 'Certo', kanban: 2 }, { name: 'Certo', kanban: 'sim' }, 'texto']) {
      expect((await ctx.request('POST', '/api/tags', { token, body })).status).toBe(400);
    }
    expect((await ctx.request('GET', '/api/tags?pageNumber=0', { token })).status).toBe(400);
    expect((await ctx.request('GET', '/api/tags?pageNumber=abc', { token })).status).toBe(400);
    expect((await ctx.request('GET', '/api/tags/no-such-tag', { token })).status).toBe(404);
  });

  it('records who created the tag', async () => {
    const company = await ctx.seedCompany();
    const tag = await createTag(company.admin.token, { name: 'Autor' });
    expect(tag.userId).toBe(company.userId);
    expect((await ctx.request('GET', `/api/tags/${tag.id}`, { token: company.admin.token })).body.userId).toBe(
      company.userId,
    );
  });
});

describe('the kanban flag by profile (spec 2 §6)', () => {
  it('refuses the flag to a plain user, on create and on edit', async () => {
    const company = await ctx.seedCompany();
    const user = await fx.createAgent(company.admin.token);
    const refused = await ctx.request('POST', '/api/tags', { token: user.token, body: { name: 'Lane', kanban: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'ERR_NO_PERMISSION',
      message: 'Só administradores e supervisores mudam o kanban de uma etiqueta.',
    });
    const plain = await createTag(user.token, { name: 'Sem kanban', kanban: 0 });
    const edit = await ctx.request('PUT', `/api/tags/${plain.id}`, { token: user.token, body: { kanban: 1 } });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe('ERR_NO_PERMISSION');
    expect((await ctx.request('GET', '/api/tags/kanban', { token: user.token })).body.lista).toEqual([]);
  });

  it('lets a supervisor and an admin set and change it; only the admin deletes', async () => {
    const company = await ctx.seedCompany();
    const supervisor = await fx.createAgent(company.admin.token, { profile: 'supervisor' });
    const byAdmin = await createTag(company.admin.token, { name: 'Do admin', kanban: 1 });
    const bySupervisor = await createTag(supervisor.token, { name: 'Do supervisor', kanban: 1 });
    expect([byAdmin.kanban, bySupervisor.kanban]).toEqual([1, 1]);
    const changed = await ctx.request('PUT', `/api/tags/${byAdmin.id}`, {
      token: supervisor.token,
      body: { kanban: 0, color: '#123456' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ kanban: 0, color: '#123456', name: 'Do admin' });
    const lanes = await ctx.request('GET', '/api/tags/kanban', { token: supervisor.token });
    expect(lanes.body.lista.map((tag: { name: string }) => tag.name)).toEqual(['Do supervisor']);
    expect((await ctx.request('DELETE', `/api/tags/${byAdmin.id}`, { token: supervisor.token })).status).toBe(403);
    expect((await ctx.request('DELETE', `/api/tags/${byAdmin.id}`, { token: company.admin.token })).status).toBe(204);
  });
});

describe('one company’s tags', () => {
  it('answers ?companyId= with the actor’s own tags and refuses another company’s id', async () => {
    const company = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    await createTag(company.admin.token, { name: 'Minha' });
    await createTag(other.admin.token, { name: 'Alheia' });
    const own = await ctx.request('GET', `/api/tags?companyId=${company.companyId}`, { token: company.admin.token });
    expect(own.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['Minha']);
    const foreign = await ctx.request('GET', `/api/tags?companyId=${other.companyId}`, { token: company.admin.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('never shows, edits or deletes another company’s tag', async () => {
    const company = await ctx.seedCompany();
    const tag = await createTag((await ctx.seedCompany()).admin.token, { name: 'Alheia' });
    const token = company.admin.token;
    expect((await ctx.request('GET', `/api/tags/${tag.id}`, { token })).status).toBe(404);
    expect((await ctx.request('PUT', `/api/tags/${tag.id}`, { token, body: { name: 'Minha' } })).status).toBe(404);
    expect((await ctx.request('DELETE', `/api/tags/${tag.id}`, { token })).status).toBe(404);
  });

  it('pages 40 tags at a time with hasMore, searching lower-cased', async () => {
    const { admin } = await ctx.seedCompany();
    for (let i = 0; i < 45; i += 1) await createTag(admin.token, { name: `Etiqueta ${String(i).padStart(2, '0')}` });
    await createTag(admin.token, { name: 'Outra' });
    const first = await ctx.request('GET', '/api/tags?searchParam=ETIQUETA&pageNumber=1', { token: admin.token });
    expect(first.body).toMatchObject({ count: 45, hasMore: true });
    expect(first.body.tags).toHaveLength(40);
    const second = await ctx.request('GET', '/api/tags?searchParam=etiqueta&pageNumber=2', { token: admin.token });
    expect(second.body.hasMore).toBe(false);
    expect(second.body.tags.map((tag: { name: string }) => tag.name)).toEqual(
      ['40', '41', '42', '43', '44'].map((n) => `Etiqueta ${n}`),
    );
  });
});

describe('tag events', () => {
  it('publishes create, update and delete on the company’s tag channel', async () => {
    const company = await ctx.seedCompany();
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const tag = await createTag(company.admin.token, { name: 'Ao vivo' });
    await ctx.request('PUT', `/api/tags/${tag.id}`, { token: company.admin.token, body: { name: 'Ao vivo 2' } });
    await ctx.request('DELETE', `/api/tags/${tag.id}`, { token: company.admin.token });
    const events = socket.received().filter((m) => m.event === `company-${company.companyId}-tag`);
    expect(events.map((m) => m.data)).toEqual([
      { action: 'create', tag: expect.objectContaining({ id: tag.id, name: 'Ao vivo', ticketsCount: 0 }) },
      { action: 'update', tag: expect.objectContaining({ id: tag.id, name: 'Ao vivo 2' }) },
      { action: 'delete', tagId: tag.id },
    ]);
  });

  it('publishes the new count when a ticket takes or drops the tag', async () => {
    const company = await ctx.seedCompany();
    const tag = await createTag(company.admin.token, { name: 'Contada' });
    const ticket = await tickets.openTicket(company.companyId);
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    await sync(company.admin.token, ticket.id, [tag.id]);
    await sync(company.admin.token, ticket.id, []);
    const counts = socket
      .received()
      .filter((m) => m.event === `company-${company.companyId}-tag`)
      .map((m) => (m.data as { tag: { ticketsCount: number } }).tag.ticketsCount);
    expect(counts).toEqual([1, 0]);
  });
});

describe('ticketsCount stays exact', () => {
  it('follows tickets taking and dropping the tag through /tags/sync', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const [a, b] = [await createTag(token, { name: 'Alfa' }), await createTag(token, { name: 'Beta' })];
    const [t1, t2, t3] = await Promise.all([1, 2, 3].map(() => tickets.openTicket(company.companyId)));
    await Promise.all([sync(token, t1!.id, [a.id, b.id]), sync(token, t2!.id, [a.id]), sync(token, t3!.id, [a.id])]);
    expect([await countOf(token, a.id), await countOf(token, b.id)]).toEqual([3, 1]);
    await sync(token, t1!.id, [b.id]);
    await sync(token, t1!.id, [b.id]);
    await sync(token, t2!.id, []);
    expect([await countOf(token, a.id), await countOf(token, b.id)]).toEqual([1, 1]);
  });

  it('drops a deleted ticket from its tags’ counts', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const tag = await createTag(token, { name: 'Apagada' });
    const [t1, t2] = [await tickets.openTicket(company.companyId), await tickets.openTicket(company.companyId)];
    await sync(token, t1.id, [tag.id]);
    await sync(token, t2.id, [tag.id]);
    expect((await ctx.request('DELETE', `/api/tickets/${t1.id}`, { token })).status).toBe(204);
    expect(await countOf(token, tag.id)).toBe(1);
  });

  it('drops the tickets of a deleted contact, closed ones too, from their tags’ counts', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const tag = await createTag(token, { name: 'Do contato' });
    const contact = await ctx.request('POST', '/api/contacts', {
      token,
      body: { name: 'Ana', number: '5511988887777' },
    });
    const open = await tickets.openTicket(company.companyId, { contactId: contact.body.id });
    const closed = await tickets.close(await tickets.openTicket(company.companyId, { contactId: contact.body.id }));
    await sync(token, open.id, [tag.id]);
    await sync(token, closed.id, [tag.id]);
    expect(await countOf(token, tag.id)).toBe(2);
    expect((await ctx.request('DELETE', `/api/contacts/${contact.body.id}`, { token })).status).toBe(204);
    expect(await countOf(token, tag.id)).toBe(0);
  });

  it('keeps the other tags exact when a tag is deleted', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const [gone, kept] = [await createTag(token, { name: 'Some' }), await createTag(token, { name: 'Fica' })];
    const ticket = await tickets.openTicket(company.companyId);
    await sync(token, ticket.id, [gone.id, kept.id]);
    await ctx.request('DELETE', `/api/tags/${gone.id}`, { token });
    expect(await countOf(token, kept.id)).toBe(1);
    await sync(token, ticket.id, []);
    expect(await countOf(token, kept.id)).toBe(0);
  });
});
