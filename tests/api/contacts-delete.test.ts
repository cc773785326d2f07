import { beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../functions/src/domain/contacts/schema.js';
import { messageCreateItems, newMessageRecord, providerLinkItem } from '../../functions/src/domain/messages/repo.js';
import { putTicketNote } from '../../functions/src/domain/ticket-notes/repo.js';
import { newTicketRecord, type TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { Key } from '../../functions/src/platform/table.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { storeTicket } from './ticket-fixtures.js';

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

/** A contact with a closed ticket on one connection and an open, tagged, annotated one on another. */
async function contactWithHistory(company: Company, number: string) {
  const contact = (
    await ctx.request<Contact>('POST', '/api/contacts', {
      token: company.admin.token,
      body: { name: `Cliente ${number.slice(-4)}`, number },
    })
  ).body;
  const connections = [
    await fx.putConnection(company.companyId, { status: 'DISCONNECTED', isDefault: true }),
    await fx.putConnection(company.companyId, { status: 'DISCONNECTED' }),
  ];
  const now = ctx.clock.now().toISOString();
  const base = { companyId: company.companyId, contactId: contact.id };
  const closed = newTicketRecord({ ...base, whatsappId: connections[0]!.id, status: 'closed' }, now);
  const open = newTicketRecord({ ...base, whatsappId: connections[1]!.id, status: 'pending', tagIds: ['tag-1'] }, now);
  await storeTicket(ctx, closed);
  await storeTicket(ctx, open);
  const table = ctx.deps.table;
  await table.put({ ...keys.taggedTicket(company.companyId, 'tag-1', open.id), ticketId: open.id });
  await putTicketNote(table, {
    id: newId(),
    ...base,
    ticketId: open.id,
    note: 'Ligar amanhã',
    userId: company.userId,
    createdAt: now,
  });
  const messages = [await storeMessage(closed, 'p-1'), await storeMessage(open, 'p-2', 'media/photo.jpg')];
  await ctx.deps.blobs.put('media/photo.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
  return { contact, tickets: [closed, open], messages };
}

async function storeMessage(ticket: TicketRecord, providerId: string, blobKey: string | null = null) {
  const record = newMessageRecord(
    ticket,
    {
      body: 'Olá',
      fromMe: false,
      mediaType: blobKey ? 'image' : 'chat',
      blobKey,
      mimetype: blobKey ? 'image/jpeg' : null,
      providerId,
    },
    ctx.clock.now(),
  );
  const table = ctx.deps.table;
  await table.transact([...messageCreateItems(table, record), providerLinkItem(table, providerId, record)]);
  return record;
}

/** Every stored item that belongs to the contact's history. */
function historyKeys(seeded: Awaited<ReturnType<typeof contactWithHistory>>): Key[] {
  const { contact, tickets, messages } = seeded;
  const companyId = tickets[0]!.companyId;
  return [
    keys.contact(companyId, contact.id),
    keys.contactNumber(companyId, contact.number),
    ...tickets.flatMap((ticket) => [
      keys.ticket(companyId, ticket.id),
      keys.contactTicket(companyId, contact.id, ticket.id),
    ]),
    keys.openTicket(companyId, contact.id, tickets[1]!.whatsappId),
    keys.taggedTicket(companyId, 'tag-1', tickets[1]!.id),
    ...messages.flatMap((message) => [
      keys.chatMessage(companyId, contact.id, message.connectionId, message.timestamp, message.id),
      keys.messageRef(companyId, message.id),
      keys.providerMessage(companyId, message.connectionId, message.providerId!),
    ]),
  ];
}

async function stored(itemKeys: Key[]) {
  return (await Promise.all(itemKeys.map((key) => ctx.deps.table.get(key)))).filter(Boolean).length;
}

async function partition(pk: string, index?: 'gsi1') {
  return (await ctx.deps.table.queryPartition(pk, { index })).items;
}

describe('deleting a contact', () => {
  it('is for admins only', async () => {
    const company = await ctx.seedCompany();
    const seeded = await contactWithHistory(company, '5531988880101');
    const agent = await fx.createAgent(company.admin.token);
    const res = await ctx.request('DELETE', `/api/contacts/${seeded.contact.id}`, { token: agent.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    expect(await stored(historyKeys(seeded))).toBe(historyKeys(seeded).length);
  });

  it('removes the contact with its tickets, markers, notes, conversations and media', async () => {
    const company = await ctx.seedCompany();
    const seeded = await contactWithHistory(company, '5531988880202');
    const survivor = await contactWithHistory(company, '5531988880303');
    const { contact, tickets } = seeded;
    expect(await stored(historyKeys(seeded))).toBe(historyKeys(seeded).length);

    const res = await ctx.request('DELETE', `/api/contacts/${contact.id}`, { token: company.admin.token });
    expect(res.status).toBe(204);

    expect(await stored(historyKeys(seeded))).toBe(0);
    expect(await partition(keys.contact(company.companyId, contact.id).pk)).toEqual([]);
    expect(await partition(keys.ticketNotesIndex(company.companyId, tickets[1]!.id), 'gsi1')).toEqual([]);
    for (const ticket of tickets)
      expect(await partition(keys.chat(company.companyId, contact.id, ticket.whatsappId))).toEqual([]);
    expect(await ctx.deps.blobs.get('media/photo.jpg')).toBeUndefined();
    const tokens = await partition(keys.contactSearch(company.companyId));
    expect(tokens.filter((item) => (item as { contactId?: string }).contactId === contact.id)).toEqual([]);

    expect(await stored(historyKeys(survivor))).toBe(historyKeys(survivor).length);
    expect((await ctx.request('GET', `/api/contacts/${contact.id}`, { token: company.admin.token })).status).toBe(404);
    const again = await ctx.request('DELETE', `/api/contacts/${contact.id}`, { token: company.admin.token });
    expect(again.status).toBe(404);
    const reused = await ctx.request('POST', '/api/contacts', {
      token: company.admin.token,
      body: { name: 'Número reaproveitado', number: contact.number },
    });
    expect(reused.status).toBe(201);
  });

  it('tells the company the contact and each of its tickets are gone', async () => {
    const company = await ctx.seedCompany();
    const seeded = await contactWithHistory(company, '5531988880404');
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    await ctx.request('DELETE', `/api/contacts/${seeded.contact.id}`, { token: company.admin.token });

    const received = socket.received();
    expect(received.filter((m) => m.event === `company-${company.companyId}-contact`)).toEqual([
      { event: `company-${company.companyId}-contact`, data: { action: 'delete', contactId: seeded.contact.id } },
    ]);
    const ticketEvents = received.filter((m) => m.event === `company-${company.companyId}-ticket`);
    expect(ticketEvents.map((m) => m.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      seeded.tickets
        .map((ticket) => ({ action: 'delete', ticketId: ticket.id }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  });
});
