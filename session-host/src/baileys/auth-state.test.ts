import { randomBytes } from 'node:crypto';
import { BufferJSON, initAuthCreds, proto } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { authCryptoFromKey } from './auth-crypto.js';
import type { AuthItem } from './auth-items.js';
import { tableAuthStore, useTableAuthState } from './auth-state.js';
import { createTestTable } from '../test-table.js';

let table: Table;
const crypto = authCryptoFromKey(randomBytes(32));
let n = 0;
const connection = () => `w${++n}`;

beforeAll(async () => {
  table = await createTestTable();
});

const itemsOf = async (connectionId: string) =>
  table.queryAll<AuthItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.connectionAuth('c1', connectionId) },
  });

describe('table auth state', () => {
  it('creates fresh creds the first time and reads back saved ones with their Buffers', async () => {
    const w = connection();
    const first = await useTableAuthState(table, crypto, 'c1', w);
    expect(first.state.creds.registered).toBe(false);
    first.state.creds.me = { id: '5511999990000:3@s.whatsapp.net' };
    first.state.creds.routingInfo = Buffer.from([1, 2, 3]);
    await first.saveCreds();

    const again = await useTableAuthState(table, crypto, 'c1', w);
    expect(again.state.creds).toEqual(first.state.creds);
    expect(Buffer.isBuffer(again.state.creds.noiseKey.private)).toBe(true);
    expect(again.state.creds.routingInfo).toEqual(Buffer.from([1, 2, 3]));
  });

  it('stores each signal key as its own item, gets many at once and deletes on null', async () => {
    const w = connection();
    const { state } = await useTableAuthState(table, crypto, 'c1', w);
    const session = (i: number) => Buffer.from(`session-${i}`);
    const sessions = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`55119${i}.0`, session(i)]));
    await state.keys.set({
      session: sessions,
      'pre-key': { '7': { public: Buffer.from('pub'), private: Buffer.from('priv') } },
    });

    const store = tableAuthStore(table, crypto, 'c1', w);
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
    const store = tableAuthStore(table, crypto, 'c1', w);
    const keyData = proto.Message.AppStateSyncKeyData.fromObject({ keyData: Buffer.from('k'), timestamp: 5 });
    await store.keys.set({ 'app-state-sync-key': { AAA: keyData } });
    const { AAA } = await store.keys.get('app-state-sync-key', ['AAA']);
    expect(AAA).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(AAA!.keyData!)).toEqual(Buffer.from('k'));
  });

  it('exists only for creds of a paired account', async () => {
    const w = connection();
    const store = tableAuthStore(table, crypto, 'c1', w);
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
    const auth = await useTableAuthState(table, crypto, 'c1', w);
    auth.state.creds.registered = true;
    await auth.saveCreds();
    await auth.state.keys.set({
      session: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`s${i}`, Buffer.from('x')])),
    });
    const neighbour = await useTableAuthState(table, crypto, 'c1', other);
    await neighbour.saveCreds();

    await auth.wipe();
    expect(await itemsOf(w)).toEqual([]);
    expect(await auth.exists()).toBe(false);
    expect(await itemsOf(other)).toHaveLength(1);

    await auth.saveCreds();
    await tableAuthStore(table, crypto, 'c1', w).keys.set({ session: { late: Buffer.from('y') } });
    expect((await itemsOf(w)).map((i) => i.sk)).toEqual(['session#late']);
  });
});

/** The table, but every write whose request names `sk` fails as if the process died there. */
function tableFailingOn(sk: (text: string) => boolean): Table {
  const failing = Object.create(table) as Table;
  Object.defineProperty(failing, 'doc', {
    value: {
      send: (command: { input: unknown }) => {
        const input = JSON.stringify(command.input);
        const write = /"(PutRequest|DeleteRequest|Item)"/.test(input);
        return write && sk(input) ? Promise.reject(new Error('crashed here')) : table.doc.send(command as never);
      },
    },
  });
  return failing;
}

/** An app-state sync version of `entries` index entries, as Baileys keeps one per collection (~132 bytes each). */
function syncVersion(entries: number) {
  const indexValueMap: Record<string, { valueMac: Buffer }> = {};
  for (let i = 0; i < entries; i++) indexValueMap[randomBytes(32).toString('base64')] = { valueMac: randomBytes(32) };
  return { version: entries, hash: randomBytes(128), indexValueMap };
}

