import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BufferJSON, proto, type WAMessage } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalBlobStore } from '../../../functions/src/platform/blobs/local-blob-store.js';
import type { SessionCommand } from '../../../functions/src/platform/chat/session-commands.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import type { FakeSocket } from './fake-socket.js';
import { connected, sessionHarness, type SessionHarness } from './test-support.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

const MB = 1024 * 1024;
const CUSTOMER = '5511988887777@s.whatsapp.net';
const T = 1_790_000_000;

type MediaFetch = Extract<SessionCommand, { type: 'media.fetch' }>;

function received(id: string, message: proto.IMessage): WAMessage {
  return { key: { remoteJid: CUSTOMER, fromMe: false, id }, message, messageTimestamp: T, pushName: 'Maria' };
}

/** The download step as the outbound queue would hand it to the session. */
function fetchCommand(h: SessionHarness, msg: WAMessage): MediaFetch {
  const ref = JSON.stringify(msg, BufferJSON.replacer);
  return {
    type: 'media.fetch',
    companyId: 'c1',
    connectionId: h.connectionId,
    chatId: '5511988887777',
    id: msg.key.id!,
    ref,
  };
}

const run = (h: SessionHarness, command: MediaFetch) => h.session.fetchMedia!(command.chatId, command.id, command.ref);

/** `total` bytes in 256 KB chunks, each made when read and dropped after: the stream never exists whole. */
function generated(total: number, onChunk: () => void = () => undefined): () => Readable {
  return () =>
    Readable.from(
      (function* () {
        for (let sent = 0; sent < total; sent += 256 * 1024) {
          onChunk();
          yield Buffer.alloc(Math.min(256 * 1024, total - sent), 0x25);
        }
      })(),
    );
}

async function live(options?: Parameters<typeof sessionHarness>[2]): Promise<{ h: SessionHarness; sock: FakeSocket }> {
  const h = sessionHarness(table, undefined, options);
  return { h, sock: await connected(h) };
}

describe('media download step', () => {
  it('reports the message at once with pendingMedia and queues its download, once, on the outbound queue', async () => {
    const { h, sock } = await live();
    const msg = received('IMG1', { imageMessage: { caption: 'foto', mimetype: 'image/jpeg', url: 'https://mmg/x' } });
    sock.upsert([msg]);
    sock.upsert([msg], 'append');

    await vi.waitFor(() => expect(h.jobs.commands()).toHaveLength(1));
    expect(h.ofType('message').map((e) => e.message)).toEqual([
      expect.objectContaining({ id: 'IMG1', body: 'foto', pendingMedia: { kind: 'image', mimetype: 'image/jpeg' } }),
    ]);
    expect(h.ofType('media')).toEqual([]);
    const [job] = h.jobs.sent;
    expect(job).toMatchObject({
      queue: 'outbound',
      body: { type: 'media.fetch', companyId: 'c1', connectionId: h.connectionId, chatId: '5511988887777', id: 'IMG1' },
      options: { groupId: `media#${h.connectionId}`, dedupeId: `media#${h.connectionId}#IMG1` },
    });
    expect(JSON.parse((job?.body as MediaFetch).ref, BufferJSON.reviver)).toEqual(JSON.parse(JSON.stringify(msg)));
  });

  it('streams the attachment into the blob store and reports it as the message’s media', async () => {
    const { h, sock } = await live();
    const doc = received('DOC', {
      documentWithCaptionMessage: {
        message: { documentMessage: { mimetype: 'application/pdf', fileName: 'nota.pdf', caption: 'segue' } },
      },
    });
    const voice = received('AUD', { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true } });
    sock.media.set('DOC', Buffer.from('%PDF-1.7'));
    sock.media.set('AUD', Buffer.from('ogg'));

    await run(h, fetchCommand(h, doc));
    await run(h, fetchCommand(h, voice));

    const blobKey = `media/c1/${h.connectionId}/DOC`;
    expect(h.ofType('media')).toEqual([
      {
        type: 'media',
        id: 'DOC',
        chatId: '5511988887777',
        timestamp: T * 1000,
        media: { kind: 'document', blobKey, mimetype: 'application/pdf', fileName: 'nota.pdf', size: 8 },
      },
      expect.objectContaining({
        id: 'AUD',
        media: expect.objectContaining({ kind: 'audio', mimetype: 'audio/ogg', ptt: true }),
      }),
    ]);
    expect(Buffer.from(h.blobs.blobs.get(blobKey)!.data).toString()).toBe('%PDF-1.7');
  });

  it('reports an attachment WhatsApp no longer serves as unavailable', async () => {
    const { h } = await live();
    await run(h, fetchCommand(h, received('GONE', { videoMessage: { caption: 'vídeo', mimetype: 'video/mp4' } })));
    expect(h.ofType('media')).toEqual([expect.objectContaining({ id: 'GONE', failure: 'unavailable' })]);
    expect(h.ofType('media')[0]?.media).toBeUndefined();
  });

  it('fails while the connection is down, so the queue retries it', async () => {
    const h = sessionHarness(table);
    await h.session.start();
    const command = fetchCommand(h, received('IMG2', { imageMessage: { mimetype: 'image/png' } }));
    await expect(run(h, command)).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    expect(h.ofType('media')).toEqual([]);
  });
});

