import { beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ContactPage } from '../../functions/src/domain/contacts/schema.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
let company: Company;
let token: string;
let seq = 0;

/** A fresh, valid, unused number (13 digits, like a Brazilian mobile). */
const nextNumber = () => `55319${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq % 100).padStart(2, '0')}`;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
  company = await ctx.seedCompany();
  token = company.admin.token;
});

async function create(fields: Record<string, unknown>, as = token) {
  return ctx.request<Contact>('POST', '/api/contacts', { token: as, body: { number: nextNumber(), ...fields } });
}

async function created(fields: Record<string, unknown>, as = token): Promise<Contact> {
  const res = await create(fields, as);
  if (res.status !== 201) throw new Error(`contact not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every contact a listing gives, following the cursors. */
async function allPages(as: string, query: string) {
  const pages: ContactPage[] = [];
  let cursor: string | undefined;
  do {
    const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await ctx.request<ContactPage>('GET', `/api/contacts?${query}${suffix}`, { token: as });
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.hasMore ? res.body.cursor : undefined;
  } while (cursor);
  return { pages, contacts: pages.flatMap((page) => page.contacts) };
}

describe('creating and reading a contact', () => {
  it('stores the number as digits, gives extraInfo ids and answers the contact', async () => {
    const res = await create({
      name: 'Maria Souza',
      number: '+55 (31) 98888-0001',
      email: 'maria@example.com',
      extraInfo: [{ name: 'CPF', value: '123' }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Maria Souza',
      number: '5531988880001',
      email: 'maria@example.com',
      profilePicUrl: '',
      isGroup: false,
      whatsappId: null,
      extraInfo: [{ name: 'CPF', value: '123', id: expect.any(String) }],
    });
    expect(res.body.uuid).toBe(res.body.id);
    expect(res.body).not.toHaveProperty('rev');
    expect(res.body).not.toHaveProperty('companyId');
    expect(res.body).not.toHaveProperty('searchTokens');
    expect(res.body).not.toHaveProperty('infixTokens');
    const read = await ctx.request('GET', `/api/contacts/${res.body.id}`, { token });
    expect(read.body).toEqual(res.body);
  });

  it.each([
    ['a short name', { name: 'A' }, 'Too Short!'],
    ['a long name', { name: 'x'.repeat(51) }, 'Too Long!'],
    ['no name', { name: undefined }, 'Required'],
    ['a short number', { name: 'Ana', number: '123-45' }, 'Too Short!'],
    ['a number without digits', { name: 'Ana', number: 'abcdefghij' }, 'Too Short!'],
    ['a bad email', { name: 'Ana', email: 'not-an-email' }, 'Invalid email'],
  ])('refuses %s with the form text', async (_case, fields, message) => {
    const res = await create(fields);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', message });
  });

  it('refuses a number another contact has, however it is written', async () => {
    const first = await created({ name: 'Primeiro' });
    const res = await create({ name: 'Segundo', number: `+${first.number.slice(0, 2)} ${first.number.slice(2)}` });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT' });
  });

  it('accepts any well-formed number unchecked while no connection is connected', async () => {
    const res = await create({ name: 'Sem conexão', number: '12345678' });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe('12345678');
  });

  it('answers ERR_NO_CONTACT_FOUND for an unknown id', async () => {
    const res = await ctx.request('GET', '/api/contacts/01UNKNOWNCONTACT', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'ERR_NO_CONTACT_FOUND' });
    const put = await ctx.request('PUT', '/api/contacts/01UNKNOWNCONTACT', { token, body: { name: 'Nova' } });
    expect(put.status).toBe(404);
  });
});

describe('updating a contact', () => {
  it('changes the fields sent and replaces extraInfo, keeping the ids of existing pairs', async () => {
    const contact = await created({ name: 'Carlos', extraInfo: [{ name: 'CPF', value: '1' }] });
    const cpf = contact.extraInfo[0];
    const res = await ctx.request<Contact>('PUT', `/api/contacts/${contact.id}`, {
      token,
      body: {
        email: 'carlos@example.com',
        extraInfo: [
          { id: cpf?.id, name: 'CPF', value: '2' },
          { name: 'Cidade', value: 'BH' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Carlos', number: contact.number, email: 'carlos@example.com' });
    expect(res.body.extraInfo).toEqual([
      { id: cpf?.id, name: 'CPF', value: '2' },
      { id: expect.any(String), name: 'Cidade', value: 'BH' },
    ]);
    expect(res.body.extraInfo[1]?.id).not.toBe(cpf?.id);
    const emptied = await ctx.request<Contact>('PUT', `/api/contacts/${contact.id}`, {
      token,
      body: { extraInfo: [] },
    });
    expect(emptied.body.extraInfo).toEqual([]);
  });

  it('moves the number: the old one is free again, a taken one is refused', async () => {
    const contact = await created({ name: 'Daniel' });
    const other = await created({ name: 'Outro' });
    const taken = await ctx.request('PUT', `/api/contacts/${contact.id}`, { token, body: { number: other.number } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT' });

    const newNumber = nextNumber();
    const moved = await ctx.request<Contact>('PUT', `/api/contacts/${contact.id}`, {
      token,
      body: { number: newNumber },
    });
    expect(moved.body.number).toBe(newNumber);
    expect((await create({ name: 'Herdeiro', number: contact.number })).status).toBe(201);
    expect((await create({ name: 'Cópia', number: newNumber })).status).toBe(409);
  });

  it('keeps the search in step with a new name and number', async () => {
    const contact = await created({ name: 'Eduardo Quixaba' });
    const newNumber = `7${nextNumber()}`;
    await ctx.request('PUT', `/api/contacts/${contact.id}`, {
      token,
      body: { name: 'Eduardo Zimbro', number: newNumber },
    });
    const byOld = await ctx.request<ContactPage>('GET', '/api/contacts?searchParam=quixaba', { token });
    expect(byOld.body.contacts).toEqual([]);
    const byNew = await ctx.request<ContactPage>('GET', '/api/contacts?searchParam=zimbro', { token });
    expect(byNew.body.contacts.map((c) => c.id)).toEqual([contact.id]);
    const byNumber = await ctx.request<ContactPage>('GET', `/api/contacts?searchParam=${newNumber}`, { token });
    expect(byNumber.body.contacts.map((c) => c.id)).toEqual([contact.id]);
    const byOldNumber = await ctx.request<ContactPage>('GET', `/api/contacts?searchParam=${contact.number}`, { token });
    expect(byOldNumber.body.contacts).toEqual([]);
  });
});

describe('listing and searching', () => {
  let listing: Company;
  const names = ['Ana Paula', 'Anabela Anastácia', 'Bruno Anselmo', 'Carla', 'Joana Silveira', 'João da Silva'];

  beforeAll(async () => {
    listing = await ctx.seedCompany();
    for (const [index, name] of names.entries()) {
      await created({ name, number: `5521977${String(index).padStart(6, '0')}` }, listing.admin.token);
    }
    for (let index = 0; index < 9; index++) {
      await created({ name: `Zeca ${index}`, number: `5531900${String(index).padStart(6, '0')}` }, listing.admin.token);
    }
  });

  it('pages through every contact once, in name order', async () => {
    const { pages, contacts } = await allPages(listing.admin.token, 'limit=4');
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.at(-1)?.hasMore).toBe(false);
    expect(contacts.map((c) => c.name)).toEqual([...names, ...Array.from({ length: 9 }, (_, i) => `Zeca ${i}`)]);
  });

  it('finds contacts by the start of any name word, and from three letters inside one, each contact once across pages', async () => {
    const { contacts } = await allPages(listing.admin.token, 'searchParam=an&limit=1');
    expect(contacts.map((c) => c.name).sort()).toEqual(['Ana Paula', 'Anabela Anastácia', 'Bruno Anselmo']);
    const ana = await allPages(listing.admin.token, 'searchParam=Ana&limit=1');
    expect(ana.contacts.map((c) => c.name).sort()).toEqual(['Ana Paula', 'Anabela Anastácia', 'Joana Silveira']);
  });

  it('matches every word, ignoring accents and case', async () => {
    const { contacts } = await allPages(listing.admin.token, `searchParam=${encodeURIComponent('JOÃO sil')}`);
    expect(contacts.map((c) => c.name)).toEqual(['João da Silva']);
    const joa = await allPages(listing.admin.token, 'searchParam=joa');
    expect(joa.contacts.map((c) => c.name).sort()).toEqual(['Joana Silveira', 'João da Silva']);
  });

  it('finds contacts by the start of their number, written any way', async () => {
    const { contacts } = await allPages(
      listing.admin.token,
      `searchParam=${encodeURIComponent('+55 (31) 900')}&limit=4`,
    );
    expect(contacts).toHaveLength(9);
    expect(new Set(contacts.map((c) => c.id)).size).toBe(9);
    const none = await allPages(listing.admin.token, 'searchParam=99999');
    expect(none.contacts).toEqual([]);
  });

  it('gives every contact, in name order, to the pickers', async () => {
    const res = await ctx.request<Contact[]>('GET', '/api/contacts/list', { token: listing.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(15);
    expect(res.body[0]?.name).toBe('Ana Paula');
  });

  it('lets agents list and search too', async () => {
    const agent = await fx.createUser(listing.admin.token);
    const session = await ctx.login(agent.email, agent.password);
    const { contacts } = await allPages(session.token, 'searchParam=carla');
    expect(contacts.map((c) => c.name)).toEqual(['Carla']);
  });
});

describe('tenancy', () => {
  it('answers 404 for another company’s contact on every route', async () => {
    const contact = await created({ name: 'Da outra empresa' });
    const other = await ctx.seedCompany();
    const as = other.admin.token;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Invasor' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await ctx.request(method, `/api/contacts/${contact.id}`, { token: as, body });
      expect(res.status, method).toBe(404);
      expect(res.body).toMatchObject({ error: 'ERR_NO_CONTACT_FOUND' });
    }
    const search = await ctx.request<ContactPage>('GET', '/api/contacts?searchParam=outra', { token: as });
    expect(search.body.contacts).toEqual([]);
    expect((await create({ name: 'Mesmo número', number: contact.number }, as)).status).toBe(201);
    const still = await ctx.request<Contact>('GET', `/api/contacts/${contact.id}`, { token });
    expect(still.body.name).toBe('Da outra empresa');
  });
});

describe('events', () => {
  it('tells the company about created and updated contacts, and no other company', async () => {
    const events = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const socket = await ctx.listen({ companyId: events.companyId, userId: events.userId });
    const outsider = await ctx.listen({ companyId: other.companyId, userId: other.userId });
    const contact = await created({ name: 'Fernanda' }, events.admin.token);
    await ctx.request('PUT', `/api/contacts/${contact.id}`, {
      token: events.admin.token,
      body: { name: 'Fernanda Lima' },
    });

    const channel = `company-${events.companyId}-contact`;
    expect(socket.received().filter((m) => m.event === channel)).toEqual([
      { event: channel, data: { action: 'create', contact } },
      { event: channel, data: { action: 'update', contact: expect.objectContaining({ name: 'Fernanda Lima' }) } },
    ]);
    expect(outsider.received()).toEqual([]);
  });
});