describe('auth state under load and failure', () => {
  it('stores an auth value over 400 KB (a 5,000-entry app-state sync version) and reads it back', async () => {
    const w = connection();
    const { state } = await useTableAuthState(table, crypto, 'c1', w);
    const big = syncVersion(5_000);
    expect(JSON.stringify(big, BufferJSON.replacer).length).toBeGreaterThan(400_000);
    await state.keys.set({ 'app-state-sync-version': { regular: big } });

    const read = await tableAuthStore(table, crypto, 'c1', w).keys.get('app-state-sync-version', ['regular']);
    expect(read.regular).toEqual(big);
  });

  it('one bad key keeps the batch: the other keys are stored and the failure names the key', async () => {
    const w = connection();
    const store = tableAuthStore(table, crypto, 'c1', w);
    const failing = tableAuthStore(
      tableFailingOn((input) => input.includes('session#bad')),
      crypto,
      'c1',
      w,
    );
    const sessions = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`s${i}`, Buffer.from(`v${i}`)]));
    await expect(failing.keys.set({ session: { ...sessions, bad: Buffer.from('x') } })).rejects.toThrow(/session#bad/);
    const read = await store.keys.get('session', [...Object.keys(sessions), 'bad']);
    expect(read).toEqual(sessions);
  });

  it('pre-keys before creds: creds never name pre-keys whose write crashed', async () => {
    const w = connection();
    const crashing = tableFailingOn((input) => input.includes('pre-key#'));
    const auth = await useTableAuthState(crashing, crypto, 'c1', w);
    const preKeys = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [String(i + 1), { public: randomBytes(32), private: randomBytes(32) }]),
    );
    // Baileys' pre-key upload: the creds change is emitted inside the key transaction, before it commits the keys.
    Object.assign(auth.state.creds, { nextPreKeyId: 31, firstUnuploadedPreKeyId: 31 });
    const saved = auth.saveCreds();
    const committed = auth.state.keys.set({ 'pre-key': preKeys });
    await Promise.allSettled([saved, committed]);

    const stored = await tableAuthStore(table, crypto, 'c1', w).readCreds();
    expect(stored?.nextPreKeyId ?? 1).toBe(1);
    expect(stored?.firstUnuploadedPreKeyId ?? 1).toBe(1);
  });

  it('pre-keys before creds: once the pre-keys are stored, the creds that name them follow', async () => {
    const w = connection();
    const auth = await useTableAuthState(table, crypto, 'c1', w);
    const preKeys = { '1': { public: randomBytes(32), private: randomBytes(32) } };
    Object.assign(auth.state.creds, { nextPreKeyId: 2, firstUnuploadedPreKeyId: 2 });
    void auth.saveCreds();
    await auth.state.keys.set({ 'pre-key': preKeys });

    const store = tableAuthStore(table, crypto, 'c1', w);
    expect((await store.readCreds())?.nextPreKeyId).toBe(2);
    expect(await store.keys.get('pre-key', ['1'])).toEqual(preKeys);
  });
});

describe('auth encrypted at rest', () => {
  it('stores every auth item sealed, never the keys in the clear, and opens none under another key', async () => {
    const w = connection();
    const auth = await useTableAuthState(table, crypto, 'c1', w);
    auth.state.creds.me = { id: '5511999990000:3@s.whatsapp.net' };
    await auth.saveCreds();
    await auth.state.keys.set({ session: { s1: Buffer.from('session-secret') } });

    const items = await itemsOf(w);
    expect(items.map((i) => i.sk).sort()).toEqual(['creds', 'session#s1']);
    for (const item of items) {
      expect(item.value).toBeUndefined();
      const raw = Buffer.from(item.data as Uint8Array);
      expect(raw.includes('5511999990000')).toBe(false);
      expect(raw.includes('session-secret')).toBe(false);
      expect(raw.includes(Buffer.from('session-secret').toString('base64'))).toBe(false);
    }
    const otherKey = authCryptoFromKey(randomBytes(32));
    await expect(tableAuthStore(table, otherKey, 'c1', w).readCreds()).rejects.toThrow();
  });

  it('reads plain items stored before the sealing and seals them in place', async () => {
    const w = connection();
    const pk = keys.connectionAuth('c1', w);
    const creds = { ...initAuthCreds(), registered: true };
    await table.put({ pk, sk: 'creds', value: JSON.stringify(creds, BufferJSON.replacer) });
    await table.put({ pk, sk: 'session#s1', value: JSON.stringify(Buffer.from('old'), BufferJSON.replacer) });

    const auth = await useTableAuthState(table, crypto, 'c1', w);
    expect(auth.state.creds).toEqual(creds);
    expect(await auth.state.keys.get('session', ['s1'])).toEqual({ s1: Buffer.from('old') });

    const items = await itemsOf(w);
    expect(items.every((i) => i.value === undefined && i.data)).toBe(true);
    expect(await tableAuthStore(table, crypto, 'c1', w).readCreds()).toEqual(creds);
  });
});
