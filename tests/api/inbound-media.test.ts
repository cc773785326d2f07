import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { localAuthCrypto } from '../../session-host/src/baileys/auth-crypto.js';
import { createBaileysProvider } from '../../session-host/src/baileys/baileys-provider.js';
import { fakeSockets } from '../../session-host/src/baileys/fake-socket.js';
import { SessionManager } from '../../session-host/src/session-manager.js';
import { useInboundWorld } from './inbound-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

const CUSTOMER = '5511988887777';

describe('media download step in the pipeline', () => {
  const world = useInboundWorld({ connection: 'beta' });

  const job = (event: Parameters<typeof world.fx.job>[2]) =>
    world.fx.job(world.company.companyId, world.connectionId, event);
  const pendingDocument = (id: string) =>
    job(
      world.fx.customerMessage({
        id,
        chatId: CUSTOMER,
        body: 'segue o contrato',
        pendingMedia: { kind: 'document', mimetype: 'application/pdf', fileName: 'contrato.pdf', size: 90_000 },
      }),
    );
  const media = (id: string, fields: { media?: object; failure?: 'tooLarge' | 'unavailable' }) =>
    job({ type: 'media', id, chatId: CUSTOMER, timestamp: world.ctx.clock.now().getTime(), ...fields } as never);
  const conversation = async () => {
    const { ticket } = await world.fx.chat(world.company.companyId, world.connectionId, CUSTOMER);
    return (await world.fx.page(world.token, ticket!.id)).messages;
  };

  it('shows a message stored with pendingMedia as downloading, then fills it in and publishes the update', async () => {
    await world.ingest(pendingDocument('DOC1'));
    const [downloading] = await conversation();
    expect(downloading).toMatchObject({
      body: 'segue o contrato',
      mediaType: 'application',
      mediaName: 'contrato.pdf',
      mediaUrl: null,
      mediaStatus: 'downloading',
    });
    const { ticket } = await world.fx.chat(world.company.companyId, world.connectionId, CUSTOMER);
    expect(ticket?.lastMessage).toBe('segue o contrato');

    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    const blobKey = `media/${world.company.companyId}/${world.connectionId}/DOC1`;
    await world.ctx.deps.blobs.put(blobKey, new TextEncoder().encode('%PDF'), 'application/pdf');
    const stored = { kind: 'document', blobKey, mimetype: 'application/pdf', fileName: 'contrato.pdf', size: 4 };
    await world.ingest(media('DOC1', { media: stored }));
    await world.ingest(media('DOC1', { media: stored }));

    const [filled] = await conversation();
    expect(filled).toMatchObject({ id: downloading?.id, body: 'segue o contrato', mediaName: 'contrato.pdf' });
    expect(filled?.mediaUrl).toEqual(expect.any(String));
    expect(filled?.mediaStatus).toBeUndefined();
    const updates = eventsOn(socket.received, `company-${world.company.companyId}-appMessage`);
    await vi.waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({
      action: 'update',
      message: { id: downloading?.id, mediaUrl: expect.any(String) },
    });
  });

  it('media too large: keeps the caption and marks the message with the cap', async () => {
    await world.ingest(pendingDocument('BIG'));
    await world.ingest(media('BIG', { failure: 'tooLarge' }));
    const [message] = await conversation();
    expect(message).toMatchObject({
      body: 'segue o contrato',
      mediaUrl: null,
      mediaStatus: 'tooLarge',
      mediaLimitMb: 64,
    });
  });

  it('marks an attachment gone from the servers unavailable', async () => {
    await world.ingest(pendingDocument('GONE'));
    await world.ingest(media('GONE', { failure: 'unavailable' }));
    const [message] = await conversation();
    expect(message).toMatchObject({ body: 'segue o contrato', mediaStatus: 'unavailable' });
    expect(message?.mediaLimitMb).toBeUndefined();
  });

  it('keeps a customer’s HTML or SVG document, and its link downloads it as bytes instead of opening a page', async () => {
    for (const [id, mimetype, fileName] of [
      ['HTML1', 'text/html', 'pagina.html'],
      ['SVG1', 'image/svg+xml', 'logo.svg'],
    ] as const) {
      const blobKey = `media/${world.company.companyId}/${world.connectionId}/${id}`;
      // What the session host stores for it: the customer's bytes under the type their phone declared.
      await world.ctx.deps.blobs.put(blobKey, new TextEncoder().encode('<script>alert(1)</script>'), mimetype);
      const stored = { kind: 'document', blobKey, mimetype, fileName, size: 25 };
      await world.ingest(job(world.fx.customerMessage({ id, chatId: CUSTOMER, body: '', media: stored as never })));
      const [message] = await conversation();
      expect(message).toMatchObject({ mediaType: 'application', mediaName: fileName });
      const res = await world.ctx.app.request(message?.mediaUrl ?? '');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toBe('attachment');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('in-flight at stop', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('delivers to the inbound queue a message upsert still being processed when the manager stops', async () => {
    const company = await ctx.seedCompany();
    const { id: connectionId } = await adminFixtures(ctx).putConnection(company.companyId, { provider: 'beta' });
    const sockets = fakeSockets();
    const manager = new SessionManager({
      deps: ctx.deps,
      providers: [
        createBaileysProvider(ctx.deps, {
          authCrypto: localAuthCrypto(undefined),
          makeSocket: sockets.makeSocket,
          mediaMaxBytes: 1024 * 1024,
        }),
      ],
      hostId: 'in-flight-host',
    });
    await manager.handle({ type: 'session.start', companyId: company.companyId, connectionId });
    const sock = sockets.last;
    sock.open();

    // The customer is known only by a LID: processing waits for the socket's LID store, which answers late.
    let answer!: (pn: string | null) => void;
    sock.signalRepository.lidMapping.getPNForLID = () => new Promise((resolve) => (answer = resolve));
    sock.upsert([
      {
        key: { remoteJid: '123456789012345@lid', fromMe: false, id: 'INFLIGHT' },
        message: { conversation: 'ainda aí?' },
        messageTimestamp: 1_790_000_000,
      },
    ]);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));

    let stopped = false;
    const stopping = manager.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    answer(`${CUSTOMER}@s.whatsapp.net`);
    await stopping;

    const received: InboundJob[] = [];
    const consumer = (ctx.jobs as TableJobQueue).consume('inbound', async (records) => {
      for (const record of records) received.push(JSON.parse(record.body) as InboundJob);
      return { batchItemFailures: [] };
    });
    try {
      await vi.waitFor(() => expect(received.map((j) => j.event.type)).toContain('message'), { timeout: 5_000 });
      const message = received.find((j) => j.event.type === 'message')?.event;
      expect(message).toMatchObject({ message: { id: 'INFLIGHT', chatId: CUSTOMER, body: 'ainda aí?' } });
    } finally {
      await consumer.stop();
    }
  });
});
