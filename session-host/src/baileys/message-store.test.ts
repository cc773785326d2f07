import type { WAMessage } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../functions/src/platform/clock.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { MessageStore } from './message-store.js';
import { connected, sessionHarness } from './test-support.js';

let table: Table;
/** Messages are stored in DynamoDB Local between reports, which a busy machine makes slow. */
const TABLE_WAIT = { timeout: 5_000 };

beforeAll(async () => {
  table = await createTestTable();
});

const CUSTOMER_JID = '5511988887777@s.whatsapp.net';
const GROUP_JID = '120363000000000001@g.us';

describe('the messages a Baileys session keeps', () => {
  it('getMessage after restart: answers a retry request for what the session sent before it restarted', async () => {
    const before = sessionHarness(table);
    await connected(before);
    const { id } = await before.session.send('5511988887777', { kind: 'text', body: 'Seu pedido saiu' });
    await before.session.stop();

    const after = sessionHarness(table, before.connectionId);
    const sock = await connected(after);
    await expect(sock.config.getMessage({ remoteJid: CUSTOMER_JID, id, fromMe: true })).resolves.toMatchObject({
      conversation: 'Seu pedido saiu',
    });
    await expect(sock.config.getMessage({ remoteJid: CUSTOMER_JID, id: 'NEVER', fromMe: true })).resolves.toBe(
      undefined,
    );
  });

  it('getMessage after restart: quotes and reacts to messages received before the restart', async () => {
    const before = sessionHarness(table);
    const first = await connected(before);
    const question: WAMessage = {
      key: { remoteJid: CUSTOMER_JID, id: 'Q1', fromMe: false },
      message: { conversation: 'preço?' },
      messageTimestamp: 1_790_000_000,
    };
    const inGroup: WAMessage = {
      key: { remoteJid: GROUP_JID, id: 'G1', fromMe: false, participant: '5511977776666@s.whatsapp.net' },
      message: { conversation: 'oi grupo' },
    };
    first.upsert([question, inGroup]);
    await vi.waitFor(() => expect(before.ofType('message')).toHaveLength(2), TABLE_WAIT);
    await before.session.stop();

    const after = sessionHarness(table, before.connectionId);
    const sock = await connected(after);
    await after.session.send('5511988887777', { kind: 'text', body: 'R$ 10', quotedId: 'Q1' });
    await after.session.send(GROUP_JID, { kind: 'reaction', messageId: 'G1', emoji: '👍' });
    expect(sock.sent[0]?.options?.quoted).toMatchObject({
      key: question.key,
      message: { conversation: 'preço?' },
    });
    expect(sock.sent[1]?.content).toEqual({ react: { text: '👍', key: inGroup.key } });
  });

  it('keeps a message without content only as seen, and a message too large for an item only in memory', async () => {
    const scope = {
      table,
      clock: manualClock(new Date('2026-11-22T12:00:00Z')),
      companyId: 'c1',
      connectionId: 'w-big',
    };
    const store = new MessageStore(scope);
    store.markSeen({ key: { remoteJid: CUSTOMER_JID, id: 'PENDING', fromMe: true } });
    await store.remember({
      key: { remoteJid: CUSTOMER_JID, id: 'BIG', fromMe: true },
      message: { conversation: 'x'.repeat(400_000) },
    });
    expect(store.seen('PENDING')).toBe(true);
    expect((await store.get('BIG'))?.message?.conversation).toHaveLength(400_000);

    const restarted = new MessageStore(scope);
    expect(restarted.seen('PENDING')).toBe(false);
    await expect(restarted.get('PENDING')).resolves.toBeUndefined();
    await expect(restarted.get('BIG')).resolves.toBeUndefined();
    await expect(restarted.keyOf('PENDING', CUSTOMER_JID, true)).resolves.toEqual({
      remoteJid: CUSTOMER_JID,
      id: 'PENDING',
      fromMe: true,
    });
  });

  it('stores each message for thirty days', async () => {
    const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
    const store = new MessageStore({ table, clock, companyId: 'c1', connectionId: 'w-ttl' });
    await store.remember({
      key: { remoteJid: CUSTOMER_JID, id: 'TTL', fromMe: false },
      message: { conversation: 'a' },
    });
    const item = await table.get<{ pk: string; sk: string; expiresAt: number }>({
      pk: 'C#c1#W#w-ttl#WAMSG#TTL',
      sk: 'WAMSG',
    });
    expect(item?.expiresAt).toBe(Date.parse('2026-12-22T12:00:00Z') / 1000);
  });
});
