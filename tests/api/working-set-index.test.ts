import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ticketMessageUpdate, type TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { TicketPage } from '../../functions/src/domain/tickets/schema.js';
import { backfillWorkingSet } from '../../functions/src/domain/tickets/working-set-backfill.js';
import { LOCAL_CREDENTIALS, startDynamoDbLocal } from '../../functions/src/local/dynamodb-local.js';
import { ensureTable } from '../../functions/src/local/ensure-table.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';
import { tableDefinition } from '../../functions/src/platform/table-definition.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { coldLookups, requestsOf, tally } from './request-count.js';
import { ticketWorld, type TicketWorld } from './ticket-fixtures.js';

/**
 * The company's working-set index (docs/decisions/059): pending and open tickets by status on gsi3, so an admin's
 * lists over every queue read one partition. A ticket moves between its partitions as its status changes and
 * leaves when closed; companies (and tables) from before the index are brought up to it without a wrong list.
 */
let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
});

const list = (token: string, query: Record<string, string>) =>
  ctx.request<TicketPage>('GET', `/api/tickets?${new URLSearchParams(query)}`, { token });
const ids = (page: { body: TicketPage }) => page.body.tickets.map((ticket) => ticket.id).sort();
const stored = (ticket: TicketRecord) =>
  ctx.deps.table.get<{ pk: string; sk: string } & Record<string, unknown>>(keys.ticket(ticket.companyId, ticket.id));

/** The partitions an admin's list read, as `index:pk` (queries only). */
async function partitionsRead(world: TicketWorld, status: string) {
  coldLookups(ctx, world.companyId);
  let page: Awaited<ReturnType<typeof list>> | undefined;
  const requests = await requestsOf(ctx, async () => {
    page = await list(world.admin.token, { status, showAll: 'true' });
  });
  const queried = requests.filter((request) => request.command === 'QueryCommand').map((r) => r.partition);
  return { page: page as Awaited<ReturnType<typeof list>>, queried, calls: tally(requests) };
}

