import { encodeCursor } from '../../platform/cursor.js';
import { keys as tableKeys } from '../../platform/keys.js';
import type { Item, Key, QueryPage, Table } from '../../platform/table.js';
import { contactRecordFromItem, type ContactItem, type ContactRecord } from './repo.js';
import type { TokenItem } from './search-token-writes.js';
import { firstTokenFor, INFIX_MIN, matchesEvery } from './search-tokens.js';

/** Token pages one search reads at most while they hold no new match; a sparse match answers short, hasMore. */
const SEARCH_ROUNDS = 8;
/** A short text reads past the inner suffixes it skips: this many items per contact it still needs. */
const SHORT_TEXT_LOOKAHEAD = 5;

export interface FindOptions {
  /**
   * An item to read beside each contact looked at, in the same BatchGetItem: the tickets search reads the
   * contacts' ticket lists this way (docs/decisions/033), one round trip for both.
   */
  companion?: (contactId: string) => Key;
}

export interface FoundContacts extends QueryPage<ContactRecord> {
  /** The stored items the search read, contacts and companions, by `pk NUL sk` (itemId). */
  read: Map<string, Item>;
}

/** How `read` names an item. */
export const itemId = (key: Key) => `${key.pk}\u0000${key.sk}`;

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
  options: FindOptions = {},
): Promise<FoundContacts> {
  const [lead = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  const short = lead.length < INFIX_MIN;
  const found: ContactRecord[] = [];
  const read = new Map<string, Item>();
  let next = cursor;
  for (let round = 0; round < SEARCH_ROUNDS && found.length < limit && (round === 0 || next); round++) {
    const wanted = limit - found.length;
    const page = await tokenRange(table, companyId, lead, short ? wanted * SHORT_TEXT_LOOKAHEAD : wanted, next);
    const looked = await answered(
      table,
      { companyId, companion: options.companion, read },
      page.items,
      wanted,
      (record, item) => firstTokenFor(record, lead) === tokenOf(item) && matchesEvery(record, others),
    );
    found.push(...looked.records);
    const last = looked.last;
    next = last && last !== page.items.at(-1) ? encodeCursor({ pk: last.pk, sk: last.sk }) : page.cursor;
  }
  return { items: found, cursor: next, read };
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
    ExpressionAttributeValues: { ':pk': tableKeys.contactSearch(companyId), ':from': prefix, ':to': `${prefix}\uffff` },
    Limit: limit,
    cursor,
  });
}

/**
 * The contacts of token items, in item order, that `accept` keeps, until `wanted` of them; their contacts (with
 * their companions) are read `wanted` at a time, each read item kept in `into.read`. `last` is the last item
 * looked at.
 */
async function answered(
  table: Table,
  into: { companyId: string; companion: FindOptions['companion']; read: Map<string, Item> },
  items: TokenItem[],
  wanted: number,
  accept: (record: ContactRecord, item: TokenItem) => boolean,
): Promise<{ records: ContactRecord[]; last?: TokenItem }> {
  const { companyId, companion, read } = into;
  const records: ContactRecord[] = [];
  let last: TokenItem | undefined;
  for (let start = 0; start < items.length && records.length < wanted; start += wanted) {
    const chunk = items.slice(start, start + wanted);
    const contactKeys = chunk.map((item) => tableKeys.contact(companyId, item.contactId));
    const companions = companion ? chunk.map((item) => companion(item.contactId)) : [];
    for (const item of await table.batchGet<Item>([...contactKeys, ...companions])) read.set(itemId(item), item);
    for (const [index, item] of chunk.entries()) {
      if (records.length >= wanted) break;
      last = item;
      const stored = read.get(itemId(contactKeys[index] as Key));
      const record = stored && contactRecordFromItem(stored as unknown as ContactItem);
      if (record && accept(record, item)) records.push(record);
    }
  }
  return { records, last };
}

const tokenOf = (item: TokenItem) => item.sk.slice(0, item.sk.length - item.contactId.length - 1);
