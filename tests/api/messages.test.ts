import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { Message, MessageEvent } from '../../functions/src/domain/messages/schema.js';
import { MAX_MEDIA_BYTES } from '../../functions/src/domain/messages/schema.js';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { conversationFixtures, eventsOn, until } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;
type SimMessage = {
  id: string;
  from: string;
  body: string;
  ack?: number;
  quotedId?: string;
  deleted?: boolean;
  media?: { url: string; mimetype: string };
};

let ctx: TestContext;
let sessions: TestSessions;
let sim: ReturnType<typeof simulatorFixtures>;
let fx: ReturnType<typeof conversationFixtures>;
let tickets: ReturnType<typeof ticketFixtures>;
let company: Company;
let token: string;
let connectionId: string;
let ticket: TicketRecord;

const CUSTOMER = '5511988887777';

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  sim = simulatorFixtures(ctx);
  fx = conversationFixtures(ctx);
  tickets = ticketFixtures(ctx);
});

/** A customer wrote in; the company's admin accepted the ticket. */
beforeEach(async () => {
  company = await ctx.seedCompany();
  token = company.admin.token;
  connectionId = (await sim.connectedSimulator(token)).id;
  await sim.customerSays(token, connectionId, CUSTOMER, 'Oi, tudo bem?', 'Maria');
  const { ticket: pending } = await until(
    () => fx.chat(company.companyId, connectionId, CUSTOMER),
    (chat) => chat.messages.length === 1,
  );
  ticket = await tickets.accept(pending!, company.userId);
});

afterAll(async () => {
  await sessions.stop();
});

const send = (body: unknown, as = token) => ctx.request('POST', `/api/messages/${ticket.id}`, { token: as, body });
const customerSees = async () => {
  const res = await ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${CUSTOMER}`, { token });
  return (res.body.messages as SimMessage[]).filter((m) => m.from === 'business');
};
const storedMessage = async (id: string) =>
  (await fx.chat(company.companyId, connectionId, CUSTOMER)).messages.find((m) => m.id === id);

describe('sending a text', () => {
  it('stores it at once with ack 0, delivers it, and reports sent, delivered and read live', async () => {
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const res = await send({ body: 'Olá, Maria!' });
    expect(res.status).toBe(201);
    const [message] = res.body.messages as Message[];
    expect(message).toMatchObject({
      body: 'Olá, Maria!',
      fromMe: true,
      ack: 0,
      ticketId: ticket.id,
      mediaType: 'chat',
    });

    const [delivered] = await until(customerSees, (seen) => seen[0]?.ack === 2);
    expect(delivered?.body).toBe('Olá, Maria!');
    await until(
      () => storedMessage(message!.id),
      (m) => m?.ack === 2,
    );
    expect((await storedMessage(message!.id))?.providerId).toBe(delivered?.id);

    await ctx.request('POST', `/api/simulator/${connectionId}/read`, { token, body: { number: CUSTOMER } });
    await until(
      () => storedMessage(message!.id),
      (m) => m?.ack === 3,
    );

    const events = eventsOn<MessageEvent>(socket.received, `company-${company.companyId}-appMessage`);
    await vi.waitFor(() => expect(events().at(-1)).toMatchObject({ action: 'update', message: { ack: 3 } }));
    const mine = events().filter((e) => e.message.id === message?.id);
    expect(mine[0]).toMatchObject({ action: 'create', message: { ack: 0 }, ticket: { id: ticket.id } });
    const acks = mine.filter((e) => e.action === 'update').map((e) => e.message.ack);
    expect(acks).toEqual([...acks].sort());
    expect(acks).toEqual(expect.arrayContaining([1, 2, 3]));
    expect((await fx.chat(company.companyId, connectionId, CUSTOMER)).ticket).toMatchObject({
      lastMessage: 'Olá, Maria!',
      unreadMessages: 1,
    });
  });

  it('announces the new message before handing it to the session host, so no change of it can overtake it', async () => {
    // A send that fails at once (a connection logged out) is marked failed by another job: had it gone to the
    // queue before the create event, the failure's update could reach the agent first and be lost.
    const order: string[] = [];
    const { jobs, realtime } = ctx.deps;
    const [send0, publishAll0] = [jobs.send.bind(jobs), realtime.publishAll.bind(realtime)];
    const queued = vi.spyOn(jobs, 'send').mockImplementation(async (...args) => {
      if (args[0] === 'outbound') order.push('queued');
      return send0(...args);
    });
    const published = vi.spyOn(realtime, 'publishAll').mockImplementation(async (...args) => {
      if (args[1].some((event) => event.channel.endsWith('-appMessage'))) order.push('announced');
      return publishAll0(...args);
    });
    try {
      expect((await send({ body: 'em ordem' })).status).toBe(201);
    } finally {
      queued.mockRestore();
      published.mockRestore();
    }
    expect(order).toEqual(['announced', 'queued']);
  });

  it('replies quoting a customer message, which the customer sees as a reply to theirs', async () => {
    const [question] = (await fx.page(token, ticket.id)).messages;
    const res = await send({ body: 'Tudo sim!', quotedMsg: { id: question?.id } });
    expect(res.status).toBe(201);
    expect(res.body.messages[0].quotedMsg).toMatchObject({ id: question?.id, body: 'Oi, tudo bem?', fromMe: false });
    const [reply] = await until(customerSees, (seen) => seen.length === 1);
    const { messages } = await fx.chat(company.companyId, connectionId, CUSTOMER);
    expect(reply?.quotedId).toBe(messages.find((m) => m.id === question?.id)?.providerId);
  });

  it('refuses to quote a message of another conversation', async () => {
    const res = await send({ body: 'x', quotedMsg: { id: 'NOT-A-MESSAGE' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it('refuses an empty text and a body that is not JSON', async () => {
    expect((await send({ body: '   ' })).body.error).toBe('ERR_VALIDATION');
    const raw = await ctx.app.request(`/api/messages/${ticket.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(raw.status).toBe(400);
  });
});