describe('media request retried', () => {
  const image = () => received('IMG3', { imageMessage: { mimetype: 'image/jpeg', url: 'https://mmg/y' } });

  it('asks again with a growing delay when the outbound queue refuses it, ahead of later messages', async () => {
    const { h, sock } = await live();
    const send = vi.spyOn(h.jobs, 'send');
    send.mockRejectedValueOnce(new Error('throttled')).mockRejectedValueOnce(new Error('throttled'));
    sock.upsert([image()]);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([200]));
    sock.upsert([received('DOC3', { documentMessage: { mimetype: 'application/pdf' } })]);
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([400]));
    expect(h.jobs.commands()).toEqual([]);

    h.timers.fireAll();
    await vi.waitFor(() =>
      expect(h.jobs.commands().map((c) => c.type === 'media.fetch' && c.id)).toEqual(['IMG3', 'DOC3']),
    );
    expect(h.ofType('media')).toEqual([]);
  });

  it('gives the message up as unavailable when the session stops and the queue still refuses it', async () => {
    const { h, sock } = await live();
    vi.spyOn(h.jobs, 'send').mockRejectedValue(new Error('queue down'));
    sock.upsert([image()]);
    await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));

    let stopped = false;
    const stopping = h.session.stop().then(() => (stopped = true));
    const delays: number[] = [];
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      delays.push(...h.timers.pending());
      h.timers.fireAll();
    }
    await stopping;
    expect(delays).toEqual([200, 400, 800, 1600, 3200]);
    expect(h.ofType('media')).toEqual([expect.objectContaining({ id: 'IMG3', failure: 'unavailable' })]);
  });
});

describe('media too large', () => {
  it('stops a download at the cap, stores nothing and reports the message too large', async () => {
    const { h, sock } = await live({ mediaMaxBytes: MB });
    let chunks = 0;
    sock.media.set(
      'BIG',
      generated(3 * MB, () => chunks++),
    );
    await run(h, fetchCommand(h, received('BIG', { videoMessage: { caption: 'olha', mimetype: 'video/mp4' } })));

    expect(h.ofType('media')).toEqual([expect.objectContaining({ id: 'BIG', failure: 'tooLarge' })]);
    expect(h.blobs.blobs.size).toBe(0);
    // It stopped reading once past the cap: 1 MB is four chunks, the fifth crosses it.
    expect(chunks).toBeLessThanOrEqual(6);
  });

  it('does not download what WhatsApp already says is over the cap', async () => {
    const { h, sock } = await live({ mediaMaxBytes: MB });
    const download = vi.spyOn(sock, 'downloadMedia');
    const msg = received('HUGE', { documentMessage: { mimetype: 'application/zip', fileLength: 2 * MB } });
    await run(h, fetchCommand(h, msg));
    expect(h.ofType('media')).toEqual([expect.objectContaining({ id: 'HUGE', failure: 'tooLarge' })]);
    expect(download).not.toHaveBeenCalled();
  });
});

describe('200 MB document', () => {
  it('streams a 200 MB document to disk with the host’s memory flat', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'balcao-media-'));
    try {
      const blobs = new LocalBlobStore(dir, randomBytes(32));
      const { h, sock } = await live({ blobs, mediaMaxBytes: 300 * MB });
      const before = process.memoryUsage();
      const peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
      sock.media.set(
        'DOC200',
        generated(200 * MB, () => {
          const now = process.memoryUsage();
          peak.rss = Math.max(peak.rss, now.rss);
          peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
        }),
      );
      const msg = received('DOC200', { documentMessage: { mimetype: 'application/pdf', fileName: 'manual.pdf' } });
      await run(h, fetchCommand(h, msg));

      const after = process.memoryUsage();
      const growth = {
        peakRss: (peak.rss - before.rss) / MB,
        peakArrayBuffers: (peak.arrayBuffers - before.arrayBuffers) / MB,
        rss: (after.rss - before.rss) / MB,
      };
      console.info(`200 MB document: memory growth in MB ${JSON.stringify(growth)}`);
      const blobKey = `media/c1/${h.connectionId}/DOC200`;
      expect(h.ofType('media')).toEqual([
        expect.objectContaining({ id: 'DOC200', media: expect.objectContaining({ blobKey, size: 200 * MB }) }),
      ]);
      expect((await stat(join(dir, 'blobs', blobKey))).size).toBe(200 * MB);
      expect(growth.peakRss).toBeLessThan(100);
      expect(growth.peakArrayBuffers).toBeLessThan(100);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
