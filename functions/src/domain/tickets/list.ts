import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { keys } from '../../platform/keys.js';
import { prefixCondition, type Item, type Key, type Table } from '../../platform/table.js';
import { cachedCompany } from '../companies/cached-company.js';
import { companyQueues } from '../lookups/company-records.js';
import { hydrateTickets, readListedTickets } from './hydrate.js';
import { listScope, type KeyRange, type ListScope, type Partition } from './list-scope.js';
import { searchPage } from './list-search.js';
import { mergeDescending, type SortedSource } from './merge.js';
import { getTicketRecords, ticketIndexKeys, toTicketRecord, type TicketRecord } from './repo.js';
import type { TicketListQuery, TicketPage } from './schema.js';

/** A page may look at this many tickets per ticket it shows before it answers short (rarely matching filters). */
const LOOKS_PER_ITEM = 25;

/** Where the next page starts: below a sort key (lists) or after a search token (search). */
type ListCursor = { below: string } | { token: string };

/**
 * GET /tickets. Every list is read through the list indexes, newest first, so a page costs the same with a
 * thousand tickets or a hundred thousand, and a fixed number of DynamoDB calls (docs/decisions/029): one query
 * per partition that can hold its tickets and one batch read of the page's tickets with the names they show.
 * Open and pending lists (the working set, never the history) are read whole, projected to what the filters
 * look at, for the page and the tab badge's count at once; other lists are a k-way merge of their partitions,
 * each read only as far as the page needs. The tag filter reads the tag's tickets; a search reads the matching
 * contacts' tickets, a page of contacts at a time.
 */
export async function listTickets(deps: Deps, actor: Actor, query: TicketListQuery): Promise<TicketPage> {
  const cursor = decodeCursor(query.cursor);
  const admin = actor.profile.toLowerCase() === 'admin';
  // Both from the company's lookups: no request while fresh (the company item is what authentication checked).
  const [queues, company] =
    admin && !query.queueIds
      ? await Promise.all([companyQueues(deps, actor.companyId), cachedCompany(deps, actor.companyId)])
      : [[], undefined];
  const scope = listScope(
    actor,
    query,
    queues.map((queue) => queue.id),
    company?.workingSetIndexed === true,
  );
  const tags = query.tags ?? [];
  const counted = !query.searchParam && tags.length === 0 && (query.status === 'open' || query.status === 'pending');
  const page = query.searchParam
    ? await searchPage(deps.table, actor.companyId, query.searchParam, scope, tokenOf(cursor), query.limit)
    : tags.length
      ? await taggedPage(deps.table, actor.companyId, tags, scope, belowOf(cursor), query.limit)
      : counted
        ? await workingSetPage(deps.table, scope, belowOf(cursor), query.limit)
        : await indexPage(deps.table, scope, belowOf(cursor), query.limit);
  const tickets =
    'entries' in page
      ? await readListedTickets(deps, actor.companyId, page.entries, scope.accept)
      : await hydrateTickets(deps, actor.companyId, page.records, page.contacts);
  return {
    tickets,
    ...('count' in page ? { count: page.count } : {}),
    hasMore: page.hasMore,
    ...(page.hasMore && page.cursor ? { cursor: encodeCursor(page.cursor) } : {}),
  };
}

interface RecordsPage {
  records: TicketRecord[];
  /** Contacts' items the page already read (a search's), so their tickets show them without a second read. */
  contacts?: Item[];
  hasMore: boolean;
  cursor?: ListCursor;
}

/** Index entries: the stored ticket's fields a list filters and joins on, not yet the whole ticket. */
interface EntriesPage {
  entries: TicketRecord[];
  hasMore: boolean;
  cursor?: ListCursor;
  count?: number;
}

async function indexPage(table: Table, scope: ListScope, below: string | undefined, limit: number) {
  const range = narrowed(scope.range, below);
  const sources = scope.partitions.map((partition) => partitionSource(table, partition, range, limit + 1));
  const page = await mergeDescending(sources, {
    limit,
    accept: scope.accept,
    budget: Math.max(500, limit * LOOKS_PER_ITEM),
  });
  return withEntries(page.items, page.hasMore, page.cursor);
}

/**
 * An open or pending list: every entry of its partitions (one query each, projected), so the count (deduplicated:
 * a pending ticket can sit in two partitions) and the page come from the same read.
 */
export async function workingSetPage(
  table: Table,
  scope: ListScope,
  below: string | undefined,
  limit: number,
): Promise<EntriesPage & { count: number }> {
  const read = await Promise.all(
    scope.partitions.map((partition) => {
      const condition = keyCondition(partition, scope.range);
      return table.queryAll<Key & Record<string, unknown>>({
        ...condition,
        ...projection(partition, condition.ExpressionAttributeNames),
      });
    }),
  );
  const accepted = new Map<string, { key: string; entry: TicketRecord }>();
  read.forEach((items, index) => {
    const skName = `${(scope.partitions[index] as Partition).index}sk`;
    for (const item of items) {
      const key = String(item[skName] ?? '');
      const entry = toTicketRecord(item as unknown as TicketRecord);
      if (inRange(key, scope.range) && scope.accept(entry)) accepted.set(entry.id, { key, entry });
    }
  });
  const range = narrowed(scope.range, below);
  const remaining = [...accepted.values()]
    .filter((one) => inRange(one.key, range))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const shown = remaining.slice(0, limit);
  const hasMore = remaining.length > limit;
  return {
    ...withEntries(
      shown.map((one) => one.entry),
      hasMore,
      shown.at(-1)?.key,
    ),
    count: accepted.size,
  };
}

