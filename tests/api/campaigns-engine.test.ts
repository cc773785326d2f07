import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SendPacer } from '../../session-host/src/send-pacer.js';
import { createCampaignConsumer } from '../../functions/src/domain/campaigns/engine/consumer.js';
import { rotateTick } from '../../functions/src/domain/campaigns/engine/chain.js';
import { sendCampaignJob } from '../../functions/src/domain/campaigns/engine/jobs.js';
import { getShipping, moveShipping } from '../../functions/src/domain/campaigns/engine/shipping.js';
import { getCampaignRecord } from '../../functions/src/domain/campaigns/repo.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { campaignFixtures } from './campaigns-fixtures.js';
import { contactListFixtures } from './contact-lists-fixtures.js';
import { fileListFixtures } from './file-lists-fixtures.js';
import { conversationFixtures, until } from './messages-fixtures.js';

let ctx: TestContext;
let sessions: TestSessions;
let consumer: { stop(): Promise<void> };
let fx: ReturnType<typeof campaignFixtures>;
let lists: ReturnType<typeof contactListFixtures>;
let company: Awaited<ReturnType<TestContext['seedCompany']>>;
let token: string;
let connectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // A quick host pacer: these tests send dozens of messages; the engine's own pace is what they look at.
  const pacer = new SendPacer({ burst: 100, perSecond: 100, jitterMs: 0 });
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps), pacer });
  consumer = (ctx.jobs as TableJobQueue).consume('campaign', createCampaignConsumer(ctx.deps));
  fx = campaignFixtures(ctx);
  lists = contactListFixtures(ctx);
});

beforeEach(async () => {
  company = await ctx.seedCompany();
  token = company.admin.token;
  connectionId = (await simulatorFixtures(ctx).connectedSimulator(token)).id;
  const settings = {
    messageInterval: 0,
    longerIntervalAfter: 0,
    greaterInterval: 0,
    variables: [{ key: 'loja', value: 'Centro' }],
  };
  const saved = await ctx.request('POST', '/api/campaign-settings', { token, body: settings });
  expect(saved.status).toBeLessThan(300);
});

afterAll(async () => {
  await consumer.stop();
  await sessions.stop();
});

type PhoneMessage = { from: string; body: string };

