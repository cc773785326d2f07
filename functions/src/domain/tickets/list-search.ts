import { findContacts, itemId } from '../contacts/search-contacts.js';
import { searchWords } from '../contacts/search-tokens.js';
import { keys } from '../../platform/keys.js';
import type { Item, Table } from '../../platform/table.js';
import { ticketIdsFromLists, type TicketListItem } from './contact-ticket-list.js';
import type { ListScope } from './list-scope.js';
import { getTicketRecords, type TicketRecord } from './repo.js';

/** Contact pages one request may read while their tickets are all outside the list's scope, before it answers. */
const MAX_ROUNDS = 5;

export interface SearchPage {
  records: TicketRecord[];
  /** The stored items of the contacts found: what the page shows of them, already read. */
  contacts: Item[];
  hasMore: boolean;
  cursor?: { token: string };
}

/**
 * The search tab: the contacts the text finds as the contacts search does (inside a name word, an e-mail or
 * the number; docs/decisions/022), then those contacts' tickets that the list's scope keeps, newest first: a
 * token query, one batch read of the contacts with their ticket lists, one of the tickets (docs/decisions/033).
 * Pages go by contacts: `token` continues after the last search token read.
 */
export async function searchPage(
  table: Table,
  companyId: string,
  text: string,
  scope: ListScope,
  token: string | undefined,
  limit: number,
): Promise<SearchPage> {
  const words = searchWords(text);
  if (words.length === 0) return { records: [], contacts: [], hasMore: false };
  const records: TicketRecord[] = [];
  const contacts: Item[] = [];
  const companion = (contactId: string) => keys.contactTicketList(companyId, contactId);
  let cursor = token;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const page = await findContacts(table, companyId, words, limit, cursor, { companion });
    const ids = page.items.map((contact) => contact.id);
    const lists = (contactId: string) => page.read.get(itemId(companion(contactId))) as TicketListItem | undefined;
    records.push(...(await ticketsOf(table, companyId, ids, lists, scope)));
    for (const id of ids) {
      const item = page.read.get(itemId(keys.contact(companyId, id)));
      if (item) contacts.push(item);
    }
    cursor = page.cursor;
    if (!cursor || records.length > 0) break;
  }
  records.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
  return { records, contacts, hasMore: Boolean(cursor), ...(cursor ? { cursor: { token: cursor } } : {}) };
}

/**
 * The tickets of the contacts that the list's scope keeps: their ticket lists (docs/decisions/028, read beside
 * the contacts: docs/decisions/033), then the tickets in one read; an id listed on a contact the ticket no longer
 * belongs to is left out.
 */
async function ticketsOf(
  table: Table,
  companyId: string,
  contactIds: string[],
  lists: (contactId: string) => TicketListItem | undefined,
  scope: ListScope,
) {
  const ids = await ticketIdsFromLists(table, companyId, contactIds, lists);
  const found = new Set(contactIds);
  return (await getTicketRecords(table, companyId, [...new Set(ids)])).filter(
    (ticket) => found.has(ticket.contactId) && scope.accept(ticket),
  );
}
