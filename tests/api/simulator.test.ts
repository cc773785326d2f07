import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../functions/src/http/app.js';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import { commandGroup, type SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';

type Company = Awaited<ReturnType<TestContext['seedCompany']>>;

let ctx: TestContext;
let sessions: TestSessions;
let sim: ReturnType<typeof simulatorFixtures>;
let fx: ReturnType<typeof adminFixtures>;
let company: Company;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx);
  sim = simulatorFixtures(ctx);
  fx = adminFixtures(ctx);
});

// A company per test: the plan allows a company only a few connections.
beforeEach(async () => {
  company = await ctx.seedCompany();
  token = company.admin.token;
});

afterAll(async () => {
  await sessions.stop();
});

const CUSTOMER = '5511988887777';
const OTHER_CUSTOMER = '5521977776666';

const eventsOf = (jobs: InboundJob[], connectionId: string, chatId: string) =>
  jobs
    .filter((job) => job.connectionId === connectionId)
    .map((job) => job.event)
    .filter((event) => (event.type === 'message' ? event.message.chatId : event.chatId) === chatId);

const messageIds = (jobs: InboundJob[], connectionId: string, chatId: string) =>
  eventsOf(jobs, connectionId, chatId).flatMap((event) => (event.type === 'message' ? [event.message.id] : []));