/** What the simulator's customer `number` received from the business. */
async function received(number: string): Promise<string[]> {
  const res = await ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${number}`, { token });
  return (res.body.messages as PhoneMessage[]).filter((m) => m.from === 'business').map((m) => m.body);
}

/** A contact list with `count` items named Cliente 00.. and numbers 55119000000NN; answers its id and numbers. */
async function listOf(count: number, base = 5511900000000) {
  const list = await lists.createList(token, `Lista ${Date.now()}`);
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const number = String(base + i);
    numbers.push(number);
    await lists.addItem(token, list.id, { name: `Cliente ${String(i).padStart(2, '0')}`, number });
  }
  return { id: list.id as string, numbers };
}

const campaign = (id: string) => getCampaignRecord(ctx.deps.table, company.companyId, id);
const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the campaign engine (docs/decisions/048)', () => {
  it('sends each valid recipient one message, rotating the messages with variables filled, and finishes', async () => {
    const { id: contactListId, numbers } = await listOf(4);
    const started = await fx.create(token, {
      message1: 'Olá {nome}, loja {loja}!',
      message2: 'Oi {nome} {desconhecida}',
      whatsappId: connectionId,
      contactListId,
      scheduledAt: fx.inMinutes(0),
    });
    expect(started.status).toBe('EM_ANDAMENTO');
    const done = await until(
      () => campaign(started.id),
      (c) => c?.status === 'FINALIZADA',
      15_000,
    );
    expect(done!.counts).toMatchObject({ valid: 4, delivered: 4, failed: 0, confirmationRequested: 0 });
    expect(done!.completedAt).toEqual(expect.any(String));
    expect(await received(numbers[0]!)).toEqual(['Olá Cliente 00, loja Centro!']);
    expect(await received(numbers[1]!)).toEqual(['Oi Cliente 01 {desconhecida}']);
    expect(await received(numbers[2]!)).toEqual(['Olá Cliente 02, loja Centro!']);
    expect(await received(numbers[3]!)).toEqual(['Oi Cliente 03 {desconhecida}']);
    // A campaign send opens no ticket and stores no message.
    const { ticket } = await conversationFixtures(ctx).chat(company.companyId, connectionId, numbers[0]!);
    expect(ticket).toBeUndefined();
  });

  it('with confirmation, asks first and sends the message only to those who answer; the answer opens a ticket', async () => {
    const { id: contactListId, numbers } = await listOf(3, 5511910000000);
    const started = await fx.create(token, {
      message1: 'A oferta, {nome}',
      confirmation: true,
      confirmationMessage1: 'Posso enviar a oferta, {nome}?',
      whatsappId: connectionId,
      contactListId,
      scheduledAt: fx.inMinutes(0),
    });
    await until(
      () => campaign(started.id),
      (c) => c?.counts.confirmationRequested === 3,
      15_000,
    );
    for (const [i, number] of numbers.entries()) {
      expect(
        await until(
          () => received(number),
          (m) => m.length === 1,
        ),
      ).toEqual([`Posso enviar a oferta, Cliente 0${i}?`]);
    }
    await simulatorFixtures(ctx).customerSays(token, connectionId, numbers[1]!, 'Sim, pode');
    expect(
      await until(
        () => received(numbers[1]!),
        (m) => m.length === 2,
      ),
    ).toEqual(['Posso enviar a oferta, Cliente 01?', 'A oferta, Cliente 01']);
    const after = await until(
      () => campaign(started.id),
      (c) => c?.counts.delivered === 1,
    );
    expect(after!.counts).toMatchObject({ valid: 3, confirmationRequested: 3, confirmed: 1, delivered: 1 });
    expect(after!.status).toBe('EM_ANDAMENTO');
    await settle();
    expect(await received(numbers[0]!)).toHaveLength(1);
    expect(await received(numbers[2]!)).toHaveLength(1);
    const { ticket } = await conversationFixtures(ctx).chat(company.companyId, connectionId, numbers[1]!);
    expect(ticket).toBeDefined();

    // The last ones answer: every recipient delivered, the campaign is finished.
    await simulatorFixtures(ctx).customerSays(token, connectionId, numbers[0]!, 'ok');
    await simulatorFixtures(ctx).customerSays(token, connectionId, numbers[2]!, 'ok');
    const done = await until(
      () => campaign(started.id),
      (c) => c?.status === 'FINALIZADA',
      15_000,
    );
    expect(done!.counts).toMatchObject({ confirmed: 3, delivered: 3 });
    for (const number of numbers) expect(await received(number)).toHaveLength(2);
  });

  it('sends once per recipient when its jobs are delivered again, at once and later', async () => {
    const { id: contactListId, numbers } = await listOf(6, 5511920000000);
    const started = await fx.create(token, { whatsappId: connectionId, contactListId, scheduledAt: fx.inMinutes(0) });
    const record = (await campaign(started.id))!;
    const job = { companyId: company.companyId, campaignId: started.id, run: record.run, token: record.tickToken! };
    // The prepare job and a tick with its token, three times each, racing the chain.
    await Promise.all([
      sendCampaignJob(ctx.deps, { type: 'prepare', ...job }),
      sendCampaignJob(ctx.deps, { type: 'tick', ...job }),
      sendCampaignJob(ctx.deps, { type: 'prepare', ...job }),
      sendCampaignJob(ctx.deps, { type: 'tick', ...job }),
    ]);
    await until(
      () => campaign(started.id),
      (c) => c?.status === 'FINALIZADA',
      15_000,
    );
    await sendCampaignJob(ctx.deps, { type: 'tick', ...job });
    // The host's job of a part, back after the host sent it (a host killed before it acknowledged the job).
    const localId = `campaign:${started.id}:${numbers[0]}:m`;
    const command = {
      type: 'send',
      companyId: company.companyId,
      connectionId,
      chatId: numbers[0],
      localId,
      content: { kind: 'text', body: 'Olá de novo' },
    };
    await ctx.jobs.send('outbound', command, { groupId: `send#${connectionId}`, dedupeId: `${localId}#again` });
    await settle(800);
    for (const number of numbers) expect(await received(number)).toHaveLength(1);
    expect((await campaign(started.id))!.counts).toMatchObject({ valid: 6, delivered: 6 });
  });

  it('stops at a cancel and, restarted, goes on with those not yet sent: each recipient once', async () => {
    const { id: contactListId, numbers } = await listOf(30, 5511930000000);
    const started = await fx.create(token, { whatsappId: connectionId, contactListId, scheduledAt: fx.inMinutes(0) });
    await until(
      () => campaign(started.id),
      (c) => (c?.counts.delivered ?? 0) >= 3,
      15_000,
    );
    const cancelled = await fx.call(token, 'POST', `/${started.id}/cancel`);
    expect(cancelled.body.status).toBe('CANCELADA');
    await settle(1000);
    const stopped = (await campaign(started.id))!.counts.delivered;
    await settle(1000);
    expect((await campaign(started.id))!.counts.delivered).toBe(stopped);
    expect(stopped).toBeLessThan(30);

    const restarted = await fx.call(token, 'POST', `/${started.id}/restart`);
    expect(restarted.body.status).toBe('EM_ANDAMENTO');
    const done = await until(
      () => campaign(started.id),
      (c) => c?.status === 'FINALIZADA',
      20_000,
    );
    expect(done!.counts).toMatchObject({ valid: 30, delivered: 30 });
    for (const number of numbers) expect(await received(number)).toHaveLength(1);
  });

  it('waits while its connection is disconnected and resumes when it is back', async () => {
    const { id: contactListId, numbers } = await listOf(2, 5511940000000);
    await ctx.request('DELETE', `/api/whatsappsession/${connectionId}`, { token });
    await simulatorFixtures(ctx).waitForConnection(token, connectionId, (c) => c.status === 'DISCONNECTED');
    const started = await fx.create(token, { whatsappId: connectionId, contactListId, scheduledAt: fx.inMinutes(0) });
    await settle(1500);
    expect((await campaign(started.id))!.counts.delivered).toBe(0);
    await ctx.request('POST', `/api/whatsappsession/${connectionId}`, { token });
    await simulatorFixtures(ctx).waitForConnection(token, connectionId, (c) => c.status === 'qrcode');
    await simulatorFixtures(ctx).pair(token, connectionId);
    await until(
      () => campaign(started.id),
      (c) => c?.status === 'FINALIZADA',
      20_000,
    );
    for (const number of numbers) expect(await received(number)).toHaveLength(1);
  });
  it('after a crash between a claim and its send, the watchdog revives the chain and the recipient gets one message', async () => {
    const { id: contactListId, numbers } = await listOf(3, 5511950000000);
    await ctx.request('DELETE', `/api/whatsappsession/${connectionId}`, { token });
    await simulatorFixtures(ctx).waitForConnection(token, connectionId, (c) => c.status === 'DISCONNECTED');
    const started = await fx.create(token, { whatsappId: connectionId, contactListId, scheduledAt: fx.inMinutes(0) });
    await until(
      () => campaign(started.id),
      (c) => c?.preparedRun === c?.run,
    );
    // What a process killed mid-step leaves: the first recipient claimed (not queued) and a token no job holds.
    const first = (await getShipping(ctx.deps.table, company.companyId, started.id, numbers[0]!))!;
    // The chain still steps (it waits for the connection) and may rotate its token between our read and our
    // rotation: take it from whoever holds it, reading again when it moved.
    const lost = await until(
      async () => {
        const current = (await campaign(started.id))!;
        return rotateTick(ctx.deps, current, current.tickToken!, ctx.clock.now().getTime());
      },
      (token) => token !== undefined,
    );
    expect(lost).toBeDefined();
    expect(
      await moveShipping(ctx.deps, first, {
        from: ['pending'],
        to: 'sending',
        changes: { partsQueued: 1, claimedAt: ctx.clock.now().getTime() },
        due: true,
        whileRunning: { token: lost!, inFlight: first.number },
      }),
    ).toBe(true);
    await ctx.request('POST', `/api/whatsappsession/${connectionId}`, { token });
    await simulatorFixtures(ctx).waitForConnection(token, connectionId, (c) => c.status === 'qrcode');
    await simulatorFixtures(ctx).pair(token, connectionId);
    await settle(800);
    expect((await campaign(started.id))!.counts.delivered).toBe(0);

    await fx.later(3); // the watchdog's timer fires: the chain was due long ago
    await until(
      () => campaign(started.id),
      (c) => c?.status === 'FINALIZADA',
      20_000,
    );
    for (const number of numbers) expect(await received(number)).toHaveLength(1);
  });
  it('sends the attachment and the file list after the message, and reaches the contacts of a tag', async () => {
    const customer = '5511960001111';
    await simulatorFixtures(ctx).customerSays(token, connectionId, customer, 'Oi, quero novidades', 'Bia Lima');
    const { ticket } = await until(
      () => conversationFixtures(ctx).chat(company.companyId, connectionId, customer),
      (chat) => Boolean(chat.ticket),
    );
    const tag = await ctx.request('POST', '/api/tags', { token, body: { name: 'Novidades', color: '#00ff00' } });
    expect((await ctx.request('PUT', `/api/ticket-tags/${ticket!.id}/${tag.body.id}`, { token })).status).toBe(200);
    const files = fileListFixtures(ctx);
    const list = await files.create(token, {
      message: 'Catálogo para {nome}',
      options: [{ name: 'Tabela', message: 'Preços de {loja}' }],
    });
    const draft = await fx.create(token, { message1: 'Novidades, {nome}!', whatsappId: connectionId });
    const png = await fx.upload(token, draft.id, { name: 'cartaz.png', type: 'image/png', data: sample.png });
    expect(png.status).toBe(200);
    const started = await fx.call(token, 'PUT', `/${draft.id}`, {
      name: 'Novidades',
      message1: 'Novidades, {nome}!',
      whatsappId: connectionId,
      tagListId: tag.body.id,
      fileListId: list.id,
      scheduledAt: fx.inMinutes(0),
    });
    expect(started.body.status).toBe('EM_ANDAMENTO');
    await until(
      () => campaign(draft.id),
      (c) => c?.status === 'FINALIZADA',
      15_000,
    );
    type Phone = { from: string; body: string; media?: { mimetype: string } };
    const read = async () => {
      const res = await ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${customer}`, { token });
      return (res.body.messages as Phone[]).filter((m) => m.from === 'business');
    };
    const got = await until(read, (messages) => messages.length >= 4);
    expect(got.map((m) => [m.body, m.media?.mimetype ?? null])).toEqual([
      ['Novidades, Bia Lima!', null],
      ['', 'image/png'],
      ['Catálogo para Bia Lima', null],
      ['Preços de Centro', null],
    ]);
    expect((await campaign(draft.id))!.counts).toMatchObject({ valid: 1, delivered: 1 });
  });
  it('a part whose host died mid-send goes again with its own message id, which the simulator sends once', async () => {
    const number = '5511980001234';
    const localId = `campaign:C-crash:${number}:m`;
    const command = {
      type: 'send',
      companyId: company.companyId,
      connectionId,
      chatId: number,
      localId,
      content: { kind: 'text', body: 'Uma vez só' },
    };
    const unknown = async (attempt: string) => {
      // What a host killed between its mark and the provider's answer leaves: the mark without a provider id.
      await ctx.deps.table.put({ ...keys.campaignSendMark(company.companyId, localId), expiresAt: 4_102_444_800 });
      await ctx.jobs.send('outbound', command, { groupId: `send#${connectionId}`, dedupeId: `${localId}#${attempt}` });
    };
    await unknown('first');
    expect(
      await until(
        () => received(number),
        (m) => m.length === 1,
      ),
    ).toEqual(['Uma vez só']);
    await unknown('again');
    await settle(800);
    expect(await received(number)).toEqual(['Uma vez só']);
  });
});
