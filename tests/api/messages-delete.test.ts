import { beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { TicketEvent } from '../../functions/src/domain/tickets/schema.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { conversationFixtures, eventsOn } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

/**
 * Deleting a message deletes it on the customer's phone too (spec 1 §2: "Delete (own messages only)"). Only its
 * author may, or an admin, and only on a ticket they may act on (issue 13 point 3).
 */
const CUSTOMER = '5511977776666';

let ctx: TestContext;
let fx: ReturnType<typeof conversationFixtures>;
let tickets: ReturnType<typeof ticketFixtures>;
let company: Awaited<ReturnType<TestContext['seedCompany']>>;
let connectionId: string;
let agent: { id: string; token: string };
let colleague: { id: string; token: string };
let ticket: TicketRecord;

beforeEach(async () => {
  ctx = await createTestContext();
  fx = conversationFixtures(ctx);
  tickets = ticketFixtures(ctx);
  const admins = adminFixtures(ctx);
  company = await ctx.seedCompany();
  connectionId = (await admins.putConnection(company.companyId)).id;
  const queueId = (await admins.createQueue(company.admin.token)).id;
  const person = async () => {
    const user = await admins.createUser(company.admin.token, { queueIds: [queueId] });
    return { id: user.id as string, token: (await ctx.login(user.email, user.password)).token };
  };
  agent = await person();
  colleague = await person();
  const ingest = createIngest(ctx.deps);
  await ingest(fx.job(company.companyId, connectionId, fx.customerMessage({ id: 'P-oi', chatId: CUSTOMER })));
  const { ticket: pending } = await fx.chat(company.companyId, connectionId, CUSTOMER);
  ticket = await tickets.accept(await tickets.changeTicket(pending!, { queueId }), agent.id);
});

/** Sends `body` as `token` and lets the session host report it sent (a provider id is needed to delete). */
async function sent(token: string, body: string): Promise<string> {
  const res = await ctx.request('POST', `/api/messages/${ticket.id}`, { token, body: { body } });
  expect(res.status).toBe(201);
  const id = res.body.messages[0].id as string;
  const event = { type: 'sent' as const, id: `W-${id}`, chatId: CUSTOMER, timestamp: Date.now(), localId: id };
  await createIngest(ctx.deps)(fx.job(company.companyId, connectionId, event));
  return id;
}

const remove = (token: string, id: string) => ctx.request('DELETE', `/api/messages/${id}`, { token });

async function isDeleted(id: string) {
  const { messages } = await fx.page(company.admin.token, ticket.id);
  return messages.find((m) => m.id === id)?.isDeleted;
}

describe('who may delete a message for everyone', () => {
  it('refuses an agent deleting the admin’s message in the agent’s own ticket, and keeps it', async () => {
    const admins = await sent(company.admin.token, 'do admin');
    const res = await remove(agent.token, admins);
    expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(await isDeleted(admins)).toBe(false);
  });

  it('lets the author delete their own message', async () => {
    const own = await sent(agent.token, 'meu');
    const res = await remove(agent.token, own);
    expect(res.status).toBe(200);
    expect(res.body.isDeleted).toBe(true);
  });

  it('lets an admin delete an agent’s message', async () => {
    const agents = await sent(agent.token, 'do agente');
    expect((await remove(company.admin.token, agents)).status).toBe(200);
    expect(await isDeleted(agents)).toBe(true);
  });

  it('refuses the author once the ticket is someone else’s', async () => {
    const own = await sent(agent.token, 'antes da transferência');
    ticket = await tickets.changeTicket(ticket, { userId: colleague.id });
    const res = await remove(agent.token, own);
    expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(await isDeleted(own)).toBe(false);
  });

  it('refuses a colleague of the queue, and shows each message’s author so the menu can tell', async () => {
    const agents = await sent(agent.token, 'do agente');
    ticket = await tickets.changeTicket(ticket, { userId: colleague.id });
    expect((await remove(colleague.token, agents)).status).toBe(403);
    const { messages } = await fx.page(company.admin.token, ticket.id);
    expect(messages.find((m) => m.id === agents)?.userId).toBe(agent.id);
  });

  it('refuses an agent deleting the customer’s message or an automatic one', async () => {
    const { messages } = await fx.page(agent.token, ticket.id);
    const customers = messages.find((m) => !m.fromMe)!;
    expect((await remove(agent.token, customers.id)).status).toBe(403);
  });
});

describe('the ticket’s list line when its last message is deleted (issue 14 point 6)', () => {
  const line = async () => {
    const res = await ctx.request('GET', `/api/tickets/${ticket.id}`, { token: company.admin.token });
    return { lastMessage: res.body.lastMessage, lastMessageDeleted: res.body.lastMessageDeleted };
  };
  const customerDeletes = (providerId: string) =>
    createIngest(ctx.deps)(
      fx.job(company.companyId, connectionId, {
        type: 'delete',
        id: providerId,
        chatId: CUSTOMER,
        timestamp: ctx.clock.now().getTime(),
      }),
    );

  it('shows the deleted mark instead of the text, and tells the open lists', async () => {
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const own = await sent(agent.token, '*Ana Agente:* segredo');
    expect(await line()).toEqual({ lastMessage: '*Ana Agente:* segredo', lastMessageDeleted: false });

    expect((await remove(agent.token, own)).status).toBe(200);
    expect(await line()).toEqual({ lastMessage: '', lastMessageDeleted: true });
    const updates = eventsOn<TicketEvent>(socket.received, `company-${company.companyId}-ticket`)();
    expect(updates.at(-1)).toMatchObject({
      action: 'update',
      ticket: { id: ticket.id, lastMessage: '', lastMessageDeleted: true },
    });
  });

  it('does the same when the customer deletes their last message', async () => {
    await createIngest(ctx.deps)(
      fx.job(company.companyId, connectionId, fx.customerMessage({ id: 'P-apaga', chatId: CUSTOMER, body: 'ops' })),
    );
    expect(await line()).toEqual({ lastMessage: 'ops', lastMessageDeleted: false });
    await customerDeletes('P-apaga');
    expect(await line()).toEqual({ lastMessage: '', lastMessageDeleted: true });

    await createIngest(ctx.deps)(
      fx.job(
        company.companyId,
        connectionId,
        fx.customerMessage({ id: 'P-denovo', chatId: CUSTOMER, body: 'oi de novo' }),
      ),
    );
    expect(await line()).toEqual({ lastMessage: 'oi de novo', lastMessageDeleted: false });
  });

  it('keeps the line when an earlier message is deleted', async () => {
    const first = await sent(agent.token, 'primeiro');
    await sent(agent.token, 'segundo');
    expect((await remove(agent.token, first)).status).toBe(200);
    expect(await line()).toEqual({ lastMessage: 'segundo', lastMessageDeleted: false });
  });
});
