import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { contactListFixtures } from './contact-lists-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof contactListFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = contactListFixtures(ctx);
});

describe('the contact lists API (spec 3 §7)', () => {
  it('creates, lists with search and pages, shows, renames and deletes a list, telling the company each time', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const vip = await fx.createList(token, 'Clientes VIP');
    expect(vip).toMatchObject({ name: 'Clientes VIP', contactsCount: 0, validCount: 0, invalidCount: 0 });
    const other = await fx.createList(token, 'Fornecedores');

    const page = await fx.lists(token, 'GET', '/?pageNumber=1');
    expect(page.status).toBe(200);
    expect(page.body.records.map((l: { id: string }) => l.id)).toEqual([vip.id, other.id]);
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    expect((await fx.lists(token, 'GET', '/?searchParam=vip')).body.records).toHaveLength(1);
    expect((await fx.lists(token, 'GET', '/list')).body).toEqual([
      { id: vip.id, name: 'Clientes VIP' },
      { id: other.id, name: 'Fornecedores' },
    ]);

    expect((await fx.lists(token, 'GET', `/${vip.id}`)).body).toEqual(vip);
    const renamed = await fx.lists(token, 'PUT', `/${vip.id}`, { name: 'Clientes Ouro' });
    expect(renamed.body).toMatchObject({ id: vip.id, name: 'Clientes Ouro' });
    await fx.addItem(token, vip.id);
    expect((await fx.lists(token, 'DELETE', `/${vip.id}`)).status).toBe(204);
    expect((await fx.lists(token, 'GET', `/${vip.id}`)).status).toBe(404);

    const events = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-contactList`)();
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    expect(events.at(-1)).toEqual({ action: 'delete', id: vip.id });
  });

  it('pages 40 lists at a time', async () => {
    const company = await ctx.seedCompany();
    for (let index = 0; index < 41; index++)
      await fx.createList(company.admin.token, `Lista ${String(index).padStart(2, '0')}`);
    const first = await fx.lists(company.admin.token, 'GET', '/?pageNumber=1');
    expect(first.body).toMatchObject({ count: 41, hasMore: true });
    expect(first.body.records).toHaveLength(40);
    const second = await fx.lists(company.admin.token, 'GET', '/?pageNumber=2');
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.records.map((l: { name: string }) => l.name)).toEqual(['Lista 40']);
  });

  it('answers spec 3 §5’s texts for list and item fields', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const names = async (body: unknown) => (await fx.lists(token, 'POST', '', body)).body.details?.fieldErrors?.name;
    expect(await names({})).toEqual(['Required']);
    expect(await names({ name: 'A' })).toEqual(['Too Short!']);
    expect(await names({ name: 'x'.repeat(51) })).toEqual(['Too Long!']);
    const list = await fx.createList(token);
    const item = async (fields: Record<string, unknown>) => {
      const res = await fx.items(token, 'POST', '', {
        name: 'Ana Lima',
        number: '5511988887777',
        contactListId: list.id,
        ...fields,
      });
      expect(res.status).toBe(400);
      return res.body.details.fieldErrors;
    };
    expect(await item({ name: 'A' })).toEqual({ name: ['Too Short!'] });
    expect(await item({ number: '1234567' })).toEqual({ number: ['Too Short!'] });
    expect(await item({ number: '1'.repeat(51) })).toEqual({ number: ['Too Long!'] });
    expect(await item({ email: 'ana@' })).toEqual({ email: ['Invalid email'] });
    expect(await item({ contactListId: undefined })).toEqual({ contactListId: ['Required'] });
    const made = await fx.addItem(token, list.id);
    const edit = await fx.items(token, 'PUT', `/${made.id}`, { email: 'não é email' });
    expect(edit.body.details.fieldErrors).toEqual({ email: ['Invalid email'] });
  });

  it('keeps items: one per number (a second POST of the number merges), counts, search, edit, delete', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const list = await fx.createList(token);
    const ana = await fx.addItem(token, list.id, {
      name: 'Ana Lima',
      number: '+55 (11) 98888-7777',
      email: 'ana@example.com',
    });
    expect(ana).toMatchObject({
      name: 'Ana Lima',
      number: '5511988887777',
      email: 'ana@example.com',
      isWhatsappValid: null,
      contactListId: list.id,
    });
    const again = await fx.items(token, 'POST', '', {
      name: 'Ana Souza',
      number: '5511988887777',
      contactListId: list.id,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: ana.id, name: 'Ana Souza', email: '' });
    const bruno = await fx.addItem(token, list.id, { name: 'Bruno Reis', number: '5521977776666' });
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.contactsCount).toBe(2);

    const page = await fx.items(token, 'GET', `?contactListId=${list.id}&pageNumber=1`);
    expect(page.body.contacts.map((c: { name: string }) => c.name)).toEqual(['Ana Souza', 'Bruno Reis']);
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    expect((await fx.items(token, 'GET', `?contactListId=${list.id}&searchParam=2197`)).body.contacts).toHaveLength(1);
    expect((await fx.items(token, 'GET', `/${bruno.id}`)).body).toMatchObject({ id: bruno.id, name: 'Bruno Reis' });

    const taken = await fx.items(token, 'PUT', `/${bruno.id}`, { number: '5511988887777' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('ERR_DUPLICATED_CONTACT');
    const moved = await fx.items(token, 'PUT', `/${bruno.id}`, { number: '5521966665555', name: 'Bruno R.' });
    expect(moved.body).toMatchObject({ number: '5521966665555', name: 'Bruno R.', isWhatsappValid: null });
    // The old number is free again.
    await fx.addItem(token, list.id, { name: 'Carla Dias', number: '5521977776666' });

    expect((await fx.items(token, 'DELETE', `/${ana.id}`)).status).toBe(204);
    expect((await fx.items(token, 'GET', `/${ana.id}`)).status).toBe(404);
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.contactsCount).toBe(2);

    const events = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-contactListItem`)();
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'create', 'update', 'create', 'delete']);
    expect(events.at(-1)).toEqual({ action: 'delete', id: ana.id, contactListId: list.id });
  });

  it('keeps one item when the same number is added many times at once', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        fx.items(token, 'POST', '', { name: `Cliente ${index}`, number: '5511988887777', contactListId: list.id }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.contactsCount).toBe(1);
    expect((await fx.items(token, 'GET', `?contactListId=${list.id}`)).body.count).toBe(1);
  });

  it('refuses another company’s lists and items', async () => {
    const a = await ctx.seedCompany();
    const b = await ctx.seedCompany();
    const list = await fx.createList(a.admin.token);
    const item = await fx.addItem(a.admin.token, list.id);
    const tb = b.admin.token;
    expect((await fx.lists(tb, 'GET', `/${list.id}`)).status).toBe(404);
    expect((await fx.lists(tb, 'PUT', `/${list.id}`, { name: 'Minha' })).status).toBe(404);
    expect((await fx.lists(tb, 'DELETE', `/${list.id}`)).status).toBe(404);
    expect((await fx.lists(tb, 'GET', '/list')).body).toEqual([]);
    expect((await fx.items(tb, 'GET', `?contactListId=${list.id}`)).status).toBe(404);
    expect((await fx.items(tb, 'GET', `/${item.id}`)).status).toBe(404);
    expect((await fx.items(tb, 'PUT', `/${item.id}`, { name: 'Outro nome' })).status).toBe(404);
    expect((await fx.items(tb, 'DELETE', `/${item.id}`)).status).toBe(404);
    const add = await fx.items(tb, 'POST', '', { name: 'Intruso', number: '5511900001111', contactListId: list.id });
    expect(add.status).toBe(404);
    expect((await fx.upload(tb, list.id, { name: 'l.csv', data: 'nome;numero\nAna;5511988887777\n' })).status).toBe(
      404,
    );
    expect((await fx.lists(a.admin.token, 'GET', `/${list.id}`)).body.contactsCount).toBe(1);
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useCampaigns', async () => {
    const company = await ctx.seedCompany({ plan: { useCampaigns: false } });
    const token = company.admin.token;
    for (const res of [
      await fx.lists(token, 'GET', '/'),
      await fx.lists(token, 'GET', '/list'),
      await fx.lists(token, 'POST', '', { name: 'Clientes' }),
      await fx.items(token, 'GET', '?contactListId=x'),
      await fx.items(token, 'POST', '', { name: 'Ana', number: '5511988887777', contactListId: 'x' }),
      await fx.upload(token, 'x', { name: 'l.csv', data: 'Ana;5511988887777\n' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_PLAN_FEATURE_DISABLED');
    }
  });
});
