import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { keys } from '../../platform/keys.js';
import type { Key, Table } from '../../platform/table.js';
import { listQueueRecords } from '../queues/repo.js';
import { hydrateTickets } from './hydrate.js';
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
 * thousand tickets or a hundred thousand: a k-way merge of the partitions that can hold its tickets, each
 * read only as far as the page needs. The tag filter reads the tag's tickets; a search reads the matching
 * contacts' tickets, a page of contacts at a time. Open and pending lists also count their tickets (the tab
 * badges), over the same partitions: the working set, never the history.
 */
export async function listTickets(deps: Deps, actor: Actor, query: TicketListQuery): Promise<TicketPage> {
  const cursor = decodeCursor(query.cursor);
  const admin = actor.profile.toLowerCase() === 'admin';
  const companyQueues = admin && !query.queueIds ? await listQueueRecords(deps.table, actor.companyId) : [];
  const scope = listScope(
    actor,
    query,
    companyQueues.map((queue) => queue.id),
  );
  const tags = query.tags ?? [];
  const counted = !query.searchParam && tags.length === 0 && (query.status === 'open' || query.status === 'pending');
  const [page, count] = await Promise.all([
    query.searchParam
      ? searchPage(deps.table, actor.companyId, query.searchParam, scope, tokenOf(cursor), query.limit)
      : tags.length
        ? taggedPage(deps.table, actor.companyId, tags, scope, belowOf(cursor), query.limit)
        : indexPage(deps.table, scope, belowOf(cursor), query.limit),
    counted ? countTickets(deps.table, scope) : undefined,
  ]);
  return {
    tickets: await hydrateTickets(deps, actor.companyId, page.records),
    ...(count === undefined ? {} : { count }),
    hasMore: page.hasMore,
    ...(page.hasMore && page.cursor ? { cursor: encodeCursor(page.cursor) } : {}),
  };
}

interface RecordsPage {
  records: TicketRecord[];
  hasMore: boolean;
  cursor?: ListCursor;
}

async function indexPage(table: Table, scope: ListScope, below: string | undefined, limit: number) {
  const range = narrowed(scope.range, below);
  const sources = scope.partitions.map((partition) => partitionSource(table, partition, range, limit + 1));
  const page = await mergeDescending(sources, {
    limit,
    accept: scope.accept,
    budget: Math.max(500, limit * LOOKS_PER_ITEM),
  });
  return withBelow(page.items, page.hasMore, page.cursor);
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
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.taggedTicket(companyId, tagId, '').pk, ':prefix': 'T#' },
        ProjectionExpression: 'pk, sk',
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

/** How many tickets the list holds in all (deduplicated: a pending ticket can sit in two partitions). */
async function countTickets(table: Table, scope: ListScope): Promise<number> {
  const ids = new Set<string>();
  await Promise.all(
    scope.partitions.map(async (partition) => {
      const condition = keyCondition(partition, scope.range);
      const items = await table.queryAll<Key & TicketRecord>({
        ...condition,
        ProjectionExpression: COUNT_FIELDS.map((_, i) => `#c${i}`).join(', '),
        ExpressionAttributeNames: {
          ...condition.ExpressionAttributeNames,
          ...Object.fromEntries(COUNT_FIELDS.map((field, i) => [`#c${i}`, field])),
        },
      });
      for (const item of items) if (scope.accept(toTicketRecord(item))) ids.add(item.id);
    }),
  );
  return ids.size;
}

/** What the list filters look at; `status` is a reserved word, hence the names. */
const COUNT_FIELDS = [
  'id',
  'companyId',
  'status',
  'userId',
  'queueId',
  'unreadMessages',
  'tagIds',
  'createdAt',
  'updatedAt',
];

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
  return async () => {
    const page = await table.query<Key & TicketRecord & Record<string, string>>({
      ...keyCondition(partition, range),
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
