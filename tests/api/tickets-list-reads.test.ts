import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { TicketPage } from '../../functions/src/domain/tickets/schema.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { putTag, renameItem } from './read-fixtures.js';
import { coldLookups, requestsOf, tally, type CountedRequest } from './request-count.js';
import { ticketWorld } from './ticket-fixtures.js';

/**
 * What a ticket list page costs in DynamoDB requests (issue 15): one query per list partition it merges (one for
 * an admin's lists over every queue: the company's working set, docs/decisions/059), one batch read of its
 * tickets and one of the contacts they show (side by side), the same with 3 tickets as with 45; users, queues,
 * connections and tags come from the company's lookups, one query each when cold and none while fresh
 * (docs/decisions/033, 058), and so does the user authentication checks (058); and the names are the current
 * ones (joined when read, never copied).
 */
let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
});

/** A GetItem of a user's item (authentication read it on every request before docs/decisions/058). */
const isUserRead = (request: CountedRequest) =>
  request.command === 'GetItemCommand' && (request.partition ?? '').includes('#U#');

const list = (token: string, query: Record<string, unknown>) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return ctx.request<TicketPage>('GET', `/api/tickets?${params}`, { token });
};

/** `size` tickets of each kind: pending over both queues and none, open for the agent, closed; all tagged. */
async function scene(size: number) {
  const world = await w.company();
  const agent = await w.agent(world, [world.sales.id, world.support.id]);
  const tagId = await putTag(ctx, world.companyId, `vip${size}`);
  const queues = [world.sales.id, world.support.id, null];
  const made: Record<'pending' | 'open' | 'closed', TicketRecord[]> = { pending: [], open: [], closed: [] };
  for (let i = 0; i < size; i++) {
    const queueId = queues[i % 3] ?? null;
    made.pending.push(await w.ticket(world, { queueId, tagIds: [tagId] }));
    made.open.push(await w.ticket(world, { queueId, status: 'open', userId: agent.id, tagIds: [tagId] }));
    made.closed.push(await w.ticket(world, { queueId, status: 'closed', userId: agent.id, tagIds: [tagId] }));
  }
  return { world, agent, made, bothQueues: [world.sales.id, world.support.id] };
}

describe('a list page costs a fixed number of DynamoDB requests', () => {
  for (const size of [3, 45]) {
    it(`with ${size} tickets of each kind`, async () => {
      const { world, agent, bothQueues } = await scene(size);
      const admin = world.admin.token;
      const cases = [
        // Three partitions each (pending/open/closed × Vendas, Suporte, no queue); the agent's open tab is one.
        { token: admin, query: { status: 'pending', showAll: 'true', queueIds: bothQueues }, queries: 3 },
        { token: admin, query: { status: 'open', showAll: 'true', queueIds: bothQueues }, queries: 3 },
        { token: admin, query: { status: 'closed', showAll: 'true', queueIds: bothQueues }, queries: 3 },
        { token: agent.token, query: { status: 'open', queueIds: bothQueues }, queries: 1 },
        // An admin over every queue (the app sends no queueIds): the company's working set, one partition (059).
        { token: admin, query: { status: 'pending', showAll: 'true' }, queries: 1 },
        { token: admin, query: { status: 'open', showAll: 'true' }, queries: 1 },
      ];
      for (const { token, query, queries } of cases) {
        let page: Awaited<ReturnType<typeof list>> | undefined;
        const counted = async () => {
          const requests = await requestsOf(ctx, async () => {
            page = await list(token, query);
          });
          expect(page?.status).toBe(200);
          expect(page?.body.tickets).toHaveLength(Math.min(size, 40));
          // Authentication finds the user in the company's users lookup (docs/decisions/058): never by key.
          expect(requests.filter(isUserRead)).toEqual([]);
          return tally(requests);
        };
        coldLookups(ctx, world.companyId);
        // Cold: the company item, its users, queues, connections and tags are read once each, beside the list's
        // own reads.
        expect({ query, calls: await counted() }).toEqual({
          query,
          calls: { GetItemCommand: 1, QueryCommand: queries + 4, BatchGetItemCommand: 2 },
        });
        // Fresh: the queues and connections are not read again (the users' entry lives 250 ms: it may be).
        const warm = await counted();
        expect(warm.BatchGetItemCommand).toBe(2);
        expect(warm.QueryCommand).toBeLessThanOrEqual(queries + 1);
      }
    });
  }
});

