import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findContactIdByLid, findContactIdByNumber } from '../../functions/src/domain/contacts/repo.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { findOpenTicketId, getTicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { InboundEvent, InboundMessage } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { crashingAt, useInboundWorld } from './inbound-fixtures.js';
import { eventsOn } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

const world = useInboundWorld();
let tickets: ReturnType<typeof ticketFixtures>;
let n = 0;

beforeAll(() => {
  tickets = ticketFixtures(world.ctx);
});

/** A fresh customer: a phone number and the LID WhatsApp gives the same person. */
function customer() {
  n += 1;
  return { phone: `55119${String(70000000 + n)}`, lid: `${String(100000000000000 + n)}` };
}

const run = (event: InboundEvent, deps: Deps = world.ctx.deps) =>
  createIngest(deps)({ companyId: world.company.companyId, connectionId: world.connectionId, event });
const fromLid = (id: string, lid: string, body: string, extra: Partial<InboundMessage> = {}) =>
  world.fx.customerMessage({ id, chatId: `lid:${lid}`, body, ...extra });
const fromPhone = (id: string, phone: string, body: string, extra: Partial<InboundMessage> = {}) =>
  world.fx.customerMessage({ id, chatId: phone, body, ...extra });
const mapping = (c: { phone: string; lid: string }): InboundEvent => ({
  type: 'lidMapping',
  id: `lid#${c.lid}`,
  chatId: c.phone,
  lid: c.lid,
  timestamp: world.ctx.clock.now().getTime(),
});

const get = async (path: string) => world.ctx.request('GET', path, { token: world.token });

async function acceptTicket(ticketId: string | undefined) {
  const record = await getTicketRecord(world.ctx.deps.table, world.company.companyId, ticketId ?? '');
  if (!record) throw new Error(`no ticket ${ticketId}`);
  await tickets.accept(record, world.company.userId);
}

/** What an agent sees of the customer: the one contact, its open ticket and that conversation, through the API. */
async function merged(c: { phone: string; lid: string }) {
  const contactId = await findContactIdByNumber(world.ctx.deps.table, world.company.companyId, c.phone);
  expect(contactId).toBeDefined();
  expect(await findContactIdByLid(world.ctx.deps.table, world.company.companyId, c.lid)).toBe(contactId);
  const contact = (await get(`/api/contacts/${contactId}`)).body;
  const ticketId = await findOpenTicketId(
    world.ctx.deps.table,
    world.company.companyId,
    contactId ?? '',
    world.connectionId,
  );
  const ticket = (await get(`/api/tickets/${ticketId}`)).body;
  const page = await world.fx.page(world.token, ticketId ?? '');
  const bodies = page.messages.map((m) => m.body).sort();
  return { contact, ticket, bodies };
}

/** The contacts listed for a search, through the API. */
const listed = async (search: string) =>
  (await get(`/api/contacts?searchParam=${search}`)).body.contacts as { id: string }[];

