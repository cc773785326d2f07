import { beforeAll, describe, expect, it } from 'vitest';
import { messageCreateItems, newMessageRecord } from '../../functions/src/domain/messages/repo.js';
import type { MessagePage } from '../../functions/src/domain/messages/schema.js';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { renameItem } from './read-fixtures.js';
import { coldLookups, requestsOf, tally } from './request-count.js';
import { ticketWorld } from './ticket-fixtures.js';

/**
 * What a ticket's message page costs in DynamoDB requests (issue 15): the ticket, its contact, one query of the
 * chat and one batch read of the contact and tags the ticket shows (its user, queue and connection from the
 * company's lookups), whatever the page's size; the names are current.
 */
let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
});

/** A closed ticket of an agent in Vendas with `count` messages, the customer's and the agent's by turns. */
async function conversation(count: number) {
  const world = await w.company();
  const agent = await w.agent(world, [world.sales.id]);
  const ticket: TicketRecord = await w.ticket(world, { queueId: world.sales.id, status: 'closed', userId: agent.id });
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    const fromMe = i % 2 === 1;
    const message = newMessageRecord(
      ticket,
      { body: `mensagem ${i}`, mediaType: 'chat', fromMe, ...(fromMe ? { userId: agent.id } : {}) },
      new Date(start + i * 60_000),
    );
    await ctx.deps.table.transact(messageCreateItems(ctx.deps.table, message));
  }
  return { world, agent, ticket };
}

const page = (token: string, ticketId: string) =>
  ctx.request<MessagePage>('GET', `/api/messages/${ticketId}`, { token });

describe('a message page costs a fixed number of DynamoDB requests', () => {
  for (const size of [2, 30]) {
    it(`with ${size} messages in the chat`, async () => {
      const { world, ticket } = await conversation(size);
      let answer: Awaited<ReturnType<typeof page>> | undefined;
      const counted = async () => {
        const requests = await requestsOf(ctx, async () => {
          answer = await page(world.admin.token, ticket.id);
        });
        expect(answer?.status).toBe(200);
        expect(answer?.body.messages).toHaveLength(Math.min(size, 20));
        expect(answer?.body.messages[0]?.body).toBe(`mensagem ${size - 1}`);
        return tally(requests);
      };
      coldLookups(ctx, world.companyId);
      // Authentication reads the user; the page, the ticket and its contact; cold, the company's users, queues
      // and connections (docs/decisions/033), side by side with the contact's read.
      const { GetItemCommand: gets = 0, ...others } = await counted();
      expect(others).toEqual({ QueryCommand: 1 + 3, BatchGetItemCommand: 1 });
      expect(gets).toBeLessThanOrEqual(3);
      // Fresh: the queues and connections are not read again (the users' entry lives 250 ms: it may be).
      const { GetItemCommand: _gets, ...warm } = await counted();
      expect(warm.BatchGetItemCommand).toBe(1);
      expect(warm.QueryCommand).toBeLessThanOrEqual(1 + 1);
    });
  }

  it('and its ticket shows the current names of its user, queue, connection and contact', async () => {
    const { world, agent, ticket } = await conversation(2);
    const rename = (key: { pk: string; sk: string }, name: string) => renameItem(ctx, key, name);
    await rename(keys.contact(world.companyId, ticket.contactId), 'Cliente Novo');
    await rename(keys.user(world.companyId, agent.id), 'Agente Novo');
    await rename(keys.queue(world.companyId, world.sales.id), 'Vendas Nova');

    const answer = await page(world.admin.token, ticket.id);

    expect(answer.body.ticket).toMatchObject({
      contact: { id: ticket.contactId, name: 'Cliente Novo' },
      user: { id: agent.id, name: 'Agente Novo' },
      queue: { id: world.sales.id, name: 'Vendas Nova' },
      whatsapp: { id: world.connection.id, name: 'Principal' },
    });
    expect(answer.body.messages[1]?.contact).toMatchObject({ id: ticket.contactId, name: 'Cliente Novo' });
  });
});
