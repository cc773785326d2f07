import { beforeAll, describe, expect, it } from 'vitest';
import { findOpenTicketId, getTicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { OpenTicketOwner, Ticket } from '../../functions/src/domain/tickets/schema.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketWorld, type TicketWorld } from './ticket-fixtures.js';

let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
});

async function scene() {
  const world = await w.company();
  const seller = await w.agent(world, [world.sales.id]);
  const seller2 = await w.agent(world, [world.sales.id]);
  const helper = await w.agent(world, [world.support.id]);
  return { world, seller, seller2, helper, admin: world.admin };
}

const storedItem = (world: TicketWorld, id: string) =>
  ctx.deps.table.get<Record<string, any> & { pk: string; sk: string }>(keys.ticket(world.companyId, id));

describe('opening a ticket', () => {
  it('shows a ticket with its contact, queue, connection and user joined', async () => {
    const { world, seller } = await scene();
    const contact = await w.contact(world.companyId, 'Maria Souza');
    const record = await w.ticket(world, { contactId: contact.id, queueId: world.sales.id });

    const res = await w.get(seller.token, record.id);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: record.id,
      uuid: record.id,
      status: 'pending',
      userId: null,
      user: null,
      queueId: world.sales.id,
      queue: { id: world.sales.id, name: 'Vendas', color: world.sales.color },
      whatsappId: world.connection.id,
      whatsapp: { id: world.connection.id, name: 'Principal' },
      contact: { id: contact.id, name: 'Maria Souza', number: contact.number },
      tags: [],
      unreadMessages: 0,
    });
    expect((await ctx.request('GET', `/api/tickets/u/${record.id}`, { token: seller.token })).body).toEqual(res.body);
  });

  it('answers Acesso não permitido to an agent of another queue, and lets admins and no-queue tickets through', async () => {
    const { world, helper, admin } = await scene();
    const sales = await w.ticket(world, { queueId: world.sales.id });
    const unqueued = await w.ticket(world);

    const refused = await w.get(helper.token, sales.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'ERR_NO_PERMISSION', message: 'Acesso não permitido' });
    expect((await ctx.request('GET', `/api/tickets/u/${sales.id}`, { token: helper.token })).status).toBe(403);
    expect((await w.get(admin.token, sales.id)).status).toBe(200);
    expect((await w.get(helper.token, unqueued.id)).status).toBe(200);
  });

  it('lets an agent open a ticket assigned to them in a queue that is not theirs', async () => {
    const { world, helper } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id, status: 'open', userId: helper.id });

    expect((await w.get(helper.token, record.id)).status).toBe(200);
  });

  it('does not find another company’s ticket', async () => {
    const { world } = await scene();
    const other = await w.company();
    const record = await w.ticket(world, { queueId: world.sales.id });

    const res = await w.get(other.admin.token, record.id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_TICKET_FOUND');
    expect((await w.put(other.admin.token, record.id, { status: 'closed' })).status).toBe(404);
    expect((await ctx.request('DELETE', `/api/tickets/${record.id}`, { token: other.admin.token })).status).toBe(404);
  });
});

