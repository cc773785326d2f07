import { beforeAll, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { findOrOpenTicket } from '../../functions/src/domain/tickets/find-or-open.js';
import { liveTicketsGuard } from '../../functions/src/domain/tickets/live-count.js';
import { newTicketRecord, ticketItem } from '../../functions/src/domain/tickets/repo.js';
import type { InboundEvent } from '../../functions/src/platform/chat/chat-provider.js';
import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { conversationFixtures } from './messages-fixtures.js';

/**
 * A connection with open or pending tickets cannot be deleted (issue 14 point 1): its tickets would point at
 * nothing and the customers' replies would be lost. The refusal says how many tickets hold it.
 */
let ctx: TestContext;
let admins: ReturnType<typeof adminFixtures>;
let chats: ReturnType<typeof conversationFixtures>;
let ingest: ReturnType<typeof createIngest>;
let customers = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admins = adminFixtures(ctx);
  chats = conversationFixtures(ctx);
  ingest = createIngest(ctx.deps);
});

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;

const remove = (company: Company, connectionId: string) =>
  ctx.request('DELETE', `/api/whatsapp/${connectionId}`, { token: company.admin.token });

const exists = async (company: Company, connectionId: string) =>
  (await ctx.request('GET', `/api/whatsapp/${connectionId}`, { token: company.admin.token })).status === 200;

/** A new customer writes on the connection: a pending ticket opens through the inbound pipeline. */
async function customerWrites(company: Company, connectionId: string) {
  const number = `55119${String(++customers).padStart(8, '0')}`;
  await ingest(
    chats.job(company.companyId, connectionId, chats.customerMessage({ id: `M-${number}`, chatId: number })),
  );
  const { ticket, contact } = await chats.chat(company.companyId, connectionId, number);
  return { ticket: ticket!, contact: contact! };
}

const putTicket = (company: Company, ticketId: string, body: unknown) =>
  ctx.request('PUT', `/api/tickets/${ticketId}`, { token: company.admin.token, body });

