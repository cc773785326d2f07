import type { CacheStore } from '@whiskeysockets/baileys';
import type { Clock } from '../../../functions/src/platform/clock.js';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Key, Table } from '../../../functions/src/platform/table.js';

/** As long as Baileys' own in-memory retry cache keeps a counter. */
export const RETRY_COUNTER_TTL_SECONDS = 60 * 60;

type CounterItem = Key & { value: unknown; expiresAt: number };

/**
 * Baileys' `msgRetryCounterCache` (how often a message failed to decrypt and was asked again) kept in the table,
 * so a restart mid-retry neither asks the sender forever nor gives up on a message too early.
 */
export function tableRetryCounterCache(options: {
  table: Table;
  clock: Clock;
  companyId: string;
  connectionId: string;
}): CacheStore {
  const { table, clock, companyId, connectionId } = options;
  const keyOf = (key: string) => keys.retryCounter(companyId, connectionId, key);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** TTL deletion lags: an expired counter is gone, as from Baileys' own cache. */
  async function read(key: string): Promise<unknown> {
    const item = await table.get<CounterItem>(keyOf(key));
    return item && item.expiresAt > nowSeconds() ? item.value : undefined;
  }

  return {
    get: <T>(key: string) => read(key) as Promise<T>,
    async set<T>(key: string, value: T): Promise<void> {
      await table.put({ ...keyOf(key), value, expiresAt: nowSeconds() + RETRY_COUNTER_TTL_SECONDS });
    },
    async del(key: string): Promise<void> {
      await table.delete(keyOf(key));
    },
    async flushAll(): Promise<void> {
      const items = await table.queryAll<Key>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.retryCounters(companyId, connectionId) },
        ProjectionExpression: 'pk, sk',
      });
      await table.batchDelete(items);
    },
  };
}
