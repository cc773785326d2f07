import { initAuthCreds, proto } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { tableAuthStore, useTableAuthState } from './auth-state.js';
import { createTestTable } from '../test-table.js';

let table: Table;
let n = 0;
const connection = () => `w${++n}`;

beforeAll(async () => {
  table = await createTestTable();
});

const itemsOf = async (connectionId: string) =>
  table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.connectionAuth('c1', connectionId) },
  });

describe('table auth state', () => {
  it('creates fresh creds the first time and reads back saved ones with their Buffers', async () => {
    const w = connection();
    const first = await useTableAuthState(table, 'c1', w);
    expect(first.state.creds.registered).toBe(false);
    first.state.creds.me = { id: '5511999990000:3@s.whatsapp.net' };
    first.state.creds.routingInfo = Buffer.from([1, 2, 3]);
    await first.saveCreds();

    const again = await useTableAuthState(table, 'c1', w);
    expect(again.state.creds).toEqual(first.state.creds);
    expect(Buffer.isBuffer(again.state.creds.noiseKey.private)).toBe(true);
    expect(again.state.creds.routingInfo).toEqual(Buffer.from([1, 2, 3]));
  });

  it('stores each signal key as its own item, gets many at once and deletes on null', async () => {
    const w = connection();
    const { state } = await useTableAuthState(table, 'c1', w);
    const session = (i: number) => Buffer.from(`session-${i}`);
    const sessions = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`55119${i}.0`, session(i)]));
    await state.keys.set({
      session: sessions,
      'pre-key': { '7': { public: Buffer.from('pub'), private: Buffer.from('priv') } },
    });

    const store = tableAuthStore(table, 'c1', w);
    const read = await store.keys.get('session', ['551190.0', '5511929.0', 'missing']);
    expect(read).toEqual({ '551190.0': session(0), '5511929.0': session(29) });
    expect(await store.keys.get('pre-key', ['7'])).toEqual({
      '7': { public: Buffer.from('pub'), private: Buffer.from('priv') },
    });
    expect((await itemsOf(w)).map((i) => i.sk)).toContain('pre-key#7');

    await state.keys.set({ session: { '551190.0': null } });
    expect(await store.keys.get('session', ['551190.0', '551191.0'])).toEqual({ '551191.0': session(1) });
  });

  it('answers app-state sync keys as protobuf objects', async () => {
    const w = connection();
    const store = tableAuthStore(table, 'c1', w);
    const keyData = proto.Message.AppStateSyncKeyData.fromObject({ keyData: Buffer.from('k'), timestamp: 5 });
    await store.keys.set({ 'app-state-sync-key': { AAA: keyData } });
    const { AAA } = await store.keys.get('app-state-sync-key', ['AAA']);
    expect(AAA).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(AAA!.keyData!)).toEqual(Buffer.from('k'));
  });

  it('exists only for creds of a paired account', async () => {
    const w = connection();
    const store = tableAuthStore(table, 'c1', w);
    expect(await store.exists()).toBe(false);
    await store.writeCreds(initAuthCreds());
    expect(await store.exists()).toBe(false);
    await store.writeCreds({ ...initAuthCreds(), me: { id: '5511999990000@s.whatsapp.net' } });
    expect(await store.exists()).toBe(true);
    await store.writeCreds({ ...initAuthCreds(), registered: true });
    expect(await store.exists()).toBe(true);
  });

  it('wipes every item of the connection and no other, and ignores late writes of the wiped state', async () => {
    const [w, other] = [connection(), connection()];
    const auth = await useTableAuthState(table, 'c1', w);
    auth.state.creds.registered = true;
    await auth.saveCreds();
    await auth.state.keys.set({
      session: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`s${i}`, Buffer.from('x')])),
    });
    const neighbour = await useTableAuthState(table, 'c1', other);
    await neighbour.saveCreds();

    await auth.wipe();
    expect(await itemsOf(w)).toEqual([]);
    expect(await auth.exists()).toBe(false);
    expect(await itemsOf(other)).toHaveLength(1);

    await auth.saveCreds();
    await tableAuthStore(table, 'c1', w).keys.set({ session: { late: Buffer.from('y') } });
    expect((await itemsOf(w)).map((i) => i.sk)).toEqual(['session#late']);
  });
});