describe('sending files', () => {
  const png = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  const mp3 = sample.mp3;

  it('stores each file as a message, the caption on the first, and the customer receives them', async () => {
    const res = await fx.postFiles(
      token,
      ticket.id,
      [
        { name: 'foto.png', type: 'image/png', data: png },
        { name: 'audio.mp3', type: 'audio/mpeg', data: mp3 },
      ],
      'Veja',
    );
    expect(res.status).toBe(201);
    const [image, audio] = res.body.messages as Message[];
    expect(image).toMatchObject({ mediaType: 'image', body: 'Veja', mediaName: 'foto.png', ack: 0 });
    expect(audio).toMatchObject({ mediaType: 'audio', body: '', mediaName: 'audio.mp3' });
    const file = await ctx.app.request(image?.mediaUrl ?? '');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    const seen = await until(customerSees, (all) => all.length === 2);
    expect(seen.map((m) => [m.body, m.media?.mimetype])).toEqual([
      ['Veja', 'image/png'],
      ['', 'audio/mpeg'],
    ]);
    const received = await ctx.app.request(seen[1]?.media?.url ?? '');
    expect(new Uint8Array(await received.arrayBuffer())).toEqual(mp3);
  });

  it('refuses a form without files and a file above the limit', async () => {
    const none = await fx.postFiles(token, ticket.id, [], 'só legenda');
    expect(none.status).toBe(400);
    const big = await fx.postFiles(token, ticket.id, [
      { name: 'big.pdf', type: 'application/pdf', data: new Uint8Array(MAX_MEDIA_BYTES + 1) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('ERR_PAYLOAD_TOO_LARGE');
    expect((await fx.chat(company.companyId, connectionId, CUSTOMER)).messages).toHaveLength(1);
  });
});

describe('deleting a message', () => {
  it('deletes an own message once it went out, for the customer too', async () => {
    const [message] = (await send({ body: 'ops' })).body.messages as Message[];
    await until(
      () => storedMessage(message!.id),
      (m) => Boolean(m?.providerId),
    );
    const res = await ctx.request('DELETE', `/api/messages/${message?.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: message?.id, isDeleted: true });
    await until(customerSees, (seen) => seen[0]?.deleted === true);
    expect((await storedMessage(message!.id))?.providerId).toBe((await customerSees())[0]?.id);
  });

  it('refuses the customer’s messages', async () => {
    const [question] = (await fx.page(token, ticket.id)).messages;
    const res = await ctx.request('DELETE', `/api/messages/${question?.id}`, { token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('answers ERR_DELETE_WAPP_MSG while the connection is not connected', async () => {
    const [message] = (await send({ body: 'ops' })).body.messages as Message[];
    await until(
      () => storedMessage(message!.id),
      (m) => Boolean(m?.providerId),
    );
    await ctx.request('DELETE', `/api/whatsappsession/${connectionId}`, { token });
    await sim.waitForConnection(token, connectionId, (c) => c.status === 'DISCONNECTED');
    const res = await ctx.request('DELETE', `/api/messages/${message?.id}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await storedMessage(message!.id))?.isDeleted).toBe(false);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await ctx.request('DELETE', '/api/messages/UNKNOWN', { token });
    expect(res.status).toBe(404);
  });
});
