import { contactCreateItems, newContactRecord, type ContactRecord } from '../../functions/src/domain/contacts/repo.js';
import {
  getTicketRecord,
  newTicketRecord,
  ticketCreateItems,
  ticketItem,
  type TicketRecord,
} from '../../functions/src/domain/tickets/repo.js';
import type { Ticket } from '../../functions/src/domain/tickets/schema.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/**
 * A company for the tickets API tests: an admin, a default connection, two queues (Vendas, Suporte), agents
 * per queue, contacts, and tickets written as the inbound pipeline leaves them (pending, in a queue).
 */
export function ticketWorld(ctx: TestContext) {
  const fx = adminFixtures(ctx);
  let clockStep = 0;
  /** Distinct, increasing times for tickets written in a test, starting from the harness clock. */
  const nextTime = () => new Date(ctx.clock.now().getTime() - 3_600_000 + ++clockStep * 1000).toISOString();

  async function company() {
    const seeded = await ctx.seedCompany();
    const connection = await fx.putConnection(seeded.companyId, { name: 'Principal', isDefault: true });
    const sales = await fx.createQueue(seeded.admin.token, { name: 'Vendas' });
    const support = await fx.createQueue(seeded.admin.token, { name: 'Suporte' });
    return { ...seeded, connection, sales, support, companyId: seeded.companyId as string };
  }
  type World = Awaited<ReturnType<typeof company>>;

  async function agent(world: World, queueIds: string[], fields: Record<string, unknown> = {}) {
    const user = await fx.createUser(world.admin.token, { queueIds, ...fields });
    const session = await ctx.login(user.email, user.password);
    return { id: user.id as string, name: user.name as string, token: session.token, profile: 'user' };
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
    // A closed ticket no longer holds the contact's open-ticket marker (the first write).
    const [marker, ...rest] = ticketCreateItems(ctx.deps.table, record);
    await ctx.deps.table.transact(record.status === 'closed' || !marker ? rest : [marker, ...rest]);
    return record;
  }

  /** Overwrites stored ticket fields the API does not set (unread count, tags, times). */
  async function patch(record: TicketRecord, changes: Partial<TicketRecord>) {
    const current = (await getTicketRecord(ctx.deps.table, record.companyId, record.id)) ?? record;
    const next = { ...current, ...changes };
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