describe('creating a ticket', () => {
  it('opens it assigned to the agent, in their queue, on the default connection', async () => {
    const { world, seller } = await scene();
    const contact = await w.contact(world.companyId);

    const res = await ctx.request<Ticket>('POST', '/api/tickets', {
      token: seller.token,
      body: { contactId: contact.id, queueId: world.sales.id, status: 'open', userId: seller.id },
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'open',
      userId: seller.id,
      user: { id: seller.id, name: seller.name },
      queueId: world.sales.id,
      whatsappId: world.connection.id,
      contactId: contact.id,
    });
    expect(await findOpenTicketId(ctx.deps.table, world.companyId, contact.id, world.connection.id)).toBe(res.body.id);
  });

  it('asks an agent to choose one of their queues; an admin may leave it empty', async () => {
    const { world, seller, admin } = await scene();
    const contact = await w.contact(world.companyId);
    const create = (token: string, body: Record<string, unknown>) =>
      ctx.request('POST', '/api/tickets', { token, body: { contactId: contact.id, ...body } });

    for (const body of [{}, { queueId: world.support.id }]) {
      const res = await create(seller.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', message: 'Selecione uma fila' });
    }
    const res = await create(admin.token, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ queueId: null, userId: admin.user.id });
  });

  it('refuses a second open ticket of the contact, naming its owner and queue', async () => {
    const { world, seller, seller2 } = await scene();
    const contact = await w.contact(world.companyId);
    const first = await ctx.request('POST', '/api/tickets', {
      token: seller.token,
      body: { contactId: contact.id, queueId: world.sales.id },
    });

    const second = await ctx.request('POST', '/api/tickets', {
      token: seller2.token,
      body: { contactId: contact.id, queueId: world.sales.id },
    });

    const owner: OpenTicketOwner = {
      ticketId: first.body.id,
      userId: seller.id,
      userName: seller.name,
      queueName: 'Vendas',
    };
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'ERR_OTHER_OPEN_TICKET', message: JSON.stringify(owner), details: owner });
  });

  it('answers not found for a contact, queue, user or connection the company does not have', async () => {
    const { world, admin } = await scene();
    const other = await w.company();
    const stranger = await w.contact(other.companyId);
    const contact = await w.contact(world.companyId);
    const create = (body: Record<string, unknown>) => ctx.request('POST', '/api/tickets', { token: admin.token, body });

    expect((await create({ contactId: stranger.id })).body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await create({ contactId: contact.id, queueId: other.sales.id })).body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await create({ contactId: contact.id, userId: other.admin.user.id })).body.error).toBe('ERR_NO_USER_FOUND');
    expect((await create({ contactId: contact.id, whatsappId: other.connection.id })).body.error).toBe(
      'ERR_NO_WAPP_FOUND',
    );
  });

  it('answers ERR_NO_DEF_WAPP_FOUND when the company has no default connection', async () => {
    const bare = await ctx.seedCompany();
    const contact = await w.contact(bare.companyId);

    const res = await ctx.request('POST', '/api/tickets', { token: bare.admin.token, body: { contactId: contact.id } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_DEF_WAPP_FOUND');
  });
});

