import type { Item, Key, Table } from '../../platform/table.js';

const idOf = (key: Key) => `${key.pk}\u0000${key.sk}`;

/**
 * A job's view of the table with reads done ahead (docs/decisions/030): `prefetch` reads keys the job will ask
 * for one by one with a single consistent BatchGetItem, and the next `get` of each of those keys answers what was
 * read instead of asking again. Each prefetched answer serves one get: a read after the job's own writes (a
 * race lost, a retry) goes to the table. Every other method is the table's own.
 */
export function readAhead(table: Table) {
  const ready = new Map<string, Item | undefined>();
  const view: Table = Object.create(table);
  view.get = async function get<T extends Key>(key: Key, consistent = true): Promise<T | undefined> {
    const id = idOf(key);
    if (!ready.has(id)) return table.get<T>(key, consistent);
    const item = ready.get(id);
    ready.delete(id);
    return item as T | undefined;
  };
  return {
    table: view,
    /** Reads the keys now; answers what was found, by key, for the caller to look ahead further. */
    async prefetch(keys: Key[]): Promise<(Item | undefined)[]> {
      const found = new Map((await table.batchGet<Item>(keys, true)).map((item) => [idOf(item), item]));
      return keys.map((key) => {
        const item = found.get(idOf(key));
        ready.set(idOf(key), item);
        return item;
      });
    },
  };
}
