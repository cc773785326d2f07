/** An item with the key it is sorted by (descending) and the identity duplicates share. */
export interface Keyed<T> {
  key: string;
  id: string;
  value: T;
}

/** The next batch of a source sorted by key, newest first; `done` once nothing follows. */
export type SortedSource<T> = () => Promise<{ items: Keyed<T>[]; done: boolean }>;

export interface MergeOptions<T> {
  limit: number;
  accept: (value: T) => boolean;
  /** How many items one page may look at before it stops (filters that match little cost at most this). */
  budget: number;
}

export interface MergedPage<T> {
  items: T[];
  hasMore: boolean;
  /** The last key looked at: the next page continues below it in every source. */
  cursor?: string;
}

interface Reader<T> {
  next: SortedSource<T>;
  buffer: Keyed<T>[];
  done: boolean;
}

/**
 * A k-way merge of sources sorted by the same key, newest first: one page of the items `accept` keeps. The
 * same item met in two sources (a ticket in a queue list and in its user's list) is given once. A page stops
 * when it is full and another item is waiting, when every source is spent, or when the budget runs out (then
 * it may be short, with `hasMore`).
 */
export async function mergeDescending<T>(sources: SortedSource<T>[], options: MergeOptions<T>): Promise<MergedPage<T>> {
  const readers: Reader<T>[] = sources.map((next) => ({ next, buffer: [], done: false }));
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let looked = 0; ;) {
    await refill(readers);
    const head = newestHead(readers);
    if (!head) return { items, hasMore: false };
    const entry = head.buffer[0] as Keyed<T>;
    const wanted = !seen.has(entry.id) && options.accept(entry.value);
    if (wanted && items.length === options.limit) return { items, hasMore: true, cursor };
    head.buffer.shift();
    cursor = entry.key;
    if (wanted) {
      items.push(entry.value);
      seen.add(entry.id);
    }
    if (++looked >= options.budget) return { items, hasMore: true, cursor };
  }
}

/** Every source that is not spent holds at least one item, so the newest head is the newest of all. */
async function refill<T>(readers: Reader<T>[]): Promise<void> {
  await Promise.all(
    readers.map(async (reader) => {
      while (reader.buffer.length === 0 && !reader.done) {
        const batch = await reader.next();
        reader.buffer.push(...batch.items);
        reader.done = batch.done;
      }
    }),
  );
}

function newestHead<T>(readers: Reader<T>[]): Reader<T> | undefined {
  let newest: Reader<T> | undefined;
  for (const reader of readers) {
    const head = reader.buffer[0];
    if (head && (!newest || head.key > (newest.buffer[0] as Keyed<T>).key)) newest = reader;
  }
  return newest;
}
