import { Readable } from 'node:stream';
import type { WAMessage } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { connected, sessionHarness } from './test-support.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

const CUSTOMER_JID = '5511988887777@s.whatsapp.net';

describe('Baileys sends', () => {
  it('refuses to send, check or reject before the socket is connected', async () => {
    const h = sessionHarness(table);
    const notInitialized = { code: 'ERR_WAPP_NOT_INITIALIZED', status: 409 };
    await expect(h.session.send('5511988887777', { kind: 'text', body: 'oi' })).rejects.toMatchObject(notInitialized);
    await h.session.start();
    await expect(h.session.send('5511988887777', { kind: 'text', body: 'oi' })).rejects.toMatchObject(notInitialized);
    await expect(h.session.checkNumber('5511988887777')).rejects.toMatchObject(notInitialized);
    await expect(h.session.rejectCall('CALL1', '5511988887777')).rejects.toMatchObject(notInitialized);
    h.sockets.last.open();
    await vi.waitFor(() => expect(h.statuses()).toContain('CONNECTED'));
    h.sockets.last.close(428);
    await vi.waitFor(() => expect(h.statuses().at(-1)).toBe('TIMEOUT'));
    await expect(h.session.send('5511988887777', { kind: 'text', body: 'oi' })).rejects.toMatchObject(notInitialized);
  });

  it('sends a text to the phone jid and answers its id; the echo of the send is not a new message', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    const sent = await h.session.send('5511988887777', { kind: 'text', body: 'Bom dia' });
    expect(sock.sent).toEqual([{ jid: CUSTOMER_JID, content: { text: 'Bom dia' }, options: { messageId: sent.id } }]);
    expect(sent.timestamp).toBe(1_790_000_000_000);

    sock.upsert(
      [{ key: { remoteJid: CUSTOMER_JID, id: sent.id, fromMe: true }, message: { conversation: 'Bom dia' } }],
      'append',
    );
    sock.upsert([{ key: { remoteJid: CUSTOMER_JID, id: 'AFTER', fromMe: false }, message: { conversation: 'oi' } }]);
    await vi.waitFor(() => expect(h.ofType('message').map((e) => e.message.id)).toEqual(['AFTER']));
  });

  it('quotes a message it has seen and sends to groups and unmapped LIDs', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    const question: WAMessage = {
      key: { remoteJid: CUSTOMER_JID, id: 'Q1', fromMe: false },
      message: { conversation: 'preço?' },
    };
    sock.upsert([question]);
    await vi.waitFor(() => expect(h.ofType('message')).toHaveLength(1));

    await h.session.send('5511988887777', { kind: 'text', body: 'R$ 10', quotedId: 'Q1' });
    await h.session.send('5511988887777', { kind: 'text', body: 'sem citação', quotedId: 'UNKNOWN' });
    await h.session.send('120363000000000001@g.us', { kind: 'text', body: 'grupo' });
    await h.session.send('lid:400000000000004', { kind: 'text', body: 'lid' });
    expect(sock.sent[0]?.options?.quoted).toEqual(question);
    expect(sock.sent[1]?.options?.quoted).toBeUndefined();
    expect(sock.sent.slice(2).map((s) => s.jid)).toEqual(['120363000000000001@g.us', '400000000000004@lid']);
  });

  it('refuses a chat id that is neither digits, a LID nor a group', async () => {
    const h = sessionHarness(table);
    await connected(h);
    await expect(h.session.send('maria', { kind: 'text', body: 'x' })).rejects.toMatchObject({
      code: 'ERR_WAPP_INVALID_CONTACT',
      status: 400,
    });
  });

  it('sends media read from the blob store, each kind as WhatsApp expects it', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    await h.blobs.put('media/c1/out/a', Buffer.from('img'), 'image/png');
    await h.blobs.put('media/c1/out/b', Buffer.from('ogg'), 'audio/ogg');
    await h.blobs.put('media/c1/out/c', Buffer.from('pdf'), 'application/pdf');
    const ref = (blobKey: string, kind: 'image' | 'audio' | 'document', mimetype: string) => ({
      kind,
      blobKey,
      mimetype,
    });
    await h.session.send('5511988887777', {
      kind: 'media',
      media: ref('media/c1/out/a', 'image', 'image/png'),
      caption: 'veja',
    });
    await h.session.send('5511988887777', {
      kind: 'media',
      media: { ...ref('media/c1/out/b', 'audio', 'audio/ogg'), ptt: true },
    });
    await h.session.send('5511988887777', {
      kind: 'media',
      media: { ...ref('media/c1/out/c', 'document', 'application/pdf'), fileName: 'boleto.pdf' },
      caption: 'segue',
    });
    const streamed = { stream: expect.any(Readable) };
    expect(sock.sent.map((s) => s.content)).toEqual([
      { image: streamed, mimetype: 'image/png', caption: 'veja' },
      { audio: streamed, mimetype: 'audio/ogg', ptt: true },
      { document: streamed, mimetype: 'application/pdf', fileName: 'boleto.pdf', caption: 'segue' },
    ]);
    await expect(
      h.session.send('5511988887777', { kind: 'media', media: ref('media/c1/out/none', 'image', 'image/png') }),
    ).rejects.toMatchObject({ code: 'ERR_SENDING_WAPP_MSG', status: 400 });
  });

  it('outbound media streams: Baileys reads the blob as a stream, never the whole of it, and a failed send closes it', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    await h.blobs.put('media/c1/out/video', Buffer.from('mp4 bytes'), 'video/mp4');
    const whole = vi.spyOn(h.blobs, 'get');
    const video = {
      kind: 'media',
      media: { kind: 'video', blobKey: 'media/c1/out/video', mimetype: 'video/mp4' },
    } as const;
    await h.session.send('5511988887777', { ...video, caption: 'olha' });

    const content = sock.sent[0]?.content as { video: { stream: Readable } };
    expect(Buffer.concat(await content.video.stream.toArray()).toString()).toBe('mp4 bytes');
    expect(whole).not.toHaveBeenCalled();

    sock.failSends = true;
    const stream = vi.spyOn(h.blobs, 'getStream');
    await expect(h.session.send('5511988887777', video)).rejects.toMatchObject({ code: 'ERR_SENDING_WAPP_MSG' });
    const opened = (await stream.mock.results[0]?.value) as { stream: Readable };
    expect(opened.stream.destroyed).toBe(true);
  });

  it('sends locations, contact cards, reactions, edits and deletes', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    const mine = await h.session.send('5511988887777', { kind: 'text', body: 'erro' });
    await h.session.send('5511988887777', { kind: 'location', latitude: -23.5, longitude: -46.6, description: 'Loja' });
    await h.session.send('5511988887777', { kind: 'vcard', displayName: 'João', vcard: 'BEGIN:VCARD' });
    await h.session.send('5511988887777', { kind: 'reaction', messageId: 'THEIRS', emoji: '👍' });
    await h.session.send('5511988887777', { kind: 'edit', messageId: mine.id, body: 'certo' });
    await h.session.send('5511988887777', { kind: 'delete', messageId: mine.id });
    const ownKey = { remoteJid: CUSTOMER_JID, id: mine.id, fromMe: true };
    expect(sock.sent.slice(1).map((s) => s.content)).toEqual([
      { location: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja' } },
      { contacts: { displayName: 'João', contacts: [{ displayName: 'João', vcard: 'BEGIN:VCARD' }] } },
      { react: { text: '👍', key: { remoteJid: CUSTOMER_JID, id: 'THEIRS', fromMe: false } } },
      { text: 'certo', edit: ownKey },
      { delete: ownKey },
    ]);
  });

  it('answers ERR_SENDING_WAPP_MSG when WhatsApp refuses the send', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.failSends = true;
    await expect(h.session.send('5511988887777', { kind: 'text', body: 'x' })).rejects.toMatchObject({
      code: 'ERR_SENDING_WAPP_MSG',
    });
    await expect(h.session.send('5511988887777', { kind: 'delete', messageId: 'M' })).rejects.toMatchObject({
      code: 'ERR_DELETE_WAPP_MSG',
    });
  });

  it('checks whether a number has an account', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.accounts.add('5511988887777');
    expect(await h.session.checkNumber('+55 11 98888-7777')).toEqual({ exists: true, chatId: '5511988887777' });
    expect(await h.session.checkNumber('5511900001111')).toEqual({ exists: false });
    await expect(h.session.checkNumber('12')).rejects.toMatchObject({ code: 'ERR_WAPP_INVALID_CONTACT' });
  });

  it('gives Baileys back a message it sent when a recipient asks for a retry', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    const sent = await h.session.send('5511988887777', { kind: 'text', body: 'de novo' });
    expect(await sock.config.getMessage({ id: sent.id })).toEqual({ conversation: 'de novo' });
    expect(await sock.config.getMessage({ id: 'NEVER' })).toBeUndefined();
  });
});
