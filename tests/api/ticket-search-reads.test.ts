import { beforeAll, describe, expect, it } from 'vitest';
import { backfillSearchTokens } from '../../functions/src/domain/contacts/search-backfill.js';
import type { TicketPage } from '../../functions/src/domain/tickets/schema.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketWorld, type TicketWorld } from './ticket-fixtures.js';

/**
 * Issue 15 (docs/decisions/028): the tickets search tab reads a page of contacts' tickets with a fixed number of
 * DynamoDB requests (the contacts' ticket lists in one BatchGetItem), not one query per contact found, and
 * answers the same tickets before and after the lists are complete, after a ticket is added or deleted.
 */
let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;
let world: TicketWorld;
const CONTACTS = 30;
let expected: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
  world = await w.company({ connection: { status: 'DISCONNECTED' } });
  const tickets = [];
  for (let index = 0; index < CONTACTS; index++) {
    const contact = await w.contact(world.companyId, `Fulano Oliveira ${index}`);
    tickets.push(await w.ticket(world, { contactId: contact.id, queueId: world.sales.id, status: 'closed' }));
  }
  expected = tickets.map((ticket) => ticket.id).sort();
});

/** DynamoDB requests the server sends while `work` runs. */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; requests: number }> {
  let requests = 0;
  const name = `count-${Math.random()}`;
  ctx.deps.table.doc.middlewareStack.add(
    (next) => async (args) => {
      requests++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), requests };
  } finally {
    ctx.deps.table.doc.middlewareStack.remove(name);
  }
}

async function searchTab(text: string): Promise<TicketPage> {
  const params = new URLSearchParams({ searchParam: text, showAll: 'true', limit: '40' });
  const res = await ctx.request<TicketPage>('GET', `/api/tickets?${params}`, { token: world.admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const idsOf = (page: TicketPage) => page.tickets.map((ticket) => ticket.id).sort();

describe('tickets search tab reads', () => {
  it('finds every contact’s ticket with a fixed number of requests, not one query per contact', async () => {
    expect(idsOf(await searchTab('liveir'))).toEqual(expected);
    const again = await counted(() => searchTab('liveir'));
    expect(idsOf(again.result)).toEqual(expected);
    expect(again.requests).toBeLessThanOrEqual(12);
  });

  it('finds a ticket added after the contact’s list was read, and no longer one deleted', async () => {
    await searchTab('Fulano');
    const contact = await w.contact(world.companyId, 'Beltrana Oliveira');
    const first = await w.ticket(world, { contactId: contact.id, queueId: world.sales.id, status: 'closed' });
    expect(idsOf(await searchTab('Beltrana'))).toEqual([first.id]);
    const second = await w.ticket(world, { contactId: contact.id, queueId: world.sales.id });
    expect(idsOf(await searchTab('Beltrana'))).toEqual([first.id, second.id].sort());
    const removed = await ctx.request('DELETE', `/api/tickets/${first.id}`, { token: world.admin.token });
    expect(removed.status).toBe(204);
    expect(idsOf(await searchTab('Beltrana'))).toEqual([second.id]);
  });

  it('answers a ticket listed on a contact it no longer belongs to only under its own contact', async () => {
    const [a, b] = [
      await w.contact(world.companyId, 'Sicrano Primeiro'),
      await w.contact(world.companyId, 'Sicrano Segundo'),
    ];
    const ticket = await w.ticket(world, { contactId: a.id, queueId: world.sales.id, status: 'closed' });
    await searchTab('Sicrano');
    // A stale entry (a hand-over that raced the list's completion): b's list names a's ticket.
    await ctx.deps.table.update(keys.contactTicketList(world.companyId, b.id), {
      UpdateExpression: 'SET complete = :yes ADD ticketIds :ids',
      ExpressionAttributeValues: { ':yes': true, ':ids': new Set([ticket.id]) },
    });
    expect(idsOf(await searchTab('Sicrano'))).toEqual([ticket.id]);
    expect(idsOf(await searchTab('Segundo'))).toEqual([]);
  });

  it('the backfill completes the ticket lists of contacts written before them, once', async () => {
    const contact = await w.contact(world.companyId, 'Antiga Cliente');
    const ticket = await w.ticket(world, { contactId: contact.id, queueId: world.sales.id, status: 'closed' });
    // As written before docs/decisions/028: no ticket list; the company's backfill not yet run.
    await ctx.deps.table.delete(keys.contactTicketList(world.companyId, contact.id));
    await ctx.deps.table.delete(keys.ticketListsBackfill(world.companyId));
    const list = () =>
      ctx.deps.table.get<{ pk: string; sk: string; ticketIds?: Set<string>; complete?: boolean }>(
        keys.contactTicketList(world.companyId, contact.id),
      );
    const first = await backfillSearchTokens(ctx.deps.table);
    expect(first.finished).toBe(true);
    expect(first.rewritten).toBeGreaterThanOrEqual(1);
    expect(await list()).toMatchObject({ complete: true, ticketIds: new Set([ticket.id]) });
    expect(await backfillSearchTokens(ctx.deps.table)).toEqual({ rewritten: 0, finished: true });
    await ctx.deps.table.delete(keys.ticketListsBackfill(world.companyId));
    expect(await backfillSearchTokens(ctx.deps.table)).toEqual({ rewritten: 0, finished: true });
    expect(idsOf(await searchTab('Antiga'))).toEqual([ticket.id]);
  });
});