describe('a customer known only by a LID', () => {
  it('number hidden: becomes a contact with no phone number, its LID kept apart, and never collides with another', async () => {
    const [a, b] = [customer(), customer()];
    await run(fromLid('H1', a.lid, 'oi', { senderName: 'Lia' }));
    await run(fromLid('H2', b.lid, 'olá'));
    const id = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, a.lid);
    const contact = (await get(`/api/contacts/${id}`)).body;
    expect(contact).toMatchObject({ name: 'Lia', number: '', lid: a.lid, isGroup: false });
    expect(await findContactIdByNumber(world.ctx.deps.table, world.company.companyId, a.lid)).toBeUndefined();
    const other = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, b.lid);
    expect(other).toBeDefined();
    expect(other).not.toBe(id);
    expect((await get(`/api/contacts/${other}`)).body).toMatchObject({ name: b.lid, number: '' });
    const csv = (
      await world.ctx.app.request('/api/contacts/export', { headers: { authorization: `Bearer ${world.token}` } })
    ).text();
    expect(await csv).toContain('Lia;;');
    expect((await listed('lia')).map((c) => c.id)).toEqual([id]);
  });

  it('lid-only contact replies go to the lid, never to its digits as a phone number', async () => {
    const c = customer();
    await run(fromLid('R1', c.lid, 'oi'));
    const contactId = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, c.lid);
    const ticketId = await findOpenTicketId(
      world.ctx.deps.table,
      world.company.companyId,
      contactId ?? '',
      world.connectionId,
    );
    await acceptTicket(ticketId);
    const sends = vi.spyOn(world.ctx.deps.jobs, 'send');
    const res = await world.ctx.request('POST', `/api/messages/${ticketId}`, {
      token: world.token,
      body: { body: 'Como posso ajudar?' },
    });
    expect(res.status).toBe(201);
    const commands = sends.mock.calls.map(([, body]) => body as SessionCommand).filter((cmd) => cmd.type === 'send');
    sends.mockRestore();
    expect(commands.map((cmd) => 'chatId' in cmd && cmd.chatId)).toEqual([`lid:${c.lid}`]);
  });

  it('lid-only contact: an agent renames it through the edit form, its number staying hidden', async () => {
    const c = customer();
    await run(fromLid('E1', c.lid, 'oi', { senderName: 'Lia' }));
    const id = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, c.lid);
    // What the contact modal sends: every field, the hidden number as ''.
    const edit = { name: 'Lia Souza', number: '', email: 'lia@example.com', extraInfo: [] };
    const res = await world.ctx.request('PUT', `/api/contacts/${id}`, { token: world.token, body: edit });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Lia Souza', number: '', lid: c.lid, email: 'lia@example.com' });
    expect((await get(`/api/contacts/${id}`)).body).toMatchObject({ name: 'Lia Souza', number: '', lid: c.lid });
  });

  it('a phone contact cannot have its number emptied: it stays and the edit is refused', async () => {
    const c = customer();
    await run(fromPhone('E2', c.phone, 'oi'));
    const id = await findContactIdByNumber(world.ctx.deps.table, world.company.companyId, c.phone);
    const res = await world.ctx.request('PUT', `/api/contacts/${id}`, {
      token: world.token,
      body: { name: 'Ana', number: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', details: { fieldErrors: { number: ['Required'] } } });
    expect((await get(`/api/contacts/${id}`)).body).toMatchObject({ number: c.phone });
  });
});

describe('lid merge', () => {
  it('lid merge, LID first then phone: the LID-only contact takes the number and keeps its ticket', async () => {
    const c = customer();
    await run(fromLid('A1', c.lid, 'primeira', { senderName: 'Rui' }));
    const lidContact = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, c.lid);
    await run(mapping(c));
    await run(fromPhone('A2', c.phone, 'segunda', { lid: c.lid }));
    const { contact, ticket, bodies } = await merged(c);
    expect(contact).toMatchObject({ id: lidContact, name: 'Rui', number: c.phone, lid: c.lid });
    expect(ticket).toMatchObject({ status: 'pending', unreadMessages: 2 });
    expect(bodies).toEqual(['primeira', 'segunda']);
  });

  it('lid merge, phone first then LID: the phone contact absorbs the LID-only one and its ticket', async () => {
    const c = customer();
    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    await run(fromPhone('B1', c.phone, 'pelo número', { senderName: 'Ana' }));
    await run(fromLid('B2', c.lid, 'pelo lid'));
    const phoneContact = await findContactIdByNumber(world.ctx.deps.table, world.company.companyId, c.phone);
    const lidContact = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, c.lid);
    const lidTicket = await findOpenTicketId(
      world.ctx.deps.table,
      world.company.companyId,
      lidContact ?? '',
      world.connectionId,
    );
    expect(lidContact).not.toBe(phoneContact);

    await run(mapping(c));

    const { contact, ticket, bodies } = await merged(c);
    expect(contact).toMatchObject({ id: phoneContact, name: 'Ana', number: c.phone, lid: c.lid });
    expect(bodies).toEqual(['pelo lid', 'pelo número']);
    expect((await get(`/api/contacts/${lidContact}`)).status).toBe(404);
    // Both pending: the older ticket (the phone's) is kept and the LID's is closed.
    expect((await get(`/api/tickets/${lidTicket}`)).body).toMatchObject({ status: 'closed', contactId: phoneContact });
    expect(ticket.id).not.toBe(lidTicket);
    await run(fromLid('B3', c.lid, 'de novo pelo lid'));
    expect((await merged(c)).bodies).toEqual(['de novo pelo lid', 'pelo lid', 'pelo número']);

    const on = (name: string) => eventsOn(socket.received, `company-${world.company.companyId}-${name}`)();
    await vi.waitFor(() => expect(on('contact')).toContainEqual({ action: 'delete', contactId: lidContact }));
    expect(on('contact')).toContainEqual({
      action: 'update',
      contact: expect.objectContaining({ id: phoneContact, lid: c.lid }),
    });
    expect(on('ticket')).toContainEqual(
      expect.objectContaining({
        action: 'update',
        ticket: expect.objectContaining({ id: lidTicket, status: 'closed' }),
      }),
    );
    expect(on('appMessage')).toContainEqual(
      expect.objectContaining({ action: 'create', message: expect.objectContaining({ body: 'pelo lid' }) }),
    );
  });

  it('lid merge keeps the ticket an agent accepted and closes the pending one', async () => {
    const c = customer();
    await run(fromPhone('K1', c.phone, 'número'));
    await run(fromLid('K2', c.lid, 'lid'));
    const lidContact = await findContactIdByLid(world.ctx.deps.table, world.company.companyId, c.lid);
    const lidTicketId = await findOpenTicketId(
      world.ctx.deps.table,
      world.company.companyId,
      lidContact ?? '',
      world.connectionId,
    );
    await acceptTicket(lidTicketId);

    await run(fromPhone('K3', c.phone, 'com os dois', { lid: c.lid }));

    const { ticket, bodies } = await merged(c);
    expect(ticket).toMatchObject({ id: lidTicketId, status: 'open' });
    expect(bodies).toEqual(['com os dois', 'lid', 'número']);
  });

  it('lid merge, both at once: concurrent jobs in the LID and phone groups end as one contact, ticket and chat', async () => {
    const c = customer();
    await run(fromLid('C0', c.lid, 'antes'));
    await Promise.all([
      run(fromLid('C1', c.lid, 'lid 1')),
      run(fromPhone('C2', c.phone, 'número 1', { lid: c.lid })),
      run(mapping(c)),
      run(fromLid('C3', c.lid, 'lid 2')),
      run(fromPhone('C4', c.phone, 'número 2')),
      run(mapping(c)),
    ]);
    const { bodies } = await merged(c);
    expect(bodies).toEqual(['antes', 'lid 1', 'lid 2', 'número 1', 'número 2']);
  });

  it('lid merge replayed: a mapping delivered again, or both ways at once, duplicates nothing', async () => {
    const c = customer();
    await run(fromPhone('D1', c.phone, 'número'));
    await run(fromLid('D2', c.lid, 'lid'));
    await Promise.all([run(mapping(c)), run(mapping(c))]);
    await world.ctx.jobs.send(
      'inbound',
      { companyId: world.company.companyId, connectionId: world.connectionId, event: mapping(c) },
      {
        groupId: `${world.connectionId}#${c.phone}`,
        dedupeId: `replay-${c.lid}`,
      },
    );
    await world.ctx.jobs.drain('inbound');
    await run(fromPhone('D1', c.phone, 'número', { lid: c.lid }));
    const { bodies, ticket } = await merged(c);
    expect(bodies).toEqual(['lid', 'número']);
    expect(ticket.status).toBe('pending');
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'lid merge stopped at write %i ends in the same state when the job runs again',
    async (at) => {
      const c = customer();
      await run(fromPhone('E1', c.phone, 'número'));
      await run(fromLid('E2', c.lid, 'lid'));
      await run(fromLid('E3', c.lid, 'lid de novo'));
      await run(mapping(c), crashingAt(world.ctx.deps, at)).catch((error: Error) =>
        expect(error.message).toBe('crash'),
      );
      await run(mapping(c));
      await run(mapping(c));
      const { bodies } = await merged(c);
      expect(bodies).toEqual(['lid', 'lid de novo', 'número']);
    },
  );
});
