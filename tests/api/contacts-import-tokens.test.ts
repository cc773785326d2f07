import { beforeAll, describe, expect, it } from 'vitest';
import { writeRows, type ImportRow } from '../../functions/src/domain/contacts/import/rows.js';
import { findContactIdByNumber, getContactRecord } from '../../functions/src/domain/contacts/repo.js';
import { tokenWrites } from '../../functions/src/domain/contacts/search-token-writes.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { Key } from '../../functions/src/platform/table.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

/**
 * Issue 15 (docs/decisions/028): an import writes each new contact and its number in transactions and the
 * contact's search tokens after them, in batch writes; a chunk run again after a run that stopped between the
 * two writes the tokens it left out, so every imported contact is found.
 */
let ctx: TestContext;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.seedCompany()).companyId as string;
});

const rows = (prefix: string): ImportRow[] =>
  Array.from({ length: 30 }, (_, index) => ({
    line: index + 2,
    name: `Importada ${prefix} Silva${index}`,
    number: `55119${prefix}${String(index).padStart(4, '0')}`,
    email: index % 2 ? `importada${index}@exemplo.com.br` : '',
  }));

async function tokenItemsOf(contactId: string): Promise<string[]> {
  const items = await ctx.deps.table.queryAll<Key & { contactId: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.contactSearch(companyId) },
  });
  return items.filter((item) => item.contactId === contactId).map((item) => item.sk);
}

/** The token items a contact should have, by its stored record. */
async function wantedTokens(contactId: string): Promise<string[]> {
  const record = await getContactRecord(ctx.deps.table, companyId, contactId);
  if (!record) throw new Error('no contact');
  return tokenWrites(ctx.deps.table, companyId, contactId, undefined, record)
    .map((write) => String(write.Put?.Item?.sk))
    .sort();
}

const contactIdOf = async (row: ImportRow) =>
  (await findContactIdByNumber(ctx.deps.table, companyId, row.number)) ?? '';

describe('contacts import: search tokens', () => {
  it('gives every created contact its search tokens', async () => {
    const chunk = rows('1');
    expect(await writeRows(ctx.deps, companyId, 'import-1', chunk)).toEqual({ created: 30, updated: 0 });
    for (const row of chunk) {
      const contactId = await contactIdOf(row);
      expect((await tokenItemsOf(contactId)).sort()).toEqual(await wantedTokens(contactId));
    }
  });

  it('writes the tokens a stopped run left out when the chunk runs again', async () => {
    const chunk = rows('2');
    await writeRows(ctx.deps, companyId, 'import-2', chunk);
    const stopped = await Promise.all(chunk.slice(0, 5).map(contactIdOf));
    for (const contactId of stopped) {
      await ctx.deps.table.batchDelete(
        (await tokenItemsOf(contactId)).map((sk) => ({ pk: keys.contactSearch(companyId), sk })),
      );
    }
    expect(await writeRows(ctx.deps, companyId, 'import-2', chunk)).toEqual({ created: 30, updated: 0 });
    for (const contactId of stopped) {
      expect((await tokenItemsOf(contactId)).sort()).toEqual(await wantedTokens(contactId));
    }
  });
});
