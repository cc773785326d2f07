import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertChatContact } from '../../functions/src/domain/contacts/chat-contact.js';
import { createContactImportWorker } from '../../functions/src/domain/contacts/import/worker.js';
import { mergeLid } from '../../functions/src/domain/contacts/merge-lid.js';
import { contactIndexKeys, newContactRecord } from '../../functions/src/domain/contacts/repo.js';
import { backfillSearchTokens } from '../../functions/src/domain/contacts/search-backfill.js';
import { contactTokens } from '../../functions/src/domain/contacts/search-tokens.js';
import type { Contact, ContactPage } from '../../functions/src/domain/contacts/schema.js';
import { createInboundConsumer } from '../../functions/src/domain/inbound/consumer.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { TicketPage } from '../../functions/src/domain/tickets/schema.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { contactImports } from './contacts-import-fixtures.js';
import { ticketWorld, type TicketWorld } from './ticket-fixtures.js';

/**
 * Issue 14 point 13 (docs/decisions/022): contact and ticket search find a text inside a name word, in an
 * e-mail and anywhere in a number, like Whaticket's `LIKE %term%`; shorter texts keep finding word starts.
 */
let ctx: TestContext;
let w: ReturnType<typeof ticketWorld>;
let world: TicketWorld;
let seller: Awaited<ReturnType<ReturnType<typeof ticketWorld>['agent']>>;
let cliente: Contact;
let ticketIds: string[];
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  ctx = await createTestContext();
  const handler = createInboundConsumer(createIngest(ctx.deps), createContactImportWorker(ctx.deps));
  consumer = (ctx.jobs as TableJobQueue).consume('inbound', handler);
  w = ticketWorld(ctx);
  // Not connected: contacts are saved without asking the chat app to check their numbers.
  world = await w.company({ connection: { status: 'DISCONNECTED' } });
  seller = await w.agent(world, [world.sales.id]);
  cliente = await created({ name: 'Cliente Conceição', number: '5511988887777', email: 'maria.souza@empresa.com.br' });
  await created({ name: 'Outra Pessoa', number: '5521977776666', email: 'outra@exemplo.org' });
  const first = await w.ticket(world, {
    contactId: cliente.id,
    queueId: world.sales.id,
    status: 'closed',
    userId: seller.id,
  });
  const second = await w.ticket(world, { contactId: cliente.id, queueId: world.sales.id });
  ticketIds = [second.id, first.id];
});

afterAll(async () => {
  await consumer.stop();
});

async function created(body: Record<string, unknown>, token = world.admin.token): Promise<Contact> {
  const res = await ctx.request<Contact>('POST', '/api/contacts', { token, body });
  if (res.status !== 201) throw new Error(`contact not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every item a list answers for the query, following the cursors. */
async function allPages<T>(path: string, query: Record<string, string>, token: string, items: (page: any) => T[]) {
  const found: T[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const res = await ctx.request('GET', `${path}?${params}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    found.push(...items(res.body));
    if (!res.body.hasMore) return found;
    cursor = res.body.cursor;
  }
  throw new Error('too many pages');
}

/** Every contact a search finds. */
const search = (text: string, limit = 20, token = world.admin.token) =>
  allPages('/api/contacts', { searchParam: text, limit: String(limit) }, token, (page: ContactPage) => page.contacts);
const ids = (contacts: { id: string }[]) => contacts.map((contact) => contact.id);

/** The ticket ids a search tab lists for a text (the seller's, unless another token is given). */
const ticketSearch = (text: string, token = seller.token) =>
  allPages('/api/tickets', { searchParam: text }, token, (page: TicketPage) => page.tickets.map((ticket) => ticket.id));

/** The search token items a contact has in the table. */
async function tokenItemsOf(contactId: string) {
  const items = await ctx.deps.table.queryAll<{ pk: string; sk: string; contactId: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.contactSearch(world.companyId) },
  });
  return items.filter((item) => item.contactId === contactId);
}