async function conversation(connectionId: string, number: string) {
  const res = await ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${number}`, { token });
  expect(res.status).toBe(200);
  return res.body.messages as { id: string; from: string; body: string; ack?: number; [field: string]: unknown }[];
}

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`never matched: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function businessSends(connectionId: string, chatId: string, body: string) {
  const command: SessionCommand = {
    type: 'send',
    companyId: company.companyId,
    connectionId,
    chatId,
    localId: `local-${body}`,
    content: { kind: 'text', body },
  };
  await ctx.jobs.send('outbound', command, { groupId: commandGroup(command) });
}

describe('pairing the simulator', () => {
  it('shows a QR after OPENING, and the scan connects it live', async () => {
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const created = await sim.createSimulatorConnection(token);
    expect(created.qrcode).toMatch(new RegExp(`^balcao-sim:${created.id}:`));
    expect(created.retries).toBe(1);

    const connected = await sim.pair(token, created.id);
    expect(connected).toMatchObject({ status: 'CONNECTED', qrcode: '', number: expect.stringMatching(/^55\d{11}$/) });
    const statuses = () =>
      socket
        .received()
        .filter((r) => r.event === `company-${company.companyId}-whatsappSession`)
        .map((r) => (r.data as { session: { id: string; status: string } }).session)
        .filter((session) => session.id === created.id)
        .map((session) => session.status);
    // The event is published right after the write the poll above already read.
    await vi.waitFor(() => expect(statuses().at(-1)).toBe('CONNECTED'));
    expect(statuses().indexOf('OPENING')).toBeLessThan(statuses().indexOf('qrcode'));
  });

  it('refuses a code that is not the QR on show, and a scan when no QR is on show', async () => {
    const created = await sim.createSimulatorConnection(token);
    const wrong = await ctx.request('POST', `/api/simulator/${created.id}/scan`, {
      token,
      body: { code: 'balcao-sim:x:y' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('ERR_SIM_QR_MISMATCH');

    await sim.pair(token, created.id);
    const again = await ctx.request('POST', `/api/simulator/${created.id}/scan`, { token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ERR_SIM_NO_QR');
  });
});

describe('customers writing to the business', () => {
  it('delivers every message to the inbound queue once, in order per chat', async () => {
    const connection = await sim.connectedSimulator(token);
    const sent = { [CUSTOMER]: [] as string[], [OTHER_CUSTOMER]: [] as string[] };
    for (let i = 0; i < 4; i++) {
      sent[CUSTOMER].push(await sim.customerSays(token, connection.id, CUSTOMER, `oi ${i}`, 'Maria'));
      sent[OTHER_CUSTOMER].push(await sim.customerSays(token, connection.id, OTHER_CUSTOMER, `olá ${i}`));
    }
    await sessions.waitFor((jobs) => messageIds(jobs, connection.id, OTHER_CUSTOMER).length >= 4);
    await ctx.jobs.drain('inbound');

    const jobs = sessions.inbound();
    expect(messageIds(jobs, connection.id, CUSTOMER)).toEqual(sent[CUSTOMER]);
    expect(messageIds(jobs, connection.id, OTHER_CUSTOMER)).toEqual(sent[OTHER_CUSTOMER]);
    expect(eventsOf(jobs, connection.id, CUSTOMER)[0]).toMatchObject({
      type: 'message',
      message: { chatId: CUSTOMER, isGroup: false, fromMe: false, senderName: 'Maria', body: 'oi 0' },
    });
    const customers = await ctx.request('GET', `/api/simulator/${connection.id}/customers`, { token });
    expect(customers.body.customers.map((c: { number: string; name: string }) => [c.number, c.name]).sort()).toEqual(
      [
        [OTHER_CUSTOMER, OTHER_CUSTOMER],
        [CUSTOMER, 'Maria'],
      ].sort(),
    );
  });

  it('stores media in the blob store and hands the inbound queue a reference', async () => {
    const connection = await sim.connectedSimulator(token);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await ctx.request('POST', `/api/simulator/${connection.id}/messages`, {
      token,
      body: {
        number: CUSTOMER,
        body: 'foto',
        media: { kind: 'image', mimetype: 'image/png', fileName: 'a.png', data: png.toString('base64') },
      },
    });
    expect(res.status).toBe(201);

    const blobKey = `media/${company.companyId}/${connection.id}/sim/${res.body.id}`;
    expect((await ctx.deps.blobs.get(blobKey))?.data).toEqual(new Uint8Array(png));
    const [job] = await sessions.waitFor((jobs) => messageIds(jobs, connection.id, CUSTOMER).includes(res.body.id));
    expect(job).toBeDefined();
    const event = eventsOf(sessions.inbound(), connection.id, CUSTOMER).find((e) => e.type === 'message');
    expect(event).toMatchObject({
      message: { body: 'foto', media: { kind: 'image', blobKey, mimetype: 'image/png', size: png.length } },
    });
    const [shown] = await conversation(connection.id, CUSTOMER);
    expect(shown).toMatchObject({
      id: res.body.id,
      from: 'customer',
      media: { kind: 'image', url: expect.any(String) },
    });
  });

  it('turns a contact into a vCard and passes a location on', async () => {
    const connection = await sim.connectedSimulator(token);
    const post = (body: Record<string, unknown>) =>
      ctx.request('POST', `/api/simulator/${connection.id}/messages`, { token, body: { number: CUSTOMER, ...body } });
    const contact = await post({ contact: { name: 'João; Silva', number: '5531966665555' } });
    const place = await post({ location: { latitude: -23.55, longitude: -46.63, description: 'Loja' } });
    await sessions.waitFor((jobs) => messageIds(jobs, connection.id, CUSTOMER).length >= 2);

    const [first, second] = eventsOf(sessions.inbound(), connection.id, CUSTOMER);
    expect(first).toMatchObject({ message: { id: contact.body.id, vcards: [{ displayName: 'João; Silva' }] } });
    const vcard = first?.type === 'message' ? first.message.vcards?.[0]?.vcard : '';
    expect(vcard).toContain('FN:João\\; Silva');
    expect(vcard).toContain('TEL;type=CELL;waid=5531966665555:+5531966665555');
    expect(second).toMatchObject({
      message: { id: place.body.id, location: { latitude: -23.55, longitude: -46.63, description: 'Loja' } },
    });
  });

  it('reports edits, deletes and calls of the customer', async () => {
    const connection = await sim.connectedSimulator(token);
    const id = await sim.customerSays(token, connection.id, CUSTOMER, 'erado');
    await until(
      () => conversation(connection.id, CUSTOMER),
      (messages) => messages.length === 1,
    );

    const edit = await ctx.request('PUT', `/api/simulator/${connection.id}/messages/${id}`, {
      token,
      body: { number: CUSTOMER, body: 'errado' },
    });
    const remove = await ctx.request('DELETE', `/api/simulator/${connection.id}/messages/${id}?number=${CUSTOMER}`, {
      token,
    });
    const call = await ctx.request('POST', `/api/simulator/${connection.id}/call`, {
      token,
      body: { number: CUSTOMER, name: 'Maria' },
    });
    expect([edit.status, remove.status, call.status]).toEqual([202, 202, 202]);

    const jobs = await sessions.waitFor((all) => eventsOf(all, connection.id, CUSTOMER).length >= 4);
    expect(eventsOf(jobs, connection.id, CUSTOMER).map((e) => e.type)).toEqual(['message', 'edit', 'delete', 'call']);
    expect(eventsOf(jobs, connection.id, CUSTOMER)[1]).toMatchObject({ type: 'edit', id, body: 'errado' });
    const messages = await conversation(connection.id, CUSTOMER);
    expect(messages[0]).toMatchObject({ id, body: 'errado', edited: true, deleted: true });
    expect(messages[1]).toMatchObject({ id: call.body.id, call: { status: 'offer' } });
  });

  it('answers 404 for editing a message the customer did not send', async () => {
    const connection = await sim.connectedSimulator(token);
    const res = await ctx.request('PUT', `/api/simulator/${connection.id}/messages/SIMnope`, {
      token,
      body: { number: CUSTOMER, body: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NOT_FOUND');
  });
});

describe('what the business sends', () => {
  it('shows a sent message to the customer as sent, then delivered, then read', async () => {
    const connection = await sim.connectedSimulator(token);
    await businessSends(connection.id, CUSTOMER, 'Olá, Maria!');

    const [delivered] = await until(
      () => conversation(connection.id, CUSTOMER),
      (messages) => messages[0]?.ack === 2,
    );
    expect(delivered).toMatchObject({ from: 'business', body: 'Olá, Maria!', ack: 2 });
    const acks = () =>
      eventsOf(sessions.inbound(), connection.id, CUSTOMER).flatMap((e) => (e.type === 'ack' ? [[e.id, e.ack]] : []));
    await sessions.waitFor(() => acks().length >= 2);
    expect(acks()).toEqual([
      [delivered?.id, 1],
      [delivered?.id, 2],
    ]);

    const read = await ctx.request('POST', `/api/simulator/${connection.id}/read`, {
      token,
      body: { number: CUSTOMER },
    });
    expect(read.status).toBe(202);
    await until(
      () => conversation(connection.id, CUSTOMER),
      (messages) => messages[0]?.ack === 3,
    );
    await sessions.waitFor(() => acks().length >= 3);
    expect(acks()[2]).toEqual([delivered?.id, 3]);
  });

  it('retries a send until the session is connected', async () => {
    const created = await sim.createSimulatorConnection(token);
    await businessSends(created.id, CUSTOMER, 'cedo demais');
    await sim.pair(token, created.id);

    const [message] = await until(
      () => conversation(created.id, CUSTOMER),
      (messages) => messages.length === 1,
    );
    expect(message).toMatchObject({ from: 'business', body: 'cedo demais' });
  });
});

describe('who may use the simulator', () => {
  it('tells any user whether the simulator is on', async () => {
    const agent = await fx.createUser(token);
    const session = await ctx.login(agent.email, agent.password);
    const res = await ctx.request('GET', '/api/simulator/status', { token: session.token });
    expect(res.body).toEqual({ enabled: true });
  });

  it('refuses agents', async () => {
    const connection = await sim.connectedSimulator(token);
    const agent = await fx.createUser(token);
    const session = await ctx.login(agent.email, agent.password);
    const res = await ctx.request('POST', `/api/simulator/${connection.id}/messages`, {
      token: session.token,
      body: { number: CUSTOMER, body: 'oi' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('does not find another company’s connection or an unknown one', async () => {
    const connection = await sim.connectedSimulator(token);
    const other = await ctx.seedCompany();
    for (const id of [connection.id, 'unknown']) {
      const res = await ctx.request('GET', `/api/simulator/${id}/messages?number=${CUSTOMER}`, {
        token: other.admin.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_WAPP_FOUND');
    }
  });

  it('refuses a connection that does not run the simulator', async () => {
    const beta = await fx.putConnection(company.companyId, { provider: 'beta', status: 'CONNECTED' });
    const res = await ctx.request('POST', `/api/simulator/${beta.id}/messages`, {
      token,
      body: { number: CUSTOMER, body: 'oi' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_SIM_NOT_SIMULATOR');
  });

  it('refuses customer messages until the connection is connected', async () => {
    const created = await sim.createSimulatorConnection(token);
    const res = await ctx.request('POST', `/api/simulator/${created.id}/messages`, {
      token,
      body: { number: CUSTOMER, body: 'oi' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_WAPP_NOT_INITIALIZED');
  });

  it('has no routes but the status when the simulator is off', async () => {
    const off = createApp({ ...ctx.deps, config: { ...ctx.deps.config, simulator: false } });
    const connection = await sim.connectedSimulator(token);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const scan = await off.request(`/api/simulator/${connection.id}/scan`, { method: 'POST', headers, body: '{}' });
    expect(scan.status).toBe(404);
    expect(await scan.json()).toMatchObject({ error: 'ERR_NOT_FOUND' });
    const status = await off.request('/api/simulator/status', { headers });
    expect(await status.json()).toEqual({ enabled: false });
  });
});

describe('bad input', () => {
  let connectionId: string;
  let admin: string;
  beforeAll(async () => {
    admin = (await ctx.seedCompany()).admin.token;
    connectionId = (await sim.connectedSimulator(admin)).id;
  });
  const post = (body: unknown) =>
    ctx.request('POST', `/api/simulator/${connectionId}/messages`, { token: admin, body });

  it('refuses a number that is not 10 to 15 digits', async () => {
    const res = await post({ number: '+55 11 9', body: 'oi' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.details.fieldErrors.number).toBeDefined();
  });

  it('refuses a message with nothing in it', async () => {
    const res = await post({ number: CUSTOMER, body: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.details.fieldErrors.body).toEqual(['Escreva uma mensagem ou anexe algo']);
  });

  it('refuses media that is not base64', async () => {
    const res = await post({ number: CUSTOMER, media: { kind: 'image', mimetype: 'image/png', data: 'not base64!' } });
    expect(res.status).toBe(400);
  });

  it('takes media above the API’s 1 MB JSON limit but refuses more than 5 MB', async () => {
    const media = (bytes: number) => ({
      kind: 'document',
      mimetype: 'application/pdf',
      // A PDF's header, then padding: the content is checked as a PDF (upload-policy.ts).
      data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]).toString('base64'),
    });
    const twoMb = await post({ number: CUSTOMER, media: media(2 * 1024 * 1024) });
    expect(twoMb.status).toBe(201);
    const tooBig = await post({ number: CUSTOMER, media: media(5.5 * 1024 * 1024) });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.details.fieldErrors.media).toBeDefined();
  });

  it('refuses a body above the simulator’s own limit', async () => {
    const res = await post({ number: CUSTOMER, body: 'x'.repeat(9 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('ERR_PAYLOAD_TOO_LARGE');
  });

  it('keeps the 1 MB limit on the simulator’s other routes', async () => {
    const res = await ctx.request('POST', `/api/simulator/${connectionId}/read`, {
      token: admin,
      body: { number: CUSTOMER, pad: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
  });
});
