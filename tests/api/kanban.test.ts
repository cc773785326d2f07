import { beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../functions/src/domain/tickets/schema.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { coldLookups, requestsOf, tally } from './request-count.js';
import { ticketWorld, type TicketWorld } from './ticket-fixtures.js';

/**
 * The kanban board's calls (spec 2 §2 Kanban screen, §4, §7): GET /ticket/kanban, PUT /ticket-tags/{ticketId}/{tagId},
 * DELETE /ticket-tags/{ticketId}; all behind the plan's useKanban flag.
 */
let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
});

type Board = { tickets: Ticket[] };

const board = (token: string, queueIds?: unknown) =>
  ctx.request<Board>(
    'GET',
    `/api/ticket/kanban${queueIds === undefined ? '' : `?queueIds=${encodeURIComponent(JSON.stringify(queueIds))}`}`,
    { token },
  );
const addTag = (token: string, ticketId: string, tagId: string) =>
  ctx.request('PUT', `/api/ticket-tags/${ticketId}/${tagId}`, { token });
const removeTags = (token: string, ticketId: string) =>
  ctx.request('DELETE', `/api/ticket-tags/${ticketId}`, { token });

async function createTag(world: TicketWorld, name: string, kanban = 1) {
  const res = await ctx.request('POST', '/api/tags', { token: world.admin.token, body: { name, kanban } });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; color: string };
}

const ticketsCount = async (world: TicketWorld, tagId: string) =>
  (await ctx.request('GET', `/api/tags/${tagId}`, { token: world.admin.token })).body.ticketsCount as number;

const ids = (answer: { body: Board }) => answer.body.tickets.map((ticket) => ticket.id).sort();