const fragments: [string, string][] = [
  ['inside a name word', 'liente'],
  ['inside a name word, accents and case folded', 'CEIÇÃ'],
  ['in an e-mail', 'souza@empr'],
  ['the domain of an e-mail', '@empresa.com'],
  ['a number without the country code', '988887777'],
  ['a number typed with the area code and punctuation', '(11) 98888-7777'],
  ['the middle of a number', '19888'],
  ['two fragments, each inside a word', 'lient ncei'],
];

describe('contact search finds a text inside names, e-mails and numbers', () => {
  it.each(fragments)('%s (%s)', async (_, text) => {
    expect(ids(await search(text))).toEqual([cliente.id]);
  });

  it.each(fragments)('tickets of the contact: %s (%s)', async (_, text) => {
    expect(await ticketSearch(text)).toEqual(ticketIds);
  });

  it('finds nothing for a text that is in no contact', async () => {
    expect(await search('lienx')).toEqual([]);
    expect(await search('988880000')).toEqual([]);
    expect(await ticketSearch('lienx')).toEqual([]);
  });

  it('keeps word-start matching for texts shorter than three characters', async () => {
    expect(ids(await search('cl'))).toEqual([cliente.id]);
    expect(ids(await search('li'))).toEqual([]);
    expect(ids(await search('98'))).toEqual([]);
    expect(ids(await search('55'))).toEqual(expect.arrayContaining([cliente.id]));
  });

  it('lists a contact once, however many of its tokens hold the text, across pages', async () => {
    const company = await ctx.seedCompany();
    const made: string[] = [];
    for (const [index, name] of ['Ana Banana', 'Mariana Santana', 'Ananias', 'Joana'].entries()) {
      made.push((await created({ name, number: `55119${String(index).repeat(8)}` }, company.admin.token)).id);
    }
    for (const limit of [1, 2, 20]) {
      const found = ids(await search('ana', limit, company.admin.token));
      expect(found.sort(), `limit ${limit}`).toEqual([...made].sort());
    }
    // '11111111' holds '111' at six places.
    expect(ids(await search('111', 1, company.admin.token))).toEqual([made[1]]);
  });
});

