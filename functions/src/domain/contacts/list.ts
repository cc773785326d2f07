import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { QueryPage, Table } from '../../platform/table.js';
import { contactRecordFromItem, type ContactItem, type ContactRecord } from './repo.js';
import { CONTACT_LIST_CAP, type Contact, type ContactListQuery, type ContactPage } from './schema.js';
import { findContacts } from './search-contacts.js';
import { searchWords } from './search-tokens.js';
import { toContact } from './service.js';

/**
 * GET /contacts: by name (gsi1), or, with a search text, the contacts whose search tokens start with it: a
 * text inside a name word, an e-mail or the number, a short one at a word start (docs/decisions/022). Either
 * way a few Queries per page, never a read of the whole company.
 */
export async function listContacts(deps: Deps, companyId: string, query: ContactListQuery): Promise<ContactPage> {
  const words = searchWords(query.searchParam);
  const page = words.length
    ? await findContacts(deps.table, companyId, words, query.limit, query.cursor)
    : await namePage(deps.table, companyId, query.limit, query.cursor);
  return {
    contacts: page.items.map(toContact),
    hasMore: Boolean(page.cursor),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** GET /contacts/list, for small pickers: the first CONTACT_LIST_CAP contacts in name order. */
export async function listAllContacts(deps: Deps, companyId: string): Promise<Contact[]> {
  const contacts: Contact[] = [];
  let cursor: string | undefined;
  do {
    const page = await namePage(deps.table, companyId, CONTACT_LIST_CAP - contacts.length, cursor);
    contacts.push(...page.items.map(toContact));
    cursor = page.cursor;
  } while (cursor && contacts.length < CONTACT_LIST_CAP);
  return contacts;
}

/** One page of the company's contacts in name order. */
export async function namePage(
  table: Table,
  companyId: string,
  limit: number,
  cursor?: string,
): Promise<QueryPage<ContactRecord>> {
  const page = await table.queryPartition<ContactItem>(keys.contactsIndex(companyId), { index: 'gsi1', limit, cursor });
  return { items: page.items.map(contactRecordFromItem), cursor: page.cursor };
}
