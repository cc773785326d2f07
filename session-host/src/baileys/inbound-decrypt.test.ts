import { WAMessageStubType, type proto, type WAMessage } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import type { FakeSocket } from './fake-socket.js';
import { UNREADABLE_AFTER_MS } from './inbound-listener.js';
import { connected, sessionHarness, type SessionHarness } from './test-support.js';

let table: Table;
/** Messages are stored in DynamoDB Local between reports, which a busy machine makes slow. */
const TABLE_WAIT = { timeout: 5_000 };

beforeAll(async () => {
  table = await createTestTable();
});

const CUSTOMER = '5511988887777@s.whatsapp.net';
const T = 1_790_000_000;

/** What Baileys upserts when it could not decrypt a message: the real id, no content, a CIPHERTEXT stub. */
function placeholder(id: string, key: Partial<WAMessage['key']> = {}): WAMessage {
  return {
    key: { remoteJid: CUSTOMER, fromMe: false, id, ...key },
    messageStubType: WAMessageStubType.CIPHERTEXT,
    messageStubParameters: ['Bad MAC'],
    messageTimestamp: T,
    pushName: 'Maria',
  };
}

function readable(id: string, message: proto.IMessage): WAMessage {
  return { key: { remoteJid: CUSTOMER, fromMe: false, id }, message, messageTimestamp: T, pushName: 'Maria' };
}

async function live(): Promise<{ h: SessionHarness; sock: FakeSocket }> {
  const h = sessionHarness(table);
  return { h, sock: await connected(h) };
}

const messages = (h: SessionHarness) => h.ofType('message').map((e) => e.message);

describe('decrypt retry', () => {
  it('reports the readable message Baileys upserts after the placeholder of the same id', async () => {
    const { h, sock } = await live();
    sock.upsert([placeholder('D1')]);
    sock.upsert([readable('D1', { conversation: 'segunda tentativa' })]);
    await vi.waitFor(() => expect(messages(h)).toHaveLength(1), TABLE_WAIT);
    expect(messages(h)[0]).toMatchObject({ id: 'D1', body: 'segunda tentativa' });
    expect(messages(h)[0]?.unreadable).toBeUndefined();
    // The wait for the content ended with it: nothing is reported later.
    expect(h.timers.pending()).not.toContain(UNREADABLE_AFTER_MS);
  });

  it('reports a placeholder never filled in as an unreadable message, once, after a minute', async () => {
    const { h, sock } = await live();
    sock.upsert([placeholder('D2')]);
    sock.upsert([placeholder('D2')]);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([UNREADABLE_AFTER_MS]), TABLE_WAIT);
    expect(messages(h)).toEqual([]);
    h.timers.fireAll();
    await vi.waitFor(() => expect(messages(h)).toHaveLength(1), TABLE_WAIT);
    expect(messages(h)[0]).toEqual({
      id: 'D2',
      chatId: '5511988887777',
      isGroup: false,
      fromMe: false,
      senderName: 'Maria',
      timestamp: T * 1000,
      body: '',
      unreadable: true,
    });
  });

  it('still reports the readable message when it arrives after the unreadable one, so it can be filled in', async () => {
    const { h, sock } = await live();
    sock.upsert([placeholder('D3')]);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([UNREADABLE_AFTER_MS]), TABLE_WAIT);
    h.timers.fireAll();
    sock.upsert([readable('D3', { conversation: 'chegou' })]);
    await vi.waitFor(() => expect(messages(h)).toHaveLength(2), TABLE_WAIT);
    expect(messages(h).map((m) => [m.id, m.body, Boolean(m.unreadable)])).toEqual([
      ['D3', '', true],
      ['D3', 'chegou', false],
    ]);
  });

  it('names the sender of an unreadable group message', async () => {
    const { h, sock } = await live();
    sock.upsert([placeholder('D4', { remoteJid: '120363000000000001@g.us', participant: CUSTOMER })]);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([UNREADABLE_AFTER_MS]), TABLE_WAIT);
    h.timers.fireAll();
    await vi.waitFor(() => expect(messages(h)).toHaveLength(1), TABLE_WAIT);
    expect(messages(h)[0]).toMatchObject({
      chatId: '120363000000000001@g.us',
      isGroup: true,
      participant: '5511988887777',
      unreadable: true,
    });
  });
});
