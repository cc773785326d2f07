import { encodeCursor } from '../../platform/cursor.js';
import { keys } from '../../platform/keys.js';
import type { QueryPage, Table } from '../../platform/table.js';
import { getContactRecords, type ContactRecord } from './repo.js';
import type { TokenItem } from './search-token-writes.js';
import { firstTokenFor, INFIX_MIN, matchesEvery } from './search-tokens.js';

/** Token pages one search reads at most while they hold no new match; a sparse match answers short, hasMore. */
const SEARCH_ROUNDS = 8;
/** A short text reads past the inner suffixes it skips: this many items per contact it still needs. */
const SHORT_TEXT_LOOKAHEAD = 5;

/**
 * Contacts matching every word, in token order, each once. The longest word is the token range read; the others
 * are checked on the contacts read. A contact is answered at its first token the word finds (firstTokenFor),
 * so it shows once across pages without the cursor remembering anything; the cursor is the key of the last
 * token item looked at.
 *
 * The range is read with BETWEEN, not begins_with: DynamoDB Local reads a begins_with condition from the
 * partition's start (issue 15), and this partition holds every token of the company.
 */
export async function findContacts(
  table: Table,
  companyId: string,
  words: string[],
  limit: number,
  cursor?: string,
): Promise<QueryPage<ContactRecord>> {
  const [lead = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  const short = lead.length < INFIX_MIN;
  const found: ContactRecord[] = [];
  let next = cursor;
  for (let round = 0; round < SEARCH_ROUNDS && found.length < limit && (round === 0 || next); round++) {
    const wanted = limit - found.length;
    const page = await tokenRange(table, companyId, lead, short ? wanted * SHORT_TEXT_LOOKAHEAD : wanted, next);
    const looked = await answered(
      table,
      companyId,
      page.items,
      wanted,
      (record, item) => firstTokenFor(record, lead) === tokenOf(item) && matchesEvery(record, others),
    );
    found.push(...looked.records);
    const last = looked.last;
    next = last && last !== page.items.at(-1) ? encodeCursor({ pk: last.pk, sk: last.sk }) : page.cursor;
  }
  return { items: found, cursor: next };
}

/** One page of the token items that start with `prefix`; a short prefix skips the inner suffixes. */
function tokenRange(table: Table, companyId: string, prefix: string, limit: number, cursor: string | undefined) {
  // `inner` is a reserved word in expressions.
  const skipInner = {
    FilterExpression: 'attribute_not_exists(#inner)',
    ExpressionAttributeNames: { '#inner': 'inner' },
  };
  return table.query<TokenItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ...(prefix.length < INFIX_MIN ? skipInner : {}),
    ExpressionAttributeValues: { ':pk': keys.contactSearch(companyId), ':from': prefix, ':to': `${prefix}\uffff` },
    Limit: limit,
    cursor,
  });
}

/**
 * The contacts of token items, in item order, that `accept` keeps, until `wanted` of them; their contacts are
 * read `wanted` at a time. `last` is the last item looked at.
 */
async function answered(
  table: Table,
  companyId: string,
  items: TokenItem[],
  wanted: number,
  accept: (record: ContactRecord, item: TokenItem) => boolean,
): Promise<{ records: ContactRecord[]; last?: TokenItem }> {
  const records: ContactRecord[] = [];
  let last: TokenItem | undefined;
  for (let start = 0; start < items.length && records.length < wanted; start += wanted) {
    const chunk = items.slice(start, start + wanted);
    const byId = new Map(
      (
        await getContactRecords(
          table,
          companyId,
          chunk.map((item) => item.contactId),
        )
      ).map((r) => [r.id, r]),
    );
    for (const item of chunk) {
      if (records.length >= wanted) break;
      last = item;
      const record = byId.get(item.contactId);
      if (record && accept(record, item)) records.push(record);
    }
  }
  return { records, last };
}

const tokenOf = (item: TokenItem) => item.sk.slice(0, item.sk.length - item.contactId.length - 1);
