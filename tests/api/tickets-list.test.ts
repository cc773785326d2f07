import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { TicketPage } from '../../functions/src/domain/tickets/schema.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketWorld } from './ticket-fixtures.js';

let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = ticketWorld(ctx);
});

const list = (token: string, query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return ctx.request<TicketPage>('GET', `/api/tickets?${params}`, { token });
};
const ids = (page: { body: TicketPage }) => page.body.tickets.map((ticket) => ticket.id);
const newestFirst = (...records: TicketRecord[]) =>
  [...records].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((record) => record.id);

/**
 * Vendas and Suporte, an agent of each, and tickets of every kind: pending per queue and without one, open
 * for each agent, closed for the seller.
 */
async function scene() {
  const world = await w.company();
  const seller = await w.agent(world, [world.sales.id]);
  const helper = await w.agent(world, [world.support.id]);
  const t = {
    salesPending: await w.ticket(world, { queueId: world.sales.id }),
    supportPending: await w.ticket(world, { queueId: world.support.id }),
    noQueuePending: await w.ticket(world),
    sellerOpen: await w.ticket(world, { queueId: world.sales.id, status: 'open', userId: seller.id }),
    helperOpen: await w.ticket(world, { queueId: world.support.id, status: 'open', userId: helper.id }),
    sellerClosed: await w.ticket(world, { queueId: world.sales.id, status: 'closed', userId: seller.id }),
    helperClosed: await w.ticket(world, { queueId: world.support.id, status: 'closed', userId: helper.id }),
  };
  return { world, seller, helper, admin: world.admin, t };
}

describe('the agent’s lists', () => {
  it('open: only the tickets assigned to them, with the count', async () => {
    const { seller, t } = await scene();

    const page = await list(seller.token, { status: 'open' });

    expect(page.status).toBe(200);
    expect(ids(page)).toEqual([t.sellerOpen.id]);
    expect(page.body).toMatchObject({ count: 1, hasMore: false });
  });

  it('pending: the pending tickets of their queues and of no queue, never of other queues', async () => {
    const { seller, helper, t } = await scene();

    const sellers = await list(seller.token, { status: 'pending' });
    const helpers = await list(helper.token, { status: 'pending' });

    expect(ids(sellers)).toEqual(newestFirst(t.salesPending, t.noQueuePending));
    expect(sellers.body.count).toBe(2);
    expect(ids(helpers)).toEqual(newestFirst(t.supportPending, t.noQueuePending));
  });

  it('closed: their own closed tickets, without a count', async () => {
    const { seller, t } = await scene();

    const page = await list(seller.token, { status: 'closed' });

    expect(ids(page)).toEqual([t.sellerClosed.id]);
    expect(page.body.count).toBeUndefined();
  });

  it('narrows to the queues selected, and never widens beyond their own (showAll is for admins)', async () => {
    const { world, seller, t } = await scene();

    const none = await list(seller.token, { status: 'pending', queueIds: [] });
    expect(ids(none)).toEqual([t.noQueuePending.id]);
    const widened = await list(seller.token, {
      status: 'pending',
      queueIds: [world.sales.id, world.support.id],
      showAll: 'true',
    });
    expect(ids(widened)).toEqual(newestFirst(t.salesPending, t.noQueuePending));
  });

  it('without a status (search tab): pending of their queues and everything of theirs', async () => {
    const { seller, t } = await scene();

    const page = await list(seller.token);

    expect(ids(page)).toEqual(newestFirst(t.salesPending, t.noQueuePending, t.sellerOpen, t.sellerClosed));
    expect(page.body.count).toBeUndefined();
  });
});

describe('the admin’s lists', () => {
  it('show-all gives every ticket of the status in the selected queues', async () => {
    const { world, admin, t } = await scene();

    const all = await list(admin.token, { status: 'open', showAll: 'true' });
    expect(ids(all)).toEqual(newestFirst(t.sellerOpen, t.helperOpen));
    expect(all.body.count).toBe(2);

    const support = await list(admin.token, { status: 'closed', showAll: true, queueIds: [world.support.id] });
    expect(ids(support)).toEqual([t.helperClosed.id]);
  });

  it('without show-all, only their own and the pending ones', async () => {
    const { admin, t } = await scene();

    expect(ids(await list(admin.token, { status: 'open' }))).toEqual([]);
    expect(ids(await list(admin.token, { status: 'pending' }))).toEqual(
      newestFirst(t.salesPending, t.supportPending, t.noQueuePending),
    );
  });

  it('filters by users', async () => {
    const { helper, admin, t } = await scene();

    const page = await list(admin.token, { users: [helper.id], showAll: 'true' });
    expect(ids(page)).toEqual(newestFirst(t.helperOpen, t.helperClosed));
    expect(ids(await list(admin.token, { users: [helper.id], status: 'closed' }))).toEqual([t.helperClosed.id]);
  });
});

