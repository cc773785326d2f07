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

/** A company, a queue, an agent of that queue and a ticket in it. */
async function scene() {
  const company = await ctx.seedCompany();
  const queue = await fx.createQueue(company.admin.token);
  const agent = await fx.createAgent(company.admin.token, { queueIds: [queue.id] });
  const ticket = await tickets.openTicket(company.companyId, { queueId: queue.id, userId: agent.id, status: 'open' });
  return { company, queue, agent, ticket };
}

const addNote = (token: string, body: Record<string, unknown>) =>
  ctx.request('POST', '/api/ticket-notes', { token, body });

describe('ticket notes', () => {
  it('adds a note by the caller and lists the ticket’s notes oldest first with their authors', async () => {
    const { company, agent, ticket } = await scene();
    const first = await addNote(agent.token, {
      note: 'Cliente pediu retorno',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      note: 'Cliente pediu retorno',
      ticketId: ticket.id,
      contactId: ticket.contactId,
      userId: agent.id,
      user: { id: agent.id, name: agent.name },
      createdAt: ctx.clock.now().toISOString(),
    });
    ctx.clock.advance(60_000);
    await addNote(company.admin.token, { note: 'Retorno feito', ticketId: ticket.id, contactId: ticket.contactId });

    const list = await ctx.request(
      'GET',
      `/api/ticket-notes/list?ticketId=${ticket.id}&contactId=${ticket.contactId}`,
      {
        token: agent.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.map((note: { note: string; user: { id: string } }) => [note.note, note.user.id])).toEqual([
      ['Cliente pediu retorno', agent.id],
      ['Retorno feito', company.userId],
    ]);
  });

  it('requires a note of at least 2 characters', async () => {
    const { agent, ticket } = await scene();
    const short = await addNote(agent.token, { note: 'x', ticketId: ticket.id, contactId: ticket.contactId });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: 'ERR_VALIDATION', message: 'Too Short!' });
    const empty = await addNote(agent.token, { note: '   ', ticketId: ticket.id, contactId: ticket.contactId });
    expect(empty.body.details.fieldErrors.note[0]).toBe('Required');
  });

  it('refuses a contact that is not the ticket’s and a ticket that does not exist', async () => {
    const { agent, ticket } = await scene();
    const wrongContact = await addNote(agent.token, { note: 'Nota', ticketId: ticket.id, contactId: 'someone-else' });
    expect(wrongContact.status).toBe(400);
    const noTicket = await addNote(agent.token, { note: 'Nota', ticketId: 'nope', contactId: ticket.contactId });
    expect(noTicket.status).toBe(404);
    expect(noTicket.body.error).toBe('ERR_NO_TICKET_FOUND');
  });

  it('keeps notes to those who may open the ticket', async () => {
    const { company, ticket } = await scene();
    const outsider = await fx.createAgent(company.admin.token, {
      queueIds: [(await fx.createQueue(company.admin.token)).id],
    });
    const add = await addNote(outsider.token, {
      note: 'Intrometido',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('Acesso não permitido');
    const list = await ctx.request('GET', `/api/ticket-notes/list?ticketId=${ticket.id}`, { token: outsider.token });
    expect(list.status).toBe(403);
    const otherCompany = await ctx.seedCompany();
    const foreign = await ctx.request('GET', `/api/ticket-notes/list?ticketId=${ticket.id}`, {
      token: otherCompany.admin.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('lets only the author or an admin delete a note', async () => {
    const { company, queue, agent, ticket } = await scene();
    const colleague = await fx.createAgent(company.admin.token, { queueIds: [queue.id] });
    const note = (await addNote(agent.token, { note: 'Minha nota', ticketId: ticket.id, contactId: ticket.contactId }))
      .body;
    const other = (await addNote(agent.token, { note: 'Outra nota', ticketId: ticket.id, contactId: ticket.contactId }))
      .body;

    expect((await ctx.request('DELETE', `/api/ticket-notes/${note.id}`, { token: colleague.token })).status).toBe(403);
    expect((await ctx.request('DELETE', `/api/ticket-notes/${note.id}`, { token: agent.token })).status).toBe(204);
    expect((await ctx.request('DELETE', `/api/ticket-notes/${other.id}`, { token: company.admin.token })).status).toBe(
      204,
    );
    expect((await ctx.request('DELETE', `/api/ticket-notes/${other.id}`, { token: company.admin.token })).status).toBe(
      404,
    );
    const list = await ctx.request('GET', `/api/ticket-notes/list?ticketId=${ticket.id}`, { token: agent.token });
    expect(list.body).toEqual([]);
  });
});
