import { contactCreateItems, newContactRecord, type ContactRecord } from '../../functions/src/domain/contacts/repo.js';
import { recordTicketChange } from '../../functions/src/domain/dashboard/stats.js';
import {
  getTicketRecord,
  newTicketRecord,
  ticketCreateItems,
  ticketItem,
  type TicketRecord,
} from '../../functions/src/domain/tickets/repo.js';
import { ticketListAdd } from '../../functions/src/domain/tickets/contact-ticket-list.js';
import type { Ticket } from '../../functions/src/domain/tickets/schema.js';
import { transactGuarded } from '../../functions/src/platform/guarded-transact.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** Writes a ticket as the tickets domain creates it; a closed one no longer holds the open-ticket marker. */
export async function storeTicket(ctx: TestContext, record: TicketRecord): Promise<void> {
  const [marker, ...rest] = ticketCreateItems(ctx.deps.table, record);
  const items = [
    ...(record.status === 'closed' || !marker ? rest : [marker, ...rest]),
    ticketListAdd(ctx.deps.table, record),
  ];
  await transactGuarded(
    ctx.deps.table,
    items.map((item) => ({ item })),
  );
}

/** The ticket as it is stored now (or as given, when it is not stored). */
const currentTicket = async (ctx: TestContext, record: TicketRecord) =>
  (await getTicketRecord(ctx.deps.table, record.companyId, record.id)) ?? record;

/**
 * Tickets written as the tickets domain stores them, at the harness clock's time, each followed by the
 * dashboard counters like a ticket write through the API. For tests of the features around tickets (tags,
 * notes, dashboard) that must not depend on the tickets API's own rules.
 */
export function ticketFixtures(ctx: TestContext) {
  const now = () => ctx.clock.now().toISOString();

  async function openTicket(companyId: string, fields: Partial<TicketRecord> = {}): Promise<TicketRecord> {
    const ticket = newTicketRecord(
      { companyId, contactId: newId(), whatsappId: newId(), status: 'pending', ...fields },
      now(),
    );
    await storeTicket(ctx, ticket);
    await recordTicketChange(ctx.deps, undefined, ticket);
    return ticket;
  }

  /** Rewrites the ticket as it is stored now with the changes, one revision on. */
  async function changeTicket(ticket: TicketRecord, changes: Partial<TicketRecord>): Promise<TicketRecord> {
    const current = await currentTicket(ctx, ticket);
    const next = { ...current, ...changes, updatedAt: now(), rev: current.rev + 1 };
    await ctx.deps.table.transact([{ Put: { TableName: ctx.deps.table.name, Item: ticketItem(next) } }]);
    await recordTicketChange(ctx.deps, current, next);
    return next;
  }

  const accept = (ticket: TicketRecord, userId: string) =>
    changeTicket(ticket, { status: 'open', userId, acceptedAt: ticket.acceptedAt ?? now() });
  const close = (ticket: TicketRecord) => changeTicket(ticket, { status: 'closed', closedAt: now() });

  return { openTicket, changeTicket, accept, close };
}

/**
 * A company for the tickets API tests: an admin, a default connection, two queues (Vendas, Suporte), agents
 * per queue, contacts, and tickets written as the inbound pipeline leaves them (pending, in a queue).
 */
export function ticketWorld(ctx: TestContext) {
  const fx = adminFixtures(ctx);
  let clockStep = 0;
  /** Distinct, increasing times for tickets written in a test, starting from the harness clock. */
  const nextTime = () => new Date(ctx.clock.now().getTime() - 3_600_000 + ++clockStep * 1000).toISOString();

  /** `connection`: fields of the default connection, e.g. a status other than CONNECTED. */
  async function company(options: { connection?: Record<string, unknown> } = {}) {
    const seeded = await ctx.seedCompany();
    const connection = await fx.putConnection(seeded.companyId, {
      name: 'Principal',
      isDefault: true,
      ...options.connection,
    });
    const sales = await fx.createQueue(seeded.admin.token, { name: 'Vendas' });
    const support = await fx.createQueue(seeded.admin.token, { name: 'Suporte' });
    return { ...seeded, connection, sales, support, companyId: seeded.companyId as string };
  }
  type World = Awaited<ReturnType<typeof company>>;

  async function agent(world: World, queueIds: string[], fields: Record<string, unknown> = {}) {
    const user = await fx.createAgent(world.admin.token, { queueIds, ...fields });
    return { id: user.id as string, name: user.name as string, token: user.token, profile: 'user' };
  }

  async function contact(companyId: string, name = `Cliente ${newId().slice(-6)}`): Promise<ContactRecord> {
    const number = `55${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 1000)}`;
    const record = newContactRecord(companyId, { name, number }, ctx.clock.now().toISOString());
    await ctx.deps.table.transact(contactCreateItems(ctx.deps.table, record));
    return record;
  }

  /** A ticket as a customer message opens it (pending, no user), in the queue given, at a new time. */
  async function ticket(world: World, fields: Partial<TicketRecord> = {}): Promise<TicketRecord> {
    const at = fields.updatedAt ?? nextTime();
    const contactId = fields.contactId ?? (await contact(world.companyId)).id;
    const record = newTicketRecord(
      {
        companyId: world.companyId,
        contactId,
        whatsappId: world.connection.id as string,
        status: 'pending',
        createdAt: at,
        ...fields,
      },
      at,
    );
    await storeTicket(ctx, record);
    return record;
  }

  /** Overwrites stored ticket fields the API does not set (unread count, tags, times). */
  async function patch(record: TicketRecord, changes: Partial<TicketRecord>) {
    const next = { ...(await currentTicket(ctx, record)), ...changes };
    await ctx.deps.table.put({ ...ticketItem(next) });
    for (const tagId of changes.tagIds ?? []) {
      await ctx.deps.table.put({
        ...keys.taggedTicket(record.companyId, tagId, record.id),
        tagId,
        ticketId: record.id,
      });
    }
    return next;
  }

  /** A ticket, or the error answer (`error`, `message`, `details`). */
  type Answer = Ticket & { error?: string; message?: string; details?: unknown };
  const get = (token: string, id: string) => ctx.request<Answer>('GET', `/api/tickets/${id}`, { token });
  const put = (token: string, id: string, body: unknown) =>
    ctx.request<Answer>('PUT', `/api/tickets/${id}`, { token, body });

  return { fx, company, agent, contact, ticket, patch, get, put, nextTime };
}

export type TicketWorld = Awaited<ReturnType<ReturnType<typeof ticketWorld>['company']>>;
