import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../functions/src/platform/clock.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { RETRY_COUNTER_TTL_SECONDS, tableRetryCounterCache } from './retry-counter-cache.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

describe("Baileys' retry counter cache", () => {
  it('retry counter survives restart: a count set before is read by the next process', async () => {
    const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
    const options = { table, clock, companyId: 'c1', connectionId: 'w1' };
    await tableRetryCounterCache(options).set('MSG1:5511999990000@s.whatsapp.net', 2);

    const afterRestart = tableRetryCounterCache(options);
    expect(await afterRestart.get('MSG1:5511999990000@s.whatsapp.net')).toBe(2);
    await afterRestart.del('MSG1:5511999990000@s.whatsapp.net');
    expect(await afterRestart.get('MSG1:5511999990000@s.whatsapp.net')).toBeUndefined();
  });

  it('forgets a count after its time to live, and flushes only its own connection', async () => {
    const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
    const mine = tableRetryCounterCache({ table, clock, companyId: 'c1', connectionId: 'w2' });
    const other = tableRetryCounterCache({ table, clock, companyId: 'c1', connectionId: 'w3' });
    await mine.set('A', 1);
    await mine.set('B', 1);
    await other.set('A', 4);
    await mine.flushAll();
    expect([await mine.get('A'), await mine.get('B'), await other.get('A')]).toEqual([undefined, undefined, 4]);

    clock.advance(RETRY_COUNTER_TTL_SECONDS * 1000);
    expect(await other.get('A')).toBeUndefined();
  });
});