describe('a search page costs a fixed number of DynamoDB requests', () => {
  for (const size of [3, 45]) {
    it(`with ${size} matching contacts of each kind`, async () => {
      const { world } = await scene(size);
      const query = { searchParam: 'cliente', showAll: 'true', status: 'open' };
      const counted = async () => {
        let page: Awaited<ReturnType<typeof list>> | undefined;
        const requests = await requestsOf(ctx, async () => {
          page = await list(world.admin.token, query);
        });
        expect(page?.status).toBe(200);
        expect(page?.body.tickets.length).toBeGreaterThan(0);
        expect(page?.body.tickets.every((ticket) => ticket.contact.name.startsWith('Cliente '))).toBe(true);
        expect(page?.body.tickets.every((ticket) => ticket.tags.length === 1)).toBe(true);
        expect(requests.filter(isUserRead)).toEqual([]);
        return tally(requests);
      };
      // The fixture writes contacts' ticket lists not yet complete: the first search completes them (028).
      expect((await list(world.admin.token, query)).status).toBe(200);
      coldLookups(ctx, world.companyId);
      // One token query; the contacts with their ticket lists in one batch read, the tickets in one (the contacts
      // are not read again); cold, the company item, its users, queues, connections and tags (033, 058).
      expect(await counted()).toEqual({ GetItemCommand: 1, QueryCommand: 1 + 4, BatchGetItemCommand: 2 });
      const warm = await counted();
      expect(warm.BatchGetItemCommand).toBe(2);
      expect(warm.QueryCommand).toBeLessThanOrEqual(1 + 1);
    });
  }
});

describe('the list pages of a working set larger than a page', () => {
  it('page through it in order with the count on each page, without duplicates', async () => {
    const { world, made, bothQueues } = await scene(45);
    const query = { status: 'pending', showAll: 'true', queueIds: bothQueues, limit: '20' };
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 5; pages++) {
      const page = await list(world.admin.token, { ...query, ...(cursor ? { cursor } : {}) });
      expect(page.body.count).toBe(45);
      seen.push(...page.body.tickets.map((ticket) => ticket.id));
      cursor = page.body.hasMore ? page.body.cursor : undefined;
      if (!cursor) break;
    }
    const newestFirst = [...made.pending].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((t) => t.id);
    expect(seen).toEqual(newestFirst);
  });
});

describe('a list shows the current names', () => {
  it('of the contact, user, queue, connection and tags after each was renamed', async () => {
    const { world, agent, made, bothQueues } = await scene(3);
    const ticket = made.open[0] as TicketRecord;
    const rename = (key: { pk: string; sk: string }, name: string) => renameItem(ctx, key, name);
    await rename(keys.contact(world.companyId, ticket.contactId), 'Cliente Renomeado');
    await rename(keys.user(world.companyId, agent.id), 'Agente Renomeado');
    await rename(keys.queue(world.companyId, world.sales.id), 'Vendas Renomeada');
    await rename(keys.connection(world.companyId, world.connection.id as string), 'Conexão Renomeada');
    await rename(keys.tag(world.companyId, ticket.tagIds[0] as string), 'tag renomeada');

    const page = await list(agent.token, { status: 'open', queueIds: bothQueues });
    const shown = page.body.tickets.find((one) => one.id === ticket.id);
    expect(shown).toMatchObject({
      contact: { id: ticket.contactId, name: 'Cliente Renomeado' },
      user: { id: agent.id, name: 'Agente Renomeado' },
      queue: { id: world.sales.id, name: 'Vendas Renomeada', color: world.sales.color },
      whatsapp: { id: world.connection.id, name: 'Conexão Renomeada' },
      tags: [{ id: ticket.tagIds[0], name: 'tag renomeada', color: '#00aa00' }],
    });
  });

  it('and a ticket whose user, queue, tag or contact is gone still lists, without them', async () => {
    const { world, agent, made, bothQueues } = await scene(3);
    const ticket = made.open[0] as TicketRecord;
    await ctx.deps.table.delete(keys.contact(world.companyId, ticket.contactId));
    await ctx.deps.table.delete(keys.tag(world.companyId, ticket.tagIds[0] as string));

    const page = await list(agent.token, { status: 'open', queueIds: bothQueues });
    const shown = page.body.tickets.find((one) => one.id === ticket.id);
    expect(shown).toMatchObject({ contact: { id: ticket.contactId, name: '' }, tags: [] });
  });
});
