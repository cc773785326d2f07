import { beforeAll, describe, expect, it } from 'vitest';
import { getTicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { keys } from '../../functions/src/platform/keys.js';
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
  return res.body as { id: string; name: string; color: string };
}

const taggedEntry = (companyId: string, tagId: string, ticketId: string) =>
  ctx.deps.table.get(keys.taggedTicket(companyId, tagId, ticketId));

describe('creating and listing tags', () => {
  it('creates a tag with its defaults and lists the company’s tags by name', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const created = await createTag(token, { name: 'Vendas' });
    expect(created).toMatchObject({ name: 'Vendas', color: '#5C59A0', kanban: 0 });
    await createTag(token, { name: 'atraso', color: '#ff0000' });
    await createTag((await ctx.seedCompany()).admin.token, { name: 'Outra empresa' });

    const list = await ctx.request('GET', '/api/tags/list', { token });
    expect(list.body.map((tag: { name: string }) => tag.name)).toEqual(['atraso', 'Vendas']);
  });

  it('refuses a name the company already uses, whatever its case', async () => {
    const company = await ctx.seedCompany();
    await createTag(company.admin.token, { name: 'Urgente' });
    const res = await ctx.request('POST', '/api/tags', { token: company.admin.token, body: { name: ' urgente ' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_TAG_ALREADY_EXISTS');
    await createTag((await ctx.seedCompany()).admin.token, { name: 'Urgente' });
  });

  it('refuses an empty name or a bad colour', async () => {
    const { admin } = await ctx.seedCompany();
    const empty = await ctx.request('POST', '/api/tags', { token: admin.token, body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.details.fieldErrors.name).toEqual(['Obrigatório']);
    const color = await ctx.request('POST', '/api/tags', { token: admin.token, body: { name: 'Certo', color: 'red' } });
    expect(color.status).toBe(400);
  });

  it('lets an agent create tags but only an admin rename or delete them', async () => {
    const company = await ctx.seedCompany();
    const agent = await fx.createAgent(company.admin.token);
    const tag = await createTag(agent.token, { name: 'Do agente' });
    expect((await ctx.request('PUT', `/api/tags/${tag.id}`, { token: agent.token, body: { name: 'X' } })).status).toBe(
      403,
    );
    expect((await ctx.request('DELETE', `/api/tags/${tag.id}`, { token: agent.token })).status).toBe(403);
  });

  it('renames a tag, freeing the old name and refusing a taken one', async () => {
    const { admin } = await ctx.seedCompany();
    const tag = await createTag(admin.token, { name: 'Antigo' });
    await createTag(admin.token, { name: 'Ocupado' });

    const taken = await ctx.request('PUT', `/api/tags/${tag.id}`, { token: admin.token, body: { name: 'OCUPADO' } });
    expect(taken.status).toBe(409);
    const renamed = await ctx.request('PUT', `/api/tags/${tag.id}`, {
      token: admin.token,
      body: { name: 'Novo', color: '#00ff00' },
    });
    expect(renamed.body).toMatchObject({ id: tag.id, name: 'Novo', color: '#00ff00' });
    await createTag(admin.token, { name: 'Antigo' });
    expect((await ctx.request('GET', `/api/tags/${tag.id}`, { token: admin.token })).body.name).toBe('Novo');
  });

  it('pages the Tags screen with a name search and each tag’s ticket count', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const a = await createTag(token, { name: 'Cliente VIP' });
    await createTag(token, { name: 'Cliente novo' });
    await createTag(token, { name: 'Outro' });
    const ticket = await tickets.openTicket(company.companyId);
    await ctx.request('POST', '/api/tags/sync', { token, body: { ticketId: ticket.id, tags: [{ id: a.id }] } });

    const page = await ctx.request('GET', '/api/tags?searchParam=cliente&pageNumber=1', { token });
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    expect(page.body.tags.map((tag: { name: string; ticketsCount: number }) => [tag.name, tag.ticketsCount])).toEqual([
      ['Cliente novo', 0],
      ['Cliente VIP', 1],
    ]);
  });
});

describe('tagging a ticket', () => {
  it('replaces the ticket’s tags, writes the tag-filter entries and publishes the ticket', async () => {
    const company = await ctx.seedCompany();
    const { companyId } = company;
    const token = company.admin.token;
    const queue = await fx.createQueue(token);
    const agent = await fx.createAgent(company.admin.token, { queueIds: [queue.id] });
    const [vip, late, other] = await Promise.all(['VIP', 'Atraso', 'Outra'].map((name) => createTag(token, { name })));
    const ticket = await tickets.openTicket(companyId, { queueId: queue.id });
    const socket = await ctx.listen({ companyId, userId: company.userId });

    const first = await ctx.request('POST', '/api/tags/sync', {
      token: agent.token,
      body: { ticketId: ticket.id, tags: [{ id: vip!.id, name: 'VIP' }, { id: late!.id }] },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: ticket.id, queueId: queue.id });
    expect(first.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['VIP', 'Atraso']);
    expect(await taggedEntry(companyId, vip!.id, ticket.id)).toBeDefined();
    expect(await taggedEntry(companyId, late!.id, ticket.id)).toBeDefined();
    const published = socket.received().filter((message) => message.event === `company-${companyId}-ticket`);
    expect(published).toHaveLength(1);
    expect(published[0]?.data).toMatchObject({ action: 'update', ticket: { id: ticket.id, tags: first.body.tags } });

    const second = await ctx.request('POST', '/api/tags/sync', {
      token: agent.token,
      body: { ticketId: ticket.id, tags: [{ id: late!.id }, { id: other!.id }] },
    });
    expect(second.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['Atraso', 'Outra']);
    expect(await taggedEntry(companyId, vip!.id, ticket.id)).toBeUndefined();
    expect(await taggedEntry(companyId, other!.id, ticket.id)).toBeDefined();
    expect((await getTicketRecord(ctx.deps.table, companyId, ticket.id))?.tagIds).toEqual([late!.id, other!.id]);
  });

  it('clears every tag with an empty list and keeps the ticket’s place in the lists', async () => {
    const company = await ctx.seedCompany();
    const tag = await createTag(company.admin.token, { name: 'Temporária' });
    const ticket = await tickets.openTicket(company.companyId);
    const token = company.admin.token;
    ctx.clock.advance(60_000);
    await ctx.request('POST', '/api/tags/sync', { token, body: { ticketId: ticket.id, tags: [{ id: tag.id }] } });
    const res = await ctx.request('POST', '/api/tags/sync', { token, body: { ticketId: ticket.id, tags: [] } });
    expect(res.body.tags).toEqual([]);
    expect(res.body.updatedAt).toBe(ticket.updatedAt);
    expect(await taggedEntry(company.companyId, tag.id, ticket.id)).toBeUndefined();
  });

  it('refuses tags the company does not have', async () => {
    const company = await ctx.seedCompany();
    const foreign = await createTag((await ctx.seedCompany()).admin.token, { name: 'Alheia' });
    const ticket = await tickets.openTicket(company.companyId);
    for (const id of [foreign.id, 'no-such-tag']) {
      const res = await ctx.request('POST', '/api/tags/sync', {
        token: company.admin.token,
        body: { ticketId: ticket.id, tags: [{ id }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect((await getTicketRecord(ctx.deps.table, company.companyId, ticket.id))?.tagIds).toEqual([]);
  });

  it('answers Acesso não permitido for a ticket of another queue and 404 for another company’s ticket', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const [mine, theirs] = [await fx.createQueue(token), await fx.createQueue(token)];
    const agent = await fx.createAgent(company.admin.token, { queueIds: [mine.id] });
    const tag = await createTag(token, { name: 'Qualquer' });
    const ticket = await tickets.openTicket(company.companyId, { queueId: theirs.id });

    const denied = await ctx.request('POST', '/api/tags/sync', {
      token: agent.token,
      body: { ticketId: ticket.id, tags: [{ id: tag.id }] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: 'ERR_NO_PERMISSION', message: 'Acesso não permitido' });

    const elsewhere = await tickets.openTicket((await ctx.seedCompany()).companyId);
    const missing = await ctx.request('POST', '/api/tags/sync', {
      token,
      body: { ticketId: elsewhere.id, tags: [{ id: tag.id }] },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_TICKET_FOUND');
  });
});

describe('deleting a tag', () => {
  it('takes it off its tickets, removes their tag-filter entries and frees the name', async () => {
    const company = await ctx.seedCompany();
    const { companyId } = company;
    const token = company.admin.token;
    const [doomed, kept] = await Promise.all([createTag(token, { name: 'Some' }), createTag(token, { name: 'Fica' })]);
    const both = await tickets.openTicket(companyId);
    const only = await tickets.openTicket(companyId);
    await ctx.request('POST', '/api/tags/sync', {
      token,
      body: { ticketId: both.id, tags: [{ id: doomed.id }, { id: kept.id }] },
    });
    await ctx.request('POST', '/api/tags/sync', { token, body: { ticketId: only.id, tags: [{ id: doomed.id }] } });
    const socket = await ctx.listen({ companyId, userId: company.userId });

    expect((await ctx.request('DELETE', `/api/tags/${doomed.id}`, { token })).status).toBe(204);

    expect((await getTicketRecord(ctx.deps.table, companyId, both.id))?.tagIds).toEqual([kept.id]);
    expect((await getTicketRecord(ctx.deps.table, companyId, only.id))?.tagIds).toEqual([]);
    expect(await taggedEntry(companyId, doomed.id, both.id)).toBeUndefined();
    expect(await taggedEntry(companyId, doomed.id, only.id)).toBeUndefined();
    expect(await taggedEntry(companyId, kept.id, both.id)).toBeDefined();
    const updated = socket
      .received()
      .filter((message) => message.event === `company-${companyId}-ticket`)
      .map((message) => (message.data as { ticket?: { id: string } }).ticket?.id);
    expect(updated.sort()).toEqual([both.id, only.id].sort());
    expect((await ctx.request('GET', `/api/tags/${doomed.id}`, { token })).status).toBe(404);
    await createTag(token, { name: 'Some' });
  });
});