describe('changing a ticket', () => {
  it('accepts a pending ticket: open, assigned to the caller', async () => {
    const { world, seller } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id });

    const res = await w.put(seller.token, record.id, { status: 'open', userId: seller.id });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'open', userId: seller.id, user: { name: seller.name } });
    const stored = await getTicketRecord(ctx.deps.table, world.companyId, record.id);
    expect(stored?.acceptedAt).toBe(ctx.clock.now().toISOString());
    expect(stored?.rev).toBe(record.rev + 1);
  });

  it('sends the greeting on accept while sendGreetingAccepted is enabled, on behalf of the new user', async () => {
    const { world, seller } = await scene();
    const quiet = await w.ticket(world, { queueId: world.sales.id });
    await w.put(seller.token, quiet.id, { status: 'open', userId: seller.id });
    const none = await ctx.request('GET', `/api/messages/${quiet.id}`, { token: seller.token });
    expect(none.body.messages).toEqual([]);

    const setting = await ctx.request('PUT', '/api/settings/sendGreetingAccepted', {
      token: world.admin.token,
      body: { value: 'enabled' },
    });
    expect(setting.status).toBe(200);
    const record = await w.ticket(world, { queueId: world.sales.id });
    await w.put(seller.token, record.id, { status: 'open', userId: seller.id });

    const page = await ctx.request('GET', `/api/messages/${record.id}`, { token: seller.token });
    expect(page.body.messages).toHaveLength(1);
    expect(page.body.messages[0]).toMatchObject({ fromMe: true, ack: 0, ticketId: record.id });
    expect(page.body.messages[0].body).toContain(`meu nome é *${seller.name}*`);
    const outbound = await ctx.deps.table.queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.jobs('outbound') },
    });
    expect(outbound.some((job) => JSON.stringify(job).includes(page.body.messages[0].id))).toBe(true);
  });

  it('lets exactly one of two agents accepting the same ticket at once win', async () => {
    const { world, seller, seller2 } = await scene();
    for (let round = 0; round < 3; round++) {
      const record = await w.ticket(world, { queueId: world.sales.id });
      const answers = await Promise.all(
        [seller, seller2].map((agent) => w.put(agent.token, record.id, { status: 'open', userId: agent.id })),
      );

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)?.body as Ticket;
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body.error).toBe('ERR_TICKET_CHANGED');
      expect((await getTicketRecord(ctx.deps.table, world.companyId, record.id))?.userId).toBe(winner.userId);
    }
  });

  it('returns an open ticket to its queue, clearing the user and leaving the user list', async () => {
    const { world, seller } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id });
    await w.put(seller.token, record.id, { status: 'open', userId: seller.id });
    expect((await storedItem(world, record.id))?.gsi2pk).toBe(keys.ticketsByUser(world.companyId, seller.id, 'open'));

    const res = await w.put(seller.token, record.id, { status: 'pending', userId: null });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', userId: null, user: null, queueId: world.sales.id });
    const item = await storedItem(world, record.id);
    expect(item?.gsi2pk).toBeUndefined();
    expect(item?.gsi1pk).toBe(keys.ticketsByQueue(world.companyId, 'pending', world.sales.id));
  });

  it('resolves keeping user and queue, clears the integration ids and frees the contact for a new ticket', async () => {
    const { world, seller } = await scene();
    const record = await w.ticket(world, {
      queueId: world.sales.id,
      promptId: 'p1',
      integrationId: 'i1',
      useIntegration: true,
    });
    await w.put(seller.token, record.id, { status: 'open', userId: seller.id });

    const res = await w.put(seller.token, record.id, { status: 'closed', userId: seller.id });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'closed',
      userId: seller.id,
      queueId: world.sales.id,
      useIntegration: false,
      promptId: null,
      integrationId: null,
    });
    expect((await getTicketRecord(ctx.deps.table, world.companyId, record.id))?.closedAt).toBe(
      ctx.clock.now().toISOString(),
    );
    expect(
      await findOpenTicketId(ctx.deps.table, world.companyId, record.contactId, world.connection.id),
    ).toBeUndefined();
    const again = await ctx.request('POST', '/api/tickets', {
      token: seller.token,
      body: { contactId: record.contactId, queueId: world.sales.id },
    });
    expect(again.status).toBe(201);
  });

  it('reopens a closed ticket with the caller, unless the contact has another open ticket', async () => {
    const { world, seller, seller2 } = await scene();
    const closed = await w.ticket(world, { queueId: world.sales.id, status: 'closed', userId: seller.id });

    const res = await w.put(seller2.token, closed.id, { status: 'open', userId: seller2.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'open', userId: seller2.id, queueId: world.sales.id });
    expect(await findOpenTicketId(ctx.deps.table, world.companyId, closed.contactId, world.connection.id)).toBe(
      closed.id,
    );

    const older = await w.ticket(world, { contactId: closed.contactId, queueId: world.sales.id, status: 'closed' });
    const refused = await w.put(seller.token, older.id, { status: 'open', userId: seller.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'ERR_OTHER_OPEN_TICKET',
      details: { ticketId: closed.id, userId: seller2.id, userName: seller2.name, queueName: 'Vendas' },
    });
    expect((await getTicketRecord(ctx.deps.table, world.companyId, older.id))?.status).toBe('closed');
  });

  it('transfers to another queue: pending without a user, open with one', async () => {
    const { world, seller, helper } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id });
    await w.put(seller.token, record.id, { status: 'open', userId: seller.id });

    const toQueue = await w.put(seller.token, record.id, {
      userId: null,
      queueId: world.support.id,
      status: 'open',
      whatsappId: world.connection.id,
    });
    expect(toQueue.body).toMatchObject({ status: 'pending', userId: null, queue: { name: 'Suporte' } });
    expect((await w.get(seller.token, record.id)).status).toBe(403);

    const toUser = await w.put(helper.token, record.id, {
      userId: helper.id,
      queueId: world.support.id,
      status: 'open',
    });
    expect(toUser.body).toMatchObject({ status: 'open', userId: helper.id, queueId: world.support.id });
  });

  it('moves the open-ticket marker when a transfer changes the connection', async () => {
    const { world, admin } = await scene();
    const second = await w.fx.putConnection(world.companyId, { name: 'Segunda' });
    const record = await w.ticket(world, { queueId: world.sales.id });

    const res = await w.put(admin.token, record.id, {
      queueId: world.sales.id,
      whatsappId: second.id,
      userId: admin.user.id,
    });

    expect(res.body).toMatchObject({ whatsappId: second.id, whatsapp: { name: 'Segunda' } });
    expect(
      await findOpenTicketId(ctx.deps.table, world.companyId, record.contactId, world.connection.id),
    ).toBeUndefined();
    expect(await findOpenTicketId(ctx.deps.table, world.companyId, record.contactId, second.id)).toBe(record.id);
  });

  it('refuses a transfer to a queue, user or connection of another company', async () => {
    const { world, admin } = await scene();
    const other = await w.company();
    const record = await w.ticket(world, { queueId: world.sales.id });

    expect((await w.put(admin.token, record.id, { queueId: other.sales.id })).body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect(
      (await w.put(admin.token, record.id, { queueId: world.sales.id, userId: other.admin.user.id })).body.error,
    ).toBe('ERR_NO_USER_FOUND');
    expect((await w.put(admin.token, record.id, { whatsappId: other.connection.id })).body.error).toBe(
      'ERR_NO_WAPP_FOUND',
    );
  });

  it('lets only admins and its user act on an open ticket, and agents only on tickets they see', async () => {
    const { world, seller, seller2, helper, admin } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id });

    expect((await w.put(helper.token, record.id, { status: 'open', userId: helper.id })).status).toBe(403);
    await w.put(seller.token, record.id, { status: 'open', userId: seller.id });
    const refused = await w.put(seller2.token, record.id, { status: 'closed' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Acesso não permitido');
    expect((await w.put(admin.token, record.id, { status: 'closed' })).status).toBe(200);
  });

  it('refuses payloads outside the schema', async () => {
    const { world, admin } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id });

    expect((await w.put(admin.token, record.id, { status: 'archived' })).status).toBe(400);
    expect((await w.put(admin.token, record.id, { contactId: 'x' })).status).toBe(400);
  });
});