describe('a ticket in the working set', () => {
  it('moves from pending to open when accepted and leaves it when closed, as the admin lists show', async () => {
    const world = await w.company();
    const agent = await w.agent(world, [world.sales.id]);
    const inSales = await w.ticket(world, { queueId: world.sales.id });
    const noQueue = await w.ticket(world, {});
    const admin = world.admin.token;

    expect(ids(await list(admin, { status: 'pending', showAll: 'true' }))).toEqual([inSales.id, noQueue.id].sort());
    expect(await stored(inSales)).toMatchObject({ gsi3pk: keys.ticketsByCompany(world.companyId, 'pending') });

    const accepted = await w.put(agent.token, inSales.id, { status: 'open', userId: agent.id });
    expect(accepted.status).toBe(200);
    expect(ids(await list(admin, { status: 'pending', showAll: 'true' }))).toEqual([noQueue.id]);
    const open = await list(admin, { status: 'open', showAll: 'true' });
    expect(ids(open)).toEqual([inSales.id]);
    expect(open.body.count).toBe(1);
    expect(await stored(inSales)).toMatchObject({ gsi3pk: keys.ticketsByCompany(world.companyId, 'open') });

    const closed = await w.put(agent.token, inSales.id, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(ids(await list(admin, { status: 'open', showAll: 'true' }))).toEqual([]);
    const item = await stored(inSales);
    expect(item).not.toHaveProperty('gsi3pk');
    expect(item).not.toHaveProperty('gsi3sk');
    // Closed lists still merge the queues' partitions, and find it.
    expect(ids(await list(admin, { status: 'closed', showAll: 'true' }))).toEqual([inSales.id]);
  });

  it('moves up its partition when a message arrives', async () => {
    const world = await w.company();
    const older = await w.ticket(world, {});
    const newer = await w.ticket(world, {});
    const first = await list(world.admin.token, { status: 'pending', showAll: 'true' });
    expect(first.body.tickets.map((ticket) => ticket.id)).toEqual([newer.id, older.id]);

    // The ticket's part of a message write, as the inbound and send paths put it in their transactions.
    const at = new Date(Date.parse(newer.updatedAt) + 1000).toISOString();
    await ctx.deps.table.transact([
      ticketMessageUpdate(ctx.deps.table, older, { lastMessage: 'Olá', at, unread: true }),
    ]);
    const after = await list(world.admin.token, { status: 'pending', showAll: 'true' });
    expect(after.body.tickets.map((ticket) => ticket.id)).toEqual([older.id, newer.id]);
    const item = await stored(older);
    expect(item?.gsi3sk).toBe(item?.gsi1sk);
  });
});

describe('a company from before the working-set index', () => {
  it('lists by queue until the backfill indexes its live tickets, then reads the one partition', async () => {
    const world = await w.company();
    const agent = await w.agent(world, [world.support.id]);
    const pending = [await w.ticket(world, { queueId: world.sales.id }), await w.ticket(world, {})];
    const open = await w.ticket(world, { queueId: world.support.id, status: 'open', userId: agent.id });
    const closed = await w.ticket(world, { queueId: world.sales.id, status: 'closed', userId: agent.id });
    // As the code before the index left them: no working-set keys, the company not marked.
    for (const ticket of [...pending, open]) {
      await ctx.deps.table.update(keys.ticket(world.companyId, ticket.id), {
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
      });
    }
    await ctx.deps.table.update(keys.company(world.companyId), { UpdateExpression: 'REMOVE workingSetIndexed' });

    const before = await partitionsRead(world, 'pending');
    expect(ids(before.page)).toEqual(pending.map((ticket) => ticket.id).sort());
    expect(before.queried).not.toContain(keys.ticketsByCompany(world.companyId, 'pending'));
    expect(before.queried).toContain(keys.ticketsByQueue(world.companyId, 'pending', null));

    const result = await backfillWorkingSet(ctx.deps.table);
    expect(result.finished).toBe(true);
    expect(result.companies).toBeGreaterThanOrEqual(1);
    for (const ticket of [...pending, open]) {
      expect(await stored(ticket)).toMatchObject({ gsi3pk: keys.ticketsByCompany(world.companyId, ticket.status) });
    }
    expect(await stored(closed)).not.toHaveProperty('gsi3pk');
    expect(await ctx.deps.table.get(keys.company(world.companyId))).toMatchObject({ workingSetIndexed: true });

    const after = await partitionsRead(world, 'pending');
    expect(ids(after.page)).toEqual(pending.map((ticket) => ticket.id).sort());
    expect(after.page.body.count).toBe(2);
    expect(after.queried).toContain(keys.ticketsByCompany(world.companyId, 'pending'));
    expect(after.queried).not.toContain(keys.ticketsByQueue(world.companyId, 'pending', null));
    expect(ids((await partitionsRead(world, 'open')).page)).toEqual([open.id]);

    // Run again, it finds nothing to do for this company.
    const again = await backfillWorkingSet(ctx.deps.table);
    expect(again.indexed).toBe(0);
  });

  it('does not index a ticket that changed after it was read: its writer wrote its keys', async () => {
    const world = await w.company();
    const ticket = await w.ticket(world, {});
    await ctx.deps.table.update(keys.ticket(world.companyId, ticket.id), {
      UpdateExpression: 'SET gsi3sk = :stale',
      ExpressionAttributeValues: { ':stale': `2000-01-01T00:00:00.000Z#${ticket.id}` },
    });
    await ctx.deps.table.update(keys.company(world.companyId), { UpdateExpression: 'REMOVE workingSetIndexed' });
    // A stale order (left by code from before the index during a rollout) is put right.
    await backfillWorkingSet(ctx.deps.table);
    const item = await stored(ticket);
    expect(item?.gsi3sk).toBe(item?.gsi1sk);
  });
});

describe('a table made before the working-set index', () => {
  // On a DynamoDB Local of its own: creating an index waits on whatever else the store is doing, and the shared one
  // is busy with every other test file (gate 55 saw it take over 30 s there; under a second here).
  it('gets the index when the server starts on it, and keeps it on the next start', { timeout: 120_000 }, async () => {
    const store = await startDynamoDbLocal();
    const client = new DynamoDBClient({ endpoint: store.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
    onTestFinished(async () => {
      client.destroy();
      await store.stop();
    });
    const name = `test-old-${newId()}`;
    const current = tableDefinition(name);
    await client.send(
      new CreateTableCommand({
        ...current,
        AttributeDefinitions: current.AttributeDefinitions?.filter((a) => !a.AttributeName?.startsWith('gsi3')),
        GlobalSecondaryIndexes: current.GlobalSecondaryIndexes?.filter((index) => index.IndexName !== 'gsi3'),
      }),
    );
    expect(await ensureTable(client, name)).toBe('upgraded');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const gsi3 = Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === 'gsi3');
    expect(gsi3?.IndexStatus).toBe('ACTIVE');
    expect(gsi3?.KeySchema).toEqual([
      { AttributeName: 'gsi3pk', KeyType: 'HASH' },
      { AttributeName: 'gsi3sk', KeyType: 'RANGE' },
    ]);
    expect(await ensureTable(client, name)).toBe('exists');
  });
});