describe('the tokens follow the contact', () => {
  it('on an edit: the old name and e-mail are no longer found, the new ones are', async () => {
    const contact = await created({ name: 'Teodoro Quintanilha', number: '5531966665555', email: 'teo@antigo.com' });
    expect(ids(await search('ntanil'))).toEqual([contact.id]);
    const res = await ctx.request('PUT', `/api/contacts/${contact.id}`, {
      token: world.admin.token,
      body: { name: 'Teodoro Valadares', email: 'teo@novo.com', number: '5531944443333' },
    });
    expect(res.status).toBe(200);
    expect(await search('ntanil')).toEqual([]);
    expect(await search('@antigo')).toEqual([]);
    expect(await search('966665555')).toEqual([]);
    expect(ids(await search('aladar'))).toEqual([contact.id]);
    expect(ids(await search('@novo.c'))).toEqual([contact.id]);
    expect(ids(await search('944443333'))).toEqual([contact.id]);
  });

  it('on a delete: none of its token items are left', async () => {
    const contact = await created({ name: 'Apagável Zanzibar', number: '5531933332222', email: 'apaga@zanzi.com' });
    expect((await tokenItemsOf(contact.id)).length).toBeGreaterThan(10);
    const res = await ctx.request('DELETE', `/api/contacts/${contact.id}`, { token: world.admin.token });
    expect(res.status).toBe(204);
    expect(await tokenItemsOf(contact.id)).toEqual([]);
    expect(await search('anzib')).toEqual([]);
  });

  it('on an import: imported contacts are found by a fragment of their e-mail and number', async () => {
    const csv = 'name;number;email\nImportada Xavantes;5541922221111;importada@xavantes.net\n';
    const { upload, finished } = contactImports(ctx);
    const started = await upload(world.admin.token, csv);
    expect(started.status).toBe(202);
    expect((await finished(world.admin.token, started.body.id)).created).toBe(1);
    const [found] = await search('avante');
    expect(found?.name).toBe('Importada Xavantes');
    expect(ids(await search('ada@xav'))).toEqual([found?.id]);
    expect(ids(await search('922221111'))).toEqual([found?.id]);
  });

  it('on a chat contact named by its push name, a revealed number and a merge of two contacts', async () => {
    const { companyId, connection } = world;
    const chat = { isGroup: false, connectionId: connection.id as string };
    // A LID-only contact takes its push name, then the number it hid.
    const hidden = await upsertChatContact(ctx.deps, companyId, { ...chat, number: '', lid: '190000000000001' });
    await upsertChatContact(ctx.deps, companyId, {
      ...chat,
      number: '',
      lid: '190000000000001',
      name: 'Rosângela Paraná',
    });
    expect(ids(await search('ngela'))).toEqual([hidden.contact.id]);
    await mergeLid(ctx.deps, companyId, { phone: '5551988881234', lid: '190000000000001' });
    expect(ids(await search('988881234'))).toEqual([hidden.contact.id]);
    // A phone contact absorbs a LID-only one: the absorbed contact's tokens go, the phone contact's stay.
    const phone = await upsertChatContact(ctx.deps, companyId, { ...chat, number: '5551977774321' });
    const lidOnly = await upsertChatContact(ctx.deps, companyId, {
      ...chat,
      number: '',
      lid: '190000000000002',
      name: 'Florisbela Tocantins',
    });
    await mergeLid(ctx.deps, companyId, { phone: '5551977774321', lid: '190000000000002' });
    expect(ids(await search('risbel'))).toEqual([phone.contact.id]);
    expect(ids(await search('977774321'))).toEqual([phone.contact.id]);
    expect(await tokenItemsOf(lidOnly.contact.id)).toEqual([]);
  });
});

describe('contacts stored before inner suffixes existed', () => {
  /** A contact as the earlier code wrote it: name words and the number as tokens, nothing else. */
  async function storedTheOldWay(companyId: string, fields: { name: string; number: string; email: string }) {
    const { infixTokens: _, ...record } = newContactRecord(companyId, fields, ctx.clock.now().toISOString());
    const searchTokens = [...fields.name.toLowerCase().split(' '), fields.number];
    await ctx.deps.table.put({
      ...keys.contact(companyId, record.id),
      ...contactIndexKeys(record, companyId),
      ...record,
      searchTokens,
    });
    for (const token of searchTokens) {
      await ctx.deps.table.put({ ...keys.contactSearchToken(companyId, token, record.id), contactId: record.id });
    }
    return record;
  }

  it('are found by word starts as before, and inside words once the backfill gave them their tokens', async () => {
    const old = await storedTheOldWay(world.companyId, {
      name: 'Genoveva Pitanga',
      number: '5561955554444',
      email: 'genoveva@pitanga.com',
    });
    expect(ids(await search('pitan'))).toEqual([old.id]);
    expect(ids(await search('5561955'))).toEqual([old.id]);
    expect(await search('enovev')).toEqual([]);

    const first = await backfillSearchTokens(ctx.deps.table);
    expect(first).toMatchObject({ finished: true });
    expect(first.rewritten).toBeGreaterThanOrEqual(1);
    expect(ids(await search('enovev'))).toEqual([old.id]);
    expect(ids(await search('955554444'))).toEqual([old.id]);
    expect(ids(await search('@pitanga'))).toEqual([old.id]);
    expect(await ticketSearch('itang', world.admin.token)).toEqual([]);
    const wanted = contactTokens(old);
    expect((await tokenItemsOf(old.id)).map((item) => item.sk.split('#')[0]).sort()).toEqual(
      [...wanted.searchTokens, ...wanted.infixTokens].sort(),
    );
    expect(await backfillSearchTokens(ctx.deps.table)).toEqual({ rewritten: 0, finished: true });
  });
});