/** The tickets carrying every one of the tags (the tag's entries, sk `T#<ticketId>`), newest first. */
async function taggedPage(
  table: Table,
  companyId: string,
  tagIds: string[],
  scope: ListScope,
  below: string | undefined,
  limit: number,
): Promise<RecordsPage> {
  const lists = await Promise.all(
    tagIds.map((tagId) =>
      table.queryAll<Key>({
        ...prefixCondition(keys.taggedTicket(companyId, tagId, '').pk, 'T#'),
        ProjectionExpression: '#pk, #sk',
      }),
    ),
  );
  const [first = [], ...others] = lists.map((items) => items.map((item) => item.sk.slice(2)));
  const ids = first.filter((id) => others.every((list) => list.includes(id)));
  const range = narrowed(scope.range, below);
  const matching = (await getTicketRecords(table, companyId, ids))
    .filter((record) => scope.accept(record) && inRange(sortKey(record), range))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
  const records = matching.slice(0, limit);
  const last = records.at(-1);
  return withBelow(records, matching.length > limit, last && sortKey(last));
}

/** What the list filters and the names it shows look at; `status` is a reserved word, hence the names. */
const LIST_FIELDS = [
  'id',
  'companyId',
  'status',
  'userId',
  'queueId',
  'whatsappId',
  'contactId',
  'unreadMessages',
  'tagIds',
  'createdAt',
  'updatedAt',
];

/** The index entries projected to LIST_FIELDS and the partition's sort key, alongside the key condition's names. */
function projection(partition: Partition, names: Record<string, string>) {
  const fields = [...LIST_FIELDS, `${partition.index}sk`];
  return {
    ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: { ...names, ...Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])) },
  };
}

/** One index partition read newest first, a batch of about a page at a time. */
function partitionSource(
  table: Table,
  partition: Partition,
  range: KeyRange,
  size: number,
): SortedSource<TicketRecord> {
  if (range.lo && range.hi && range.lo >= range.hi) return async () => ({ items: [], done: true });
  const skName = `${partition.index}sk`;
  let cursor: string | undefined;
  const condition = keyCondition(partition, range);
  return async () => {
    const page = await table.query<Key & TicketRecord & Record<string, string>>({
      ...condition,
      ...projection(partition, condition.ExpressionAttributeNames),
      ScanIndexForward: false,
      Limit: size,
      cursor,
    });
    cursor = page.cursor;
    const items = page.items
      .filter((item) => inRange(item[skName] ?? '', range))
      .map((item) => ({ key: item[skName] ?? '', id: item.id, value: toTicketRecord(item) }));
    return { items, done: !cursor };
  };
}

function keyCondition(partition: Partition, range: KeyRange) {
  const names: Record<string, string> = { '#pk': `${partition.index}pk` };
  const values: Record<string, string> = { ':pk': partition.pk };
  if (range.lo) values[':lo'] = range.lo;
  if (range.hi) values[':hi'] = range.hi;
  if (range.lo || range.hi) names['#sk'] = `${partition.index}sk`;
  // The upper bound is exclusive; BETWEEN includes it, so that one key is dropped when read (inRange).
  const sk =
    range.lo && range.hi
      ? ' AND #sk BETWEEN :lo AND :hi'
      : range.hi
        ? ' AND #sk < :hi'
        : range.lo
          ? ' AND #sk >= :lo'
          : '';
  return {
    IndexName: partition.index,
    KeyConditionExpression: `#pk = :pk${sk}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

const sortKey = (record: TicketRecord) => ticketIndexKeys(record).gsi1sk;

const inRange = (key: string, range: KeyRange) => (!range.lo || key >= range.lo) && (!range.hi || key < range.hi);

/** The day range further bounded by the cursor (the next page starts below the last key looked at). */
function narrowed(range: KeyRange, below: string | undefined): KeyRange {
  const hi = [range.hi, below].filter((value): value is string => value !== undefined).sort()[0];
  return { lo: range.lo, hi };
}

function withBelow(records: TicketRecord[], hasMore: boolean, below: string | undefined): RecordsPage {
  return { records, hasMore, ...(below ? { cursor: { below } } : {}) };
}

function withEntries(entries: TicketRecord[], hasMore: boolean, below: string | undefined): EntriesPage {
  return { entries, hasMore, ...(below ? { cursor: { below } } : {}) };
}

function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const invalidCursor = () => new AppError('ERR_VALIDATION', 400, 'Invalid cursor');

function decodeCursor(raw: string | undefined): ListCursor | undefined {
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const value = parsed as Partial<Record<'below' | 'token', unknown>> | null;
  if (typeof value?.below === 'string') return { below: value.below };
  if (typeof value?.token === 'string') return { token: value.token };
  throw invalidCursor();
}

function belowOf(cursor: ListCursor | undefined): string | undefined {
  if (cursor && !('below' in cursor)) throw invalidCursor();
  return cursor?.below;
}

function tokenOf(cursor: ListCursor | undefined): string | undefined {
  if (cursor && !('token' in cursor)) throw invalidCursor();
  return cursor?.token;
}
