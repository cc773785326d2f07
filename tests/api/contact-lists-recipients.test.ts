import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactListRecipients,
  getContactListSummary,
  RECIPIENTS_PAGE_SIZE,
} from '../../functions/src/domain/contact-lists/recipients.js';
import { upsertItem } from '../../functions/src/domain/contact-lists/items.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { contactListFixtures } from './contact-lists-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof contactListFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = contactListFixtures(ctx);
});

async function collect(companyId: string, listId: string) {
  const pages = [];
  for await (const page of contactListRecipients(ctx.deps, companyId, listId)) pages.push(page);
  return pages;
}

describe('what the campaign engine reads of a contact list', () => {
  it('answers every item of the list, page by page, with its validity, and the list summary', async () => {
    const company = await ctx.seedCompany();
    const list = await fx.createList(company.admin.token, 'Clientes do mês');
    const total = RECIPIENTS_PAGE_SIZE + 5;
    for (let index = 0; index < total; index++) {
      const number = `55119${String(10_000_000 + index)}`;
      await upsertItem(ctx.deps, company.companyId, list.id, { name: `Cliente ${index}`, number, email: '' });
    }
    const pages = await collect(company.companyId, list.id);
    expect(pages.map((page) => page.length)).toEqual([RECIPIENTS_PAGE_SIZE, 5]);
    const all = pages.flat();
    expect(new Set(all.map((r) => r.number)).size).toBe(total);
    expect(all[0]).toEqual({
      id: expect.any(String),
      name: expect.stringMatching(/^Cliente /),
      number: expect.stringMatching(/^55119/),
      email: '',
      isWhatsappValid: null,
    });
    expect(await getContactListSummary(ctx.deps, company.companyId, list.id)).toEqual({
      id: list.id,
      name: 'Clientes do mês',
      contactsCount: total,
    });
  });

  it('answers nothing for another company’s list or one that does not exist', async () => {
    const a = await ctx.seedCompany();
    const b = await ctx.seedCompany();
    const list = await fx.createList(a.admin.token);
    await fx.addItem(a.admin.token, list.id);
    expect(await collect(b.companyId, list.id)).toEqual([]);
    expect(await getContactListSummary(ctx.deps, b.companyId, list.id)).toBeNull();
    expect(await getContactListSummary(ctx.deps, a.companyId, 'missing')).toBeNull();
    expect((await collect(a.companyId, list.id)).flat()).toHaveLength(1);
  });

  it('answers nothing for a list being deleted whose items are not all gone yet', async () => {
    const company = await ctx.seedCompany();
    const list = await fx.createList(company.admin.token);
    await fx.addItem(company.admin.token, list.id);
    // The list went first; its items are removed after it (a delete stopped half-way leaves some).
    await ctx.deps.table.delete(keys.contactList(company.companyId, list.id));
    expect(await collect(company.companyId, list.id)).toEqual([]);
  });
});