describe('deleting a ticket', () => {
  it('is for admins: the ticket, its marker and contact entry and notes go; the messages stay', async () => {
    const { world, seller, admin } = await scene();
    const record = await w.ticket(world, { queueId: world.sales.id });
    const note = {
      ...keys.ticketNote(world.companyId, 'n1'),
      gsi1pk: keys.ticketNotesIndex(world.companyId, record.id),
      gsi1sk: 'x',
    };
    await ctx.deps.table.put(note);
    const message = keys.chatMessage(world.companyId, record.contactId, world.connection.id, 1, 'm1');
    await ctx.deps.table.put({ ...message, ticketId: record.id });

    expect((await ctx.request('DELETE', `/api/tickets/${record.id}`, { token: seller.token })).status).toBe(403);
    const res = await ctx.request('DELETE', `/api/tickets/${record.id}`, { token: admin.token });

    expect(res.status).toBe(204);
    expect((await w.get(admin.token, record.id)).status).toBe(404);
    expect(
      await findOpenTicketId(ctx.deps.table, world.companyId, record.contactId, world.connection.id),
    ).toBeUndefined();
    expect(await ctx.deps.table.get(keys.contactTicket(world.companyId, record.contactId, record.id))).toBeUndefined();
    expect(await ctx.deps.table.get(keys.ticketNote(world.companyId, 'n1'))).toBeUndefined();
    expect(await ctx.deps.table.get(message)).toBeDefined();
  });
});

describe('live ticket events', () => {
  async function listeners(s: Awaited<ReturnType<typeof scene>>) {
    const { world } = s;
    const on = (userId: string, profile: string) => ctx.listen({ companyId: world.companyId, userId, profile });
    return {
      admin: await on(world.admin.user.id, 'admin'),
      seller: await on(s.seller.id, 'user'),
      helper: await on(s.helper.id, 'user'),
    };
  }
  const ticketEvents = (socket: { received(): { event: string; data: any }[] }) =>
    socket.received().filter((message) => message.event.endsWith('-ticket'));

  it('reaches the users who may see the ticket and nobody else', async () => {
    const s = await scene();
    const sockets = await listeners(s);
    const record = await w.ticket(s.world, { queueId: s.world.sales.id });

    await w.put(s.seller.token, record.id, { status: 'open', userId: s.seller.id });

    const [event] = ticketEvents(sockets.seller);
    expect(event).toMatchObject({
      event: `company-${s.world.companyId}-ticket`,
      data: { action: 'update', ticket: { id: record.id, status: 'open', userId: s.seller.id } },
    });
    expect(ticketEvents(sockets.admin)).toHaveLength(1);
    expect(ticketEvents(sockets.helper)).toEqual([]);
  });

  it('tells an agent who loses sight of a transferred ticket, so it leaves their list', async () => {
    const s = await scene();
    const record = await w.ticket(s.world, { queueId: s.world.sales.id });
    await w.put(s.seller.token, record.id, { status: 'open', userId: s.seller.id });
    const sockets = await listeners(s);

    await w.put(s.seller.token, record.id, { userId: null, queueId: s.world.support.id, status: 'pending' });

    for (const socket of [sockets.seller, sockets.helper, sockets.admin]) {
      expect(ticketEvents(socket)).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({
            action: 'update',
            ticket: expect.objectContaining({ queueId: s.world.support.id }),
          }),
        }),
      ]);
    }
  });

  it('announces a deletion to those who could see the ticket', async () => {
    const s = await scene();
    const record = await w.ticket(s.world, { queueId: s.world.support.id });
    const sockets = await listeners(s);

    await ctx.request('DELETE', `/api/tickets/${record.id}`, { token: s.admin.token });

    expect(ticketEvents(sockets.helper)).toEqual([
      { event: `company-${s.world.companyId}-ticket`, data: { action: 'delete', ticketId: record.id } },
    ]);
    expect(ticketEvents(sockets.seller)).toEqual([]);
  });
});
