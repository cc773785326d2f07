import { findContacts } from '../contacts/search-contacts.js';
import { searchWords } from '../contacts/search-tokens.js';
import type { Table } from '../../platform/table.js';
import { ticketIdsOf } from './contact-ticket-list.js';
import type { ListScope } from './list-scope.js';
import { getTicketRecords, type TicketRecord } from './repo.js';

/** Contact pages one request may read while their tickets are all outside the list's scope, before it answers. */
const MAX_ROUNDS = 5;

export interface SearchPage {
  records: TicketRecord[];
  hasMore: boolean;
  cursor?: { token: string };
}

/**
 * The search tab: the contacts the text finds as the contacts search does (inside a name word, an e-mail or
 * the number; docs/decisions/022), then those contacts' tickets that the list's scope keeps, newest first.
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
  if (words.length === 0) return { records: [], hasMore: false };
  const records: TicketRecord[] = [];
  let cursor = token;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const page = await findContacts(table, companyId, words, limit, cursor);
    records.push(
      ...(await ticketsOf(
        table,
        companyId,
        page.items.map((contact) => contact.id),
        scope,
      )),
    );
    cursor = page.cursor;
    if (!cursor || records.length > 0) break;
  }
  records.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
  return { records, hasMore: Boolean(cursor), ...(cursor ? { cursor: { token: cursor } } : {}) };
}

/**
 * The tickets of the contacts that the list's scope keeps: their ticket lists in one read (docs/decisions/028),
 * then the tickets in one; an id listed on a contact the ticket no longer belongs to is left out.
 */
async function ticketsOf(table: Table, companyId: string, contactIds: string[], scope: ListScope) {
  const ids = await ticketIdsOf(table, companyId, contactIds);
  const found = new Set(contactIds);
  return (await getTicketRecords(table, companyId, [...new Set(ids)])).filter(
    (ticket) => found.has(ticket.contactId) && scope.accept(ticket),
  );
}
