import { keys } from '../../platform/keys.js';
import type { Key, Table } from '../../platform/table.js';
import { getContactRecords, normalizeSearch, type ContactRecord } from '../contacts/repo.js';
import { onlyDigits } from '../contacts/schema.js';
import type { ListScope } from './list-scope.js';
import { getTicketRecords, type TicketRecord } from './repo.js';

/** Token pages one request may read while they match no ticket, before it answers an empty page. */
const MAX_ROUNDS = 5;

type TokenItem = Key & { contactId: string };

export interface SearchPage {
  records: TicketRecord[];
  hasMore: boolean;
  cursor?: { token: string };
}

/**
 * The search tab: contacts whose name words or number start with the text (the contacts' search tokens), then
 * those contacts' tickets that the list's scope keeps, newest first. Pages go by contacts: `token` continues
 * after the last token read.
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
  const prefix = [...words].sort((a, b) => b.length - a.length)[0];
  if (!prefix) return { records: [], hasMore: false };
  const records: TicketRecord[] = [];
  let cursor = token;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const page = await table.query<TokenItem>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.contactSearch(companyId), ':prefix': prefix },
      Limit: limit,
      cursor,
    });
    const contactIds = await matchingContacts(table, companyId, page.items, words, prefix);
    records.push(...(await ticketsOf(table, companyId, contactIds, scope)));
    cursor = page.cursor;
    if (!cursor || records.length > 0) break;
  }
  records.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
  return { records, hasMore: Boolean(cursor), ...(cursor ? { cursor: { token: cursor } } : {}) };
}

/** The words of a search text as the tokens store them; a phone number typed with punctuation is its digits. */
export function searchWords(text: string): string[] {
  if (/^[\d\s()+.-]+$/.test(text)) {
    const digits = onlyDigits(text);
    return digits ? [digits] : [];
  }
  return normalizeSearch(text)
    .split(/[^a-z0-9@.]+/)
    .filter((word) => word.length > 0);
}

/**
 * The contacts of a page of token items that match every word. A contact with several tokens starting with
 * the prefix ('ana', 'anabela') is taken only at the first of them, so it shows on one page only.
 */
async function matchingContacts(
  table: Table,
  companyId: string,
  items: TokenItem[],
  words: string[],
  prefix: string,
): Promise<string[]> {
  const contacts = new Map<string, ContactRecord>(
    (await getContactRecords(table, companyId, [...new Set(items.map((item) => item.contactId))])).map((c) => [
      c.id,
      c,
    ]),
  );
  const chosen = items.filter((item) => {
    const contact = contacts.get(item.contactId);
    if (!contact) return false;
    const token = item.sk.slice(0, item.sk.length - item.contactId.length - 1);
    const first = contact.searchTokens.filter((t) => t.startsWith(prefix)).sort()[0];
    const coversAll = words.every((word) => contact.searchTokens.some((t) => t.startsWith(word)));
    return coversAll && (first === undefined || first === token || !contact.searchTokens.includes(token));
  });
  return [...new Set(chosen.map((item) => item.contactId))];
}

async function ticketsOf(table: Table, companyId: string, contactIds: string[], scope: ListScope) {
  const refs = await Promise.all(
    contactIds.map((contactId) =>
      table.queryAll<Key>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.contact(companyId, contactId).pk, ':prefix': 'T#' },
        ProjectionExpression: 'pk, sk',
      }),
    ),
  );
  const ids = refs.flat().map((ref) => ref.sk.slice(2));
  return (await getTicketRecords(table, companyId, ids)).filter(scope.accept);
}
