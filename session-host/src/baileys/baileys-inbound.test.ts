import { proto, type WAMessage } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Table } from '../../../functions/src/platform/table.js';
import type { FakeSocket } from './fake-socket.js';
import { createTestTable } from '../test-table.js';
import { connected, sessionHarness, type SessionHarness } from './test-support.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

const CUSTOMER = '5511988887777@s.whatsapp.net';
const T = 1_790_000_000;

function received(id: string, message: proto.IMessage, key: Partial<WAMessage['key']> = {}): WAMessage {
  return { key: { remoteJid: CUSTOMER, fromMe: false, id, ...key }, message, messageTimestamp: T, pushName: 'Maria' };
}

async function live(): Promise<{ h: SessionHarness; sock: FakeSocket }> {
  const h = sessionHarness(table);
  return { h, sock: await connected(h) };
}

const messages = (h: SessionHarness) => h.ofType('message').map((e) => e.message);

describe('Baileys inbound events', () => {
  it('turns a text into a message of the customer named by phone digits', async () => {
    const { h, sock } = await live();
    sock.upsert([received('M1', { conversation: 'Olá' })]);
    await vi.waitFor(() =>
      expect(messages(h)).toEqual([
        {
          id: 'M1',
          chatId: '5511988887777',
          isGroup: false,
          fromMe: false,
          senderName: 'Maria',
          timestamp: T * 1000,
          body: 'Olá',
        },
      ]),
    );
  });

  it('keeps a reply’s quoted id and takes messages the phone itself sent', async () => {
    const { h, sock } = await live();
    sock.upsert(
      [
        received('M2', { extendedTextMessage: { text: 'sim', contextInfo: { stanzaId: 'M1' } } }),
        received('M3', { conversation: 'do celular' }, { fromMe: true }),
      ],
      'append',
    );
    await vi.waitFor(() => expect(messages(h)).toHaveLength(2));
    expect(messages(h)[0]).toMatchObject({ id: 'M2', body: 'sim', quotedId: 'M1' });
    expect(messages(h)[1]).toMatchObject({ id: 'M3', fromMe: true, body: 'do celular' });
    expect(messages(h)[1]?.senderName).toBeUndefined();
  });

  it('maps locations and contact cards', async () => {
    const { h, sock } = await live();
    const vcard = 'BEGIN:VCARD\nFN:João\nEND:VCARD';
    sock.upsert([
      received('LOC', { locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja' } }),
      received('VC1', { contactMessage: { displayName: 'João', vcard } }),
      received('VC2', {
        contactsArrayMessage: {
          contacts: [
            { displayName: 'A', vcard: 'A' },
            { displayName: 'B', vcard: 'B' },
          ],
        },
      }),
    ]);
    await vi.waitFor(() => expect(messages(h)).toHaveLength(3));
    expect(messages(h)[0]).toMatchObject({
      body: '',
      location: { latitude: -23.5, longitude: -46.6, description: 'Loja' },
    });
    expect(messages(h)[1]?.vcards).toEqual([{ displayName: 'João', vcard }]);
    expect(messages(h)[2]?.vcards).toEqual([
      { displayName: 'A', vcard: 'A' },
      { displayName: 'B', vcard: 'B' },
    ]);
  });

  it('names a group message by the group and its sender by number, even when the sender is a LID', async () => {
    const { h, sock } = await live();
    sock.upsert([
      received(
        'G1',
        { conversation: 'oi grupo' },
        {
          remoteJid: '120363000000000001@g.us',
          participant: '123451234512345@lid',
          participantAlt: '5511977776666@s.whatsapp.net',
        },
      ),
    ]);
    await vi.waitFor(() => expect(messages(h)).toHaveLength(1));
    expect(messages(h)[0]).toMatchObject({
      chatId: '120363000000000001@g.us',
      isGroup: true,
      participant: '5511977776666',
    });
  });

  it('names a LID chat by the phone number, from the message, the socket or a learned mapping', async () => {
    const { h, sock } = await live();
    sock.lidStore.set('200000000000002@lid', '5511922222222:0@s.whatsapp.net');
    sock.upsert([
      received(
        'L1',
        { conversation: 'a' },
        { remoteJid: '100000000000001@lid', remoteJidAlt: '5511911111111@s.whatsapp.net' },
      ),
      received('L2', { conversation: 'b' }, { remoteJid: '200000000000002@lid' }),
    ]);
    sock.emit('lid-mapping.update', { lid: '300000000000003@lid', pn: '5511933333333@s.whatsapp.net' });
    sock.upsert([
      received('L3', { conversation: 'c' }, { remoteJid: '300000000000003@lid' }),
      received('L4', { conversation: 'd' }, { remoteJid: '100000000000001@lid' }),
      received('L5', { conversation: 'e' }, { remoteJid: '400000000000004@lid' }),
    ]);
    await vi.waitFor(() => expect(messages(h)).toHaveLength(5));
    expect(messages(h).map((m) => m.chatId)).toEqual([
      '5511911111111',
      '5511922222222',
      '5511933333333',
      '5511911111111',
      'lid:400000000000004',
    ]);
  });

  it('lid merge: reports each new LID mapping once and gives a message both addresses when both are known', async () => {
    const { h, sock } = await live();
    sock.emit('lid-mapping.update', { lid: '300000000000003@lid', pn: '5511933333333@s.whatsapp.net' });
    sock.emit('lid-mapping.update', { lid: '300000000000003:2@lid', pn: '5511933333333:2@s.whatsapp.net' });
    sock.upsert([
      received('B1', { conversation: 'a' }, { remoteJid: '300000000000003@lid' }),
      received('B2', { conversation: 'b' }, { remoteJid: CUSTOMER, remoteJidAlt: '100000000000001@lid' }),
      received('B3', { conversation: 'c' }, { remoteJid: '400000000000004@lid' }),
    ]);
    await vi.waitFor(() => expect(messages(h)).toHaveLength(3));
    expect(messages(h).map((m) => [m.chatId, m.lid])).toEqual([
      ['5511933333333', '300000000000003'],
      ['5511988887777', '100000000000001'],
      ['lid:400000000000004', undefined],
    ]);
    expect(h.ofType('lidMapping')).toEqual([
      {
        type: 'lidMapping',
        id: 'lid#300000000000003',
        chatId: '5511933333333',
        lid: '300000000000003',
        timestamp: expect.any(Number),
      },
      {
        type: 'lidMapping',
        id: 'lid#100000000000001',
        chatId: '5511988887777',
        lid: '100000000000001',
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('skips status broadcasts, key distribution and repeated upserts', async () => {
    const { h, sock } = await live();
    sock.upsert([
      received('S1', { conversation: 'status' }, { remoteJid: 'status@broadcast', participant: CUSTOMER }),
      received('K1', { senderKeyDistributionMessage: { groupId: 'g' } }),
      received('M1', { conversation: 'once' }),
      received('M1', { conversation: 'once' }),
    ]);
    await vi.waitFor(() => expect(messages(h).map((m) => m.id)).toEqual(['M1']));
    expect(h.events.filter((e) => e.type !== 'status')).toHaveLength(1);
  });

  it('reports deletes and edits of earlier messages', async () => {
    const { h, sock } = await live();
    const target = { remoteJid: CUSTOMER, id: 'M1', fromMe: false };
    sock.upsert([
      received('P1', { protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE, key: target } }),
      received('P2', {
        editedMessage: {
          message: {
            protocolMessage: {
              type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
              key: target,
              editedMessage: { conversation: 'corrigido' },
            },
          },
        },
      }),
    ]);
    await vi.waitFor(() => expect(h.events.filter((e) => e.type === 'delete' || e.type === 'edit')).toHaveLength(2));
    expect(h.ofType('delete')).toEqual([{ type: 'delete', id: 'M1', chatId: '5511988887777', timestamp: T * 1000 }]);
    expect(h.ofType('edit')).toEqual([
      { type: 'edit', id: 'M1', chatId: '5511988887777', body: 'corrigido', timestamp: T * 1000 },
    ]);
    expect(messages(h)).toEqual([]);
  });

  it('turns status changes and group receipts into acks', async () => {
    const { h, sock } = await live();
    const key = { remoteJid: CUSTOMER, id: 'OUT1', fromMe: true };
    const Status = proto.WebMessageInfo.Status;
    sock.emit(
      'messages.update',
      [Status.SERVER_ACK, Status.DELIVERY_ACK, Status.READ, Status.PLAYED, Status.ERROR, Status.PENDING].map(
        (status) => ({ key, update: { status } }),
      ),
    );
    sock.emit('message-receipt.update', [
      {
        key: { remoteJid: '120363000000000001@g.us', id: 'OUT2', fromMe: true },
        receipt: { userJid: CUSTOMER, readTimestamp: T },
      },
    ]);
    sock.emit('messages.update', [{ key, update: { pollUpdates: [] } }]);
    await vi.waitFor(() => expect(h.ofType('ack')).toHaveLength(6));
    expect(h.ofType('ack').map((e) => [e.id, e.chatId, e.ack])).toEqual([
      ['OUT1', '5511988887777', 1],
      ['OUT1', '5511988887777', 2],
      ['OUT1', '5511988887777', 3],
      ['OUT1', '5511988887777', 4],
      ['OUT1', '5511988887777', 0],
      ['OUT2', '120363000000000001@g.us', 3],
    ]);
  });

  it('reports an incoming call and rejects it through the caller WhatsApp named', async () => {
    const { h, sock } = await live();
    const date = new Date('2026-11-22T12:30:00Z');
    sock.emit('call', [
      {
        chatId: '900000000000009@lid',
        from: '900000000000009@lid',
        callerPn: '5511955555555@s.whatsapp.net',
        id: 'CALL1',
        date,
        status: 'offer',
        offline: false,
      },
      { chatId: CUSTOMER, from: CUSTOMER, id: 'CALL1', date, status: 'ringing', offline: false },
    ]);
    await vi.waitFor(() => expect(h.ofType('call')).toHaveLength(1));
    expect(h.ofType('call')[0]).toEqual({
      type: 'call',
      id: 'CALL1',
      chatId: '5511955555555',
      timestamp: date.getTime(),
      status: 'offer',
    });
    await h.session.rejectCall('CALL1', '5511955555555');
    expect(sock.rejectedCalls).toEqual([{ callId: 'CALL1', from: '900000000000009@lid' }]);
  });

  it('ignores what a socket reports after the session stopped', async () => {
    const { h, sock } = await live();
    await h.session.stop();
    sock.upsert([received('LATE', { conversation: 'tarde' })]);
    sock.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(messages(h)).toEqual([]);
    expect(h.statuses()).toEqual(['OPENING', 'CONNECTED']);
  });
});
