import { beforeAll, describe, expect, it } from 'vitest';
import { upsertChatContact, type ChatContact } from '../../functions/src/domain/contacts/chat-contact.js';
import { contactCreateItems, getContactRecord, newContactRecord } from '../../functions/src/domain/contacts/repo.js';
import type { Table } from '../../functions/src/platform/table.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let company: Awaited<ReturnType<TestContext['seedCompany']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await ctx.seedCompany();
});

/** A contact saved under its bare number, as the chat app first brings it in without a push name. */
async function bareContact(number: string) {
  const record = newContactRecord(company.companyId, { name: number, number }, ctx.clock.now().toISOString());
  await ctx.deps.table.transact(contactCreateItems(ctx.deps.table, record));
  return record;
}

const pushName = (number: string, name: string): ChatContact => ({
  number,
  name,
  isGroup: false,
  connectionId: 'conn-1',
});

const typeName = (contactId: string, name: string) =>
  ctx.request('PUT', `/api/contacts/${contactId}`, { token: company.admin.token, body: { name } });

describe('a push name reaching a contact saved under its number', () => {
  it('names the contact and moves its revision on', async () => {
    const contact = await bareContact('5531977770001');
    const { contact: refreshed } = await upsertChatContact(
      ctx.deps,
      company.companyId,
      pushName(contact.number, 'Maria'),
    );
    const stored = await getContactRecord(ctx.deps.table, company.companyId, contact.id);
    expect(refreshed).toMatchObject({ name: 'Maria', rev: 2 });
    expect(stored).toMatchObject({ name: 'Maria', rev: 2 });
  });

  it('keeps a name an agent typed while the push name was on its way', async () => {
    const contact = await bareContact('5531977770002');
    // The agent's edit lands between the refresh's read and its write.
    const racing = Object.create(ctx.deps.table) as Table;
    let edited = false;
    racing.transact = async (items) => {
      if (!edited) {
        edited = true;
        expect((await typeName(contact.id, 'Maria Souza')).status).toBe(200);
      }
      return ctx.deps.table.transact(items);
    };
    const { contact: refreshed } = await upsertChatContact(
      { ...ctx.deps, table: racing },
      company.companyId,
      pushName(contact.number, 'Maria'),
    );
    const stored = await getContactRecord(ctx.deps.table, company.companyId, contact.id);
    expect(refreshed.name).toBe('Maria Souza');
    expect(stored?.name).toBe('Maria Souza');
  });
});