describe('filters', () => {
  it('withUnreadMessages keeps the tickets with unread messages, and the count follows', async () => {
    const { seller, t } = await scene();
    await w.patch(t.salesPending, { unreadMessages: 3 });

    const page = await list(seller.token, { status: 'pending', withUnreadMessages: 'true' });

    expect(ids(page)).toEqual([t.salesPending.id]);
    expect(page.body.tickets[0]?.unreadMessages).toBe(3);
    expect(page.body.count).toBe(1);
  });

  it('tags keeps the tickets carrying every tag sent, with the tags joined', async () => {
    const { world, admin, seller, t } = await scene();
    const tag = async (name: string) => {
      const id = `tag-${name}`;
      await ctx.deps.table.put({
        ...keys.tag(world.companyId, id),
        gsi1pk: keys.tagsIndex(world.companyId),
        gsi1sk: name,
        id,
        name,
        color: '#ff0000',
      });
      return id;
    };
    const vip = await tag('vip');
    const late = await tag('late');
    await w.patch(t.salesPending, { tagIds: [vip, late] });
    await w.patch(t.supportPending, { tagIds: [vip] });

    const both = await list(admin.token, { tags: [vip, late], showAll: 'true' });
    expect(ids(both)).toEqual([t.salesPending.id]);
    expect(both.body.tickets[0]?.tags).toEqual([
      { id: vip, name: 'vip', color: '#ff0000' },
      { id: late, name: 'late', color: '#ff0000' },
    ]);
    expect(ids(await list(admin.token, { tags: [vip], showAll: 'true' }))).toEqual(
      newestFirst(t.salesPending, t.supportPending),
    );
    expect(ids(await list(seller.token, { tags: [vip] }))).toEqual([t.salesPending.id]);
  });

  it('searchParam finds the tickets of contacts whose name words or number start with the text', async () => {
    const { world, seller, admin } = await scene();
    const joana = await w.contact(world.companyId, 'Joana Araújo');
    const jose = await w.contact(world.companyId, 'José Lima');
    const first = await w.ticket(world, {
      contactId: joana.id,
      queueId: world.sales.id,
      status: 'closed',
      userId: seller.id,
    });
    const second = await w.ticket(world, { contactId: joana.id, queueId: world.sales.id });
    const hidden = await w.ticket(world, { contactId: jose.id, queueId: world.support.id });

    expect(ids(await list(seller.token, { searchParam: 'araujo' }))).toEqual([second.id, first.id]);
    expect(ids(await list(seller.token, { searchParam: 'Joana Ara' }))).toEqual([second.id, first.id]);
    expect(ids(await list(seller.token, { searchParam: joana.number.slice(0, 10) }))).toEqual([second.id, first.id]);
    expect(ids(await list(seller.token, { searchParam: 'jose' }))).toEqual([]);
    expect(ids(await list(admin.token, { searchParam: 'JOSÉ', showAll: 'true' }))).toEqual([hidden.id]);
  });

  it('date and updatedAt keep the tickets created or updated on that day (São Paulo time)', async () => {
    const { world, admin } = await scene();
    // 02:30 UTC on the 11th is still the 10th in São Paulo (UTC-3).
    const lateOnTenth = await w.ticket(world, {
      createdAt: '2024-05-10T12:00:00.000Z',
      updatedAt: '2024-05-11T02:30:00.000Z',
    });
    const onEleventh = await w.ticket(world, {
      createdAt: '2024-05-11T12:00:00.000Z',
      updatedAt: '2024-05-11T12:00:00.000Z',
    });

    expect(ids(await list(admin.token, { updatedAt: '2024-05-10', status: 'pending' }))).toEqual([lateOnTenth.id]);
    expect(ids(await list(admin.token, { updatedAt: '2024-05-11', status: 'pending' }))).toEqual([onEleventh.id]);
    expect(ids(await list(admin.token, { date: '2024-05-10', status: 'pending' }))).toEqual([lateOnTenth.id]);
    expect((await list(admin.token, { date: '2024-05-10', status: 'pending' })).body.count).toBe(1);
  });

  it('refuses a cursor it did not make', async () => {
    const { admin } = await scene();

    const res = await list(admin.token, { cursor: 'not-a-cursor' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION' });
  });
});

describe('paging', () => {
  it('walks a list across queues page by page without duplicates or gaps', async () => {
    const { world, seller } = await scene();
    const created: TicketRecord[] = [];
    for (let i = 0; i < 23; i++) {
      created.push(await w.ticket(world, { queueId: i % 3 === 0 ? null : world.sales.id }));
    }
    const expected = newestFirst(...created);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(seller.token, { status: 'pending', limit: '10', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      expect(page.body.count).toBe(25);
      seen.push(...ids(page));
      cursor = page.body.hasMore ? page.body.cursor : undefined;
      pages += 1;
    } while (cursor && pages < 10);

    // The scene's own two pending tickets are older than these.
    expect(seen.slice(0, 23)).toEqual(expected);
    expect(new Set(seen).size).toBe(25);
    expect(pages).toBe(3);
  });

  it('pages a search by contacts', async () => {
    const { world, admin } = await scene();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const contact = await w.contact(world.companyId, `Paginado ${i}`);
      made.push((await w.ticket(world, { contactId: contact.id, queueId: world.sales.id })).id);
    }

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await list(admin.token, {
        searchParam: 'paginado',
        showAll: 'true',
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...ids(page));
      if (!page.body.hasMore) break;
      cursor = page.body.cursor;
    }

    expect([...seen].sort()).toEqual([...made].sort());
  });
});
