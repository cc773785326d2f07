import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { QueryPage, Table } from '../../platform/table.js';
import {
  contactRecordFromItem,
  getContactRecords,
  normalizeSearch,
  type ContactItem,
  type ContactRecord,
} from './repo.js';
import { CONTACT_LIST_CAP, onlyDigits, type Contact, type ContactListQuery, type ContactPage } from './schema.js';
import { toContact } from './service.js';

/** A search reads a few token pages at most per request; a sparse match answers a short page with hasMore. */
const SEARCH_ROUNDS = 8;

type TokenItem = { pk: string; sk: string; contactId: string };

/**
 * GET /contacts: by name (gsi1), or, with a search text, the contacts whose search tokens (name words,
 * number digits) start with it. Either way one Query per page, never a read of the whole company.
 */
export async function listContacts(deps: Deps, companyId: string, query: ContactListQuery): Promise<ContactPage> {
  const words = searchWords(query.searchParam);
  const page = words.length
    ? await searchPage(deps.table, companyId, words, query.limit, query.cursor)
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

/**
 * The words a search text is matched as, folded like the tokens. A text of digits and phone punctuation
 * ('+55 (11) 9999') is one number prefix.
 */
export function searchWords(text: string): string[] {
  if (/^[\d\s()+.-]+$/.test(text)) return [onlyDigits(text)].filter(Boolean);
  const words = normalizeSearch(text)
    .split(/[^a-z0-9@.]+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, 8);
}

/**
 * Contacts matching every word. The most selective (longest) word is the token Query; the others filter.
 * A contact with several tokens starting with that word is answered at its first one only, so a contact
 * shows once across pages without the cursor remembering anything. Each round asks only for as many
 * tokens as the page still lacks, so the Query's own cursor is exactly where the next page starts.
 */
async function searchPage(
  table: Table,
  companyId: string,
  words: string[],
  limit: number,
  cursor?: string,
): Promise<QueryPage<ContactRecord>> {
  const [lead = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  const found: ContactRecord[] = [];
  let next = cursor;
  for (let round = 0; round < SEARCH_ROUNDS && found.length < limit; round++) {
    const page = await table.queryPartition<TokenItem>(keys.contactSearch(companyId), {
      skPrefix: lead,
      limit: limit - found.length,
      cursor: next,
    });
    const records = new Map(
      (
        await getContactRecords(
          table,
          companyId,
          page.items.map((item) => item.contactId),
        )
      ).map((r) => [r.id, r]),
    );
    for (const item of page.items) {
      const record = records.get(item.contactId);
      if (record && answeredAt(record, lead) === tokenOf(item) && matchesAll(record, others)) found.push(record);
    }
    next = page.cursor;
    if (!next) break;
  }
  return { items: found, cursor: next };
}

function tokenOf(item: TokenItem): string {
  return item.sk.slice(0, item.sk.length - item.contactId.length - 1);
}

/** The first (in key order) of the contact's tokens that start with `word`. */
function answeredAt(record: ContactRecord, word: string): string | undefined {
  return record.searchTokens.filter((token) => token.startsWith(word)).sort()[0];
}

function matchesAll(record: ContactRecord, words: string[]): boolean {
  return words.every((word) => record.searchTokens.some((token) => token.startsWith(word)));
}