describe('GET /ticket/kanban', () => {
  it('answers the open and pending tickets of the user’s queues, with tags, contact and last message', async () => {
    const world = await w.company();
    const agent = await w.agent(world, [world.sales.id]);
    const tag = await createTag(world, 'Negociação');
    const contact = await w.contact(world.companyId, 'Maria Kanban');
    const sales = await w.ticket(world, { queueId: world.sales.id, contactId: contact.id, lastMessage: 'Oi!' });
    await w.patch(sales, { tagIds: [tag.id] });
    const salesOpen = await w.ticket(world, { queueId: world.sales.id, status: 'open', userId: world.userId });
    const noQueue = await w.ticket(world, { queueId: null });
    const support = await w.ticket(world, { queueId: world.support.id });
    await w.ticket(world, { queueId: world.sales.id, status: 'closed' });

    const agentBoard = await board(agent.token);
    expect(agentBoard.status).toBe(200);
    expect(ids(agentBoard)).toEqual([sales.id, salesOpen.id, noQueue.id].sort());
    const card = agentBoard.body.tickets.find((ticket) => ticket.id === sales.id);
    expect(card).toMatchObject({
      uuid: sales.id,
      lastMessage: 'Oi!',
      contact: { name: 'Maria Kanban', number: contact.number },
      tags: [{ id: tag.id, name: 'Negociação', color: tag.color }],
    });
    // An agent asking for a queue that is not theirs gets nothing of it.
    expect(ids(await board(agent.token, [world.support.id]))).toEqual([noQueue.id]);

    const adminBoard = await board(world.admin.token);
    expect(ids(adminBoard)).toEqual([sales.id, salesOpen.id, noQueue.id, support.id].sort());
    expect(ids(await board(world.admin.token, [world.support.id]))).toEqual([noQueue.id, support.id].sort());
    // Another company sees none of them.
    const other = await w.company();
    expect((await board(other.admin.token)).body.tickets).toEqual([]);
  });

  it('reads a fixed number of times, whatever the number of tickets', async () => {
    for (const size of [3, 30]) {
      const world = await w.company();
      const tag = await createTag(world, `Lane ${size}`);
      for (let i = 0; i < size; i++) {
        const ticket = await w.ticket(world, { queueId: i % 2 ? world.sales.id : world.support.id });
        await w.patch(ticket, { tagIds: [tag.id] });
      }
      coldLookups(ctx, world.companyId);
      let answer: Awaited<ReturnType<typeof board>> | undefined;
      const requests = await requestsOf(ctx, async () => {
        answer = await board(world.admin.token);
      });
      expect(answer?.body.tickets).toHaveLength(size);
      // Besides the company and plan items (the plan's gate and the lockout, GetItem): for the admin over every
      // queue, open and pending in the company's working set (docs/decisions/059); the users (who is asking, too:
      // 058), queues, connections and tags lookups; the tickets and the names they show side by side.
      const { GetItemCommand: _companyAndPlan, ...calls } = tally(requests);
      expect(calls).toEqual({ QueryCommand: 2 + 4, BatchGetItemCommand: 2 });
    }
  });

  it('refuses a malformed queue list', async () => {
    const world = await w.company();
    const res = await ctx.request('GET', '/api/ticket/kanban?queueIds=%5B%22a%22', { token: world.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});

describe('GET /tags/kanban', () => {
  it('answers the company’s tags with the kanban flag as `lista`', async () => {
    const world = await w.company();
    const lane = await createTag(world, 'Em negociação');
    await createTag(world, 'Comum', 0);
    await createTag(await w.company(), 'De outra empresa');
    const res = await ctx.request('GET', '/api/tags/kanban', { token: (await w.agent(world, [])).token });
    expect(res.status).toBe(200);
    expect(res.body.lista).toEqual([expect.objectContaining({ id: lane.id, name: 'Em negociação', kanban: 1 })]);
  });
});

describe('moving a ticket between lanes', () => {
  it('adds the tag, removes only the kanban tags, keeps the counts and publishes each change', async () => {
    const world = await w.company();
    const agent = await w.agent(world, [world.sales.id]);
    const [todo, doing] = [await createTag(world, 'A fazer'), await createTag(world, 'Fazendo')];
    const plain = await createTag(world, 'VIP', 0);
    const ticket = await w.ticket(world, { queueId: world.sales.id });
    await w.patch(ticket, { tagIds: [] });
    expect((await addTag(agent.token, ticket.id, plain.id)).status).toBe(200);
    const socket = await ctx.listen({ companyId: world.companyId, userId: world.userId });

    const added = await addTag(agent.token, ticket.id, todo.id);
    expect(added.status).toBe(200);
    expect(added.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['VIP', 'A fazer']);
    expect(await ticketsCount(world, todo.id)).toBe(1);
    // Adding it again changes nothing.
    expect((await addTag(agent.token, ticket.id, todo.id)).status).toBe(200);
    expect(await ticketsCount(world, todo.id)).toBe(1);

    // The board's drag: the old lane's tag off, then the new lane's on.
    const removed = await removeTags(agent.token, ticket.id);
    expect(removed.status).toBe(200);
    expect(removed.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['VIP']);
    expect((await addTag(agent.token, ticket.id, doing.id)).status).toBe(200);
    expect([await ticketsCount(world, todo.id), await ticketsCount(world, doing.id)]).toEqual([0, 1]);
    expect(await ticketsCount(world, plain.id)).toBe(1);
    expect(await ctx.deps.table.get(keys.taggedTicket(world.companyId, todo.id, ticket.id))).toBeUndefined();
    expect(await ctx.deps.table.get(keys.taggedTicket(world.companyId, doing.id, ticket.id))).toBeDefined();

    const updates = socket
      .received()
      .filter((message) => message.event === `company-${world.companyId}-ticket`)
      .map((message) => (message.data as { ticket: Ticket }).ticket.tags.map((tag) => tag.name));
    expect(updates).toEqual([['VIP', 'A fazer'], ['VIP'], ['VIP', 'Fazendo']]);
    const card = (await board(agent.token)).body.tickets.find((one) => one.id === ticket.id);
    expect(card?.tags.map((tag) => tag.name)).toEqual(['VIP', 'Fazendo']);
  });

  it('refuses a ticket the user may not see, another company’s ticket or tag, and malformed ids', async () => {
    const world = await w.company();
    const agent = await w.agent(world, [world.sales.id]);
    const tag = await createTag(world, 'Lane');
    const support = await w.ticket(world, { queueId: world.support.id });
    const other = await w.company();
    const otherTag = await createTag(other, 'Lane');
    const otherTicket = await w.ticket(other, { queueId: other.sales.id });
    const mine = await w.ticket(world, { queueId: world.sales.id });

    const hidden = await addTag(agent.token, support.id, tag.id);
    expect([hidden.status, hidden.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await removeTags(agent.token, support.id)).status).toBe(403);
    expect((await addTag(world.admin.token, otherTicket.id, tag.id)).status).toBe(404);
    expect((await removeTags(world.admin.token, otherTicket.id)).status).toBe(404);
    const foreignTag = await addTag(world.admin.token, mine.id, otherTag.id);
    expect(foreignTag.status).toBe(404);
    expect(await ticketsCount(other, otherTag.id)).toBe(0);
    expect((await addTag(world.admin.token, 'x'.repeat(65), tag.id)).status).toBe(400);
    expect((await removeTags(world.admin.token, 'x'.repeat(65))).status).toBe(400);
  });
});

describe('the plan’s useKanban flag', () => {
  it('refuses the three calls with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks kanban', async () => {
    const seeded = await ctx.seedCompany({ plan: { useKanban: false } });
    const token = seeded.admin.token;
    for (const res of [await board(token), await addTag(token, 'ticket', 'tag'), await removeTags(token, 'ticket')]) {
      expect([res.status, res.body.error]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
  });
});
