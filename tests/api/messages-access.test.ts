import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { openMarkerRelease, type TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { conversationFixtures, eventsOn } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;
type Session = Awaited<ReturnType<TestContext['login']>>;

let ctx: TestContext;
let fx: ReturnType<typeof conversationFixtures>;
let admins: ReturnType<typeof adminFixtures>;
let tickets: ReturnType<typeof ticketFixtures>;
let ingest: ReturnType<typeof createIngest>;
let company: Company;
let connectionId: string;
let queueId: string;
let agent: Session & { id: string };
let ticket: TicketRecord;

const CUSTOMER = '5511988887777';

beforeAll(async () => {
  ctx = await createTestContext();
  fx = conversationFixtures(ctx);
  admins = adminFixtures(ctx);
  tickets = ticketFixtures(ctx);
  ingest = createIngest(ctx.deps);
});

/** Three customer messages in a ticket of the agent's queue; no session host: the pipeline is called directly. */
beforeEach(async () => {
  company = await ctx.seedCompany();
  connectionId = (await admins.putConnection(company.companyId)).id;
  queueId = (await admins.createQueue(company.admin.token)).id;
  const user = await admins.createUser(company.admin.token, { queueIds: [queueId] });
  agent = { ...(await ctx.login(user.email, user.password)), id: user.id };
  await customerWrites('um', 'dois', 'três');
  const { ticket: pending } = await fx.chat(company.companyId, connectionId, CUSTOMER);
  ticket = await tickets.changeTicket(pending!, { queueId });
});

async function customerWrites(...bodies: string[]) {
  for (const body of bodies) {
    ctx.clock.advance(1000);
    const event = fx.customerMessage({ id: `P-${body}-${ctx.clock.now().getTime()}`, chatId: CUSTOMER, body });
    await ingest(fx.job(company.companyId, connectionId, event));
  }
}

/** Closed as the tickets domain closes it: the contact's open-ticket marker is released. */
async function closeTicket() {
  const closed = await tickets.close(ticket);
  await ctx.deps.table.transact([openMarkerRelease(ctx.deps.table, closed)]);
}

const post = (token: string, body = 'resposta') =>
  ctx.request('POST', `/api/messages/${ticket.id}`, { token, body: { body } });

describe('who may write in a ticket', () => {
  it('refuses everyone while it is pending, the agent included', async () => {
    for (const token of [agent.token, company.admin.token]) {
      const res = await post(token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
  });

  it('lets its user and an admin write in an open ticket, and refuses another agent of the queue', async () => {
    ticket = await tickets.accept(ticket, agent.id);
    expect((await post(agent.token)).status).toBe(201);
    expect((await post(company.admin.token)).status).toBe(201);
    const other = await admins.createUser(company.admin.token, { queueIds: [queueId] });
    const otherToken = (await ctx.login(other.email, other.password)).token;
    const res = await post(otherToken);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    const ours = (await fx.page(agent.token, ticket.id)).messages.find((m) => m.fromMe);
    const resent = await ctx.request('POST', `/api/messages/${ours?.id}/resend`, { token: otherToken });
    expect([resent.status, resent.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });

  it('hides the conversation from an agent of another queue and from another company', async () => {
    const stranger = await admins.createUser(company.admin.token, { queueIds: [] });
    const session = await ctx.login(stranger.email, stranger.password);
    ticket = await tickets.changeTicket(ticket, { queueId: (await admins.createQueue(company.admin.token)).id });
    const res = await ctx.request('GET', `/api/messages/${ticket.id}`, { token: session.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_NO_PERMISSION', message: 'Acesso não permitido' });

    const other = await ctx.seedCompany();
    const foreign = await ctx.request('GET', `/api/messages/${ticket.id}`, { token: other.admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_TICKET_FOUND');
    const [message] = (await fx.page(company.admin.token, ticket.id)).messages;
    const deleted = await ctx.request('DELETE', `/api/messages/${message?.id}`, { token: other.admin.token });
    expect(deleted.status).toBe(404);
    const resent = await ctx.request('POST', `/api/messages/${message?.id}/resend`, { token: other.admin.token });
    expect(resent.status).toBe(404);
  });
});

describe('reading a conversation', () => {
  it('pages newest first with a cursor', async () => {
    const first = await fx.page(company.admin.token, ticket.id, '?limit=2');
    expect(first.messages.map((m) => m.body)).toEqual(['três', 'dois']);
    expect(first.hasMore).toBe(true);
    const second = await fx.page(company.admin.token, ticket.id, `?limit=2&cursor=${first.cursor}`);
    expect(second.messages.map((m) => m.body)).toEqual(['um']);
    expect(second.hasMore).toBe(false);
    expect(first.messages.every((m) => m.ticketId === ticket.id && m.contact?.number === CUSTOMER)).toBe(true);
  });

  it('shows the contact’s earlier tickets on the connection too, each message with its ticket', async () => {
    await closeTicket();
    await customerWrites('de novo');
    const { ticket: next } = await fx.chat(company.companyId, connectionId, CUSTOMER);
    expect(next?.id).not.toBe(ticket.id);
    const { messages } = await fx.page(company.admin.token, next!.id);
    expect(messages.map((m) => [m.body, m.ticketId])).toEqual([
      ['de novo', next?.id],
      ['três', ticket.id],
      ['dois', ticket.id],
      ['um', ticket.id],
    ]);
  });

  it('refuses a cursor that points into another conversation', async () => {
    const cursor = Buffer.from(JSON.stringify({ pk: 'C#other#CH#x#y', sk: 'M#1#x' })).toString('base64url');
    const res = await ctx.request('GET', `/api/messages/${ticket.id}?cursor=${cursor}`, { token: company.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it('marks the ticket read for its own user, not for an admin looking in', async () => {
    ticket = await tickets.accept(ticket, agent.id);
    const adminSocket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const resets = eventsOn(adminSocket.received, `company-${company.companyId}-ticket`);

    const spied = await fx.page(company.admin.token, ticket.id);
    expect(spied.ticket.unreadMessages).toBe(3);
    expect((await fx.chat(company.companyId, connectionId, CUSTOMER)).ticket?.unreadMessages).toBe(3);

    const read = await fx.page(agent.token, ticket.id);
    expect(read.ticket.unreadMessages).toBe(0);
    expect((await fx.chat(company.companyId, connectionId, CUSTOMER)).ticket?.unreadMessages).toBe(0);
    await vi.waitFor(() => expect(resets()).toEqual([{ action: 'updateUnread', ticketId: ticket.id }]));
  });
});
