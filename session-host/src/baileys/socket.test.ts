import { initAuthCreds, makeCacheableSignalKeyStore, type GroupMetadata } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../functions/src/platform/clock.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { tableGroupMetadataCache } from './group-metadata-cache.js';
import { baileysLogger } from './logger.js';
import { tableRetryCounterCache } from './retry-counter-cache.js';
import { baileysSocketOptions, type SocketConfig } from './socket.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

function config(): SocketConfig {
  const ids = { table, clock: manualClock(new Date('2026-11-22T12:00:00Z')), companyId: 'c1', connectionId: 'w1' };
  return {
    auth: {
      creds: initAuthCreds(),
      keys: makeCacheableSignalKeyStore({ get: async () => ({}), set: async () => undefined }, baileysLogger),
    },
    getMessage: async () => undefined,
    version: [2, 3000, 7],
    groupMetadata: tableGroupMetadataCache(ids),
    retryCounters: tableRetryCounterCache(ids),
  };
}

describe("Baileys' socket options", () => {
  it('history sync off: no history notification is downloaded, whatever its type', () => {
    const options = baileysSocketOptions(config(), vi.fn());
    expect(options.syncFullHistory).toBe(false);
    for (const syncType of [0, 1, 2, 3, 4, 5, 6]) expect(options.shouldSyncHistoryMessage!({ syncType })).toBe(false);
  });

  it('announces the version it is given and keeps retry counters in the table', () => {
    const given = config();
    const options = baileysSocketOptions(given, vi.fn());
    expect(options.version).toEqual([2, 3000, 7]);
    expect(options.msgRetryCounterCache).toBe(given.retryCounters);
  });

  it('answers group metadata from the table once fetched, without asking WhatsApp again', async () => {
    const group: GroupMetadata = { id: '1203@g.us', subject: 'Suporte', owner: undefined, participants: [] };
    const fetchGroup = vi.fn(async () => group);
    const first = baileysSocketOptions(config(), fetchGroup);
    expect(await first.cachedGroupMetadata!('1203@g.us')).toEqual(group);
    const afterRestart = baileysSocketOptions(config(), fetchGroup);
    expect(await afterRestart.cachedGroupMetadata!('1203@g.us')).toEqual(group);
    expect(fetchGroup).toHaveBeenCalledTimes(1);
  });
});
