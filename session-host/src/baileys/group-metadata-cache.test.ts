import type { GroupMetadata } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../functions/src/platform/clock.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { GROUP_METADATA_TTL_SECONDS, tableGroupMetadataCache } from './group-metadata-cache.js';

let table: Table;
let n = 0;

beforeAll(async () => {
  table = await createTestTable();
});

const group = (subject: string): GroupMetadata => ({
  id: '120363000000000000@g.us',
  subject,
  owner: undefined,
  participants: [{ id: '5511999990000@s.whatsapp.net', admin: 'admin' }],
});

describe('group metadata cache', () => {
  it('group metadata from the table: fetched once, then read from the table, even after a restart', async () => {
    const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
    const options = { table, clock, companyId: 'c1', connectionId: `w${++n}` };
    const fetch = vi.fn(async () => group('Suporte'));
    expect(await tableGroupMetadataCache(options).get('120363000000000000@g.us', fetch)).toEqual(group('Suporte'));

    const afterRestart = tableGroupMetadataCache(options);
    expect(await afterRestart.get('120363000000000000@g.us', fetch)).toEqual(group('Suporte'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the group changed or the entry expired', async () => {
    const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
    const cache = tableGroupMetadataCache({ table, clock, companyId: 'c1', connectionId: `w${++n}` });
    const fetch = vi.fn(async () => group('Suporte'));
    await cache.get('120363000000000000@g.us', fetch);
    await cache.forget('120363000000000000@g.us');
    await cache.get('120363000000000000@g.us', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);

    clock.advance(GROUP_METADATA_TTL_SECONDS * 1000);
    fetch.mockResolvedValueOnce(group('Suporte 2'));
    expect((await cache.get('120363000000000000@g.us', fetch)).subject).toBe('Suporte 2');
    const item = await table.get<{ pk: string; sk: string; expiresAt: number }>({
      pk: 'C#c1#W#w' + n + '#GROUPS',
      sk: 'G#120363000000000000@g.us',
    });
    expect(item?.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + GROUP_METADATA_TTL_SECONDS);
  });
});