describe('deleting a connection that still has tickets', () => {
  it('is refused with how many tickets are open or pending, and allowed once they are resolved', async () => {
    const company = await ctx.seedCompany();
    const connection = await admins.createConnection(company.admin.token);
    const first = await customerWrites(company, connection.id);
    const second = await customerWrites(company, connection.id);
    expect((await putTicket(company, first.ticket.id, { status: 'open', userId: company.userId })).status).toBe(200);

    const refused = await remove(company, connection.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'ERR_CONNECTION_HAS_TICKETS', details: { openTickets: 2 } });
    expect(await exists(company, connection.id)).toBe(true);

    expect((await putTicket(company, first.ticket.id, { status: 'closed' })).status).toBe(200);
    expect((await remove(company, connection.id)).body.details).toEqual({ openTickets: 1 });
    expect((await putTicket(company, second.ticket.id, { status: 'closed' })).status).toBe(200);
    expect((await remove(company, connection.id)).status).toBe(200);
    expect(await exists(company, connection.id)).toBe(false);
  });

  it('counts a ticket on the connection it was transferred to, and a reopened one again', async () => {
    const company = await ctx.seedCompany();
    const from = await admins.createConnection(company.admin.token);
    const to = await admins.createConnection(company.admin.token);
    const { ticket } = await customerWrites(company, from.id);

    expect((await putTicket(company, ticket.id, { whatsappId: to.id })).status).toBe(200);
    expect((await remove(company, to.id)).body.details).toEqual({ openTickets: 1 });
    expect((await putTicket(company, ticket.id, { status: 'closed' })).status).toBe(200);
    expect((await putTicket(company, ticket.id, { status: 'open', userId: company.userId })).status).toBe(200);
    expect((await remove(company, to.id)).status).toBe(409);
    expect((await remove(company, from.id)).status).toBe(200);
  });

  it('no longer counts a deleted ticket, nor the tickets of a deleted contact', async () => {
    const company = await ctx.seedCompany();
    const connection = await admins.createConnection(company.admin.token);
    const { ticket } = await customerWrites(company, connection.id);
    const { contact } = await customerWrites(company, connection.id);

    const token = company.admin.token;
    expect((await ctx.request('DELETE', `/api/tickets/${ticket.id}`, { token })).status).toBe(204);
    expect((await remove(company, connection.id)).body.details).toEqual({ openTickets: 1 });
    expect((await ctx.request('DELETE', `/api/contacts/${contact.id}`, { token })).status).toBe(204);
    expect((await remove(company, connection.id)).status).toBe(200);
  });

  it('counts one ticket when a customer’s LID and phone tickets merge', async () => {
    const company = await ctx.seedCompany();
    const connection = await admins.createConnection(company.admin.token);
    const arrives = (event: InboundEvent) => ingest(chats.job(company.companyId, connection.id, event));
    const [lid, phone] = ['190000000000001', '5511955554444'];
    await arrives(chats.customerMessage({ id: 'L1', chatId: `lid:${lid}` }));
    await arrives(chats.customerMessage({ id: 'P1', chatId: phone }));
    await arrives({ type: 'lidMapping', id: `lid#${lid}`, chatId: phone, lid, timestamp: ctx.clock.now().getTime() });

    expect(await liveTicketsOn(company, connection.id)).toHaveLength(1);
    expect((await remove(company, connection.id)).body.details).toEqual({ openTickets: 1 });
  });

  it('counts the tickets of a connection made before the count existed', async () => {
    const company = await ctx.seedCompany();
    const connection = await admins.putConnection(company.companyId);
    const now = ctx.clock.now().toISOString();
    const legacy = newTicketRecord(
      { companyId: company.companyId, contactId: 'old-contact', whatsappId: connection.id, status: 'open' },
      now,
    );
    // Written as the tickets of earlier versions were: the ticket and its marker, nothing counted.
    await ctx.deps.table.put({ ...ticketItem(legacy) });
    await ctx.deps.table.put({
      ...keys.openTicket(company.companyId, 'old-contact', connection.id),
      ticketId: legacy.id,
    });
    await customerWrites(company, connection.id);

    expect((await remove(company, connection.id)).body).toMatchObject({
      error: 'ERR_CONNECTION_HAS_TICKETS',
      details: { openTickets: 2 },
    });
  });

  it('opens no ticket on a connection deleted after the pipeline read it', async () => {
    const company = await ctx.seedCompany();
    const connection = await admins.createConnection(company.admin.token);
    expect((await remove(company, connection.id)).status).toBe(200);

    const opening = findOrOpenTicket(ctx.deps, {
      companyId: company.companyId,
      contactId: 'late-contact',
      connectionId: connection.id,
      isGroup: false,
    });
    await expect(opening).rejects.toMatchObject({ code: 'ERR_NO_WAPP_FOUND' });
    expect(await liveTicketsOn(company, connection.id)).toEqual([]);
  });

  it('refuses, in its own transaction, a delete that counted before a ticket opened', async () => {
    const company = await ctx.seedCompany();
    const counted = await admins.createConnection(company.admin.token);
    const older = await admins.putConnection(company.companyId);
    for (const connection of [counted, older]) {
      const guard = await liveTicketsGuard(ctx.deps, company.companyId, connection.id);
      expect(guard.count).toBe(0);
      await customerWrites(company, connection.id);
      await expect(ctx.deps.table.transact([guard.item])).rejects.toThrow();
      expect((await remove(company, connection.id)).body.details).toEqual({ openTickets: 1 });
    }
  });

  it('never orphans a ticket opened while the delete runs', async () => {
    // Every refused round keeps its connection, so the plan must allow one per round.
    const company = await ctx.seedCompany({ plan: { connections: 10 } });
    // The delete starts a little later each round, so the customer's ticket opens before, during and after it.
    for (let round = 0; round < 8; round++) {
      const connection = await admins.createConnection(company.admin.token);
      const [deleted] = await Promise.all([
        sleep(round * 4).then(() => remove(company, connection.id)),
        customerWrites(company, connection.id).catch(() => undefined),
      ]);
      const live = await liveTicketsOn(company, connection.id);
      if (deleted.status === 200) expect(live).toEqual([]);
      else expect([deleted.status, await exists(company, connection.id), live.length]).toEqual([409, true, 1]);
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Open and pending tickets of the company on a connection, read from the lists' index. */
async function liveTicketsOn(company: Company, connectionId: string) {
  const tickets: string[] = [];
  for (const status of ['open', 'pending']) {
    const items = await ctx.deps.table.queryAll<{ pk: string; sk: string; id: string; whatsappId: string }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.ticketsByQueue(company.companyId, status, null) },
    });
    tickets.push(...items.filter((item) => item.whatsappId === connectionId).map((item) => item.id));
  }
  return tickets;
}
