import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { Message } from '../../functions/src/domain/messages/schema.js';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { conversationFixtures, until } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

let ctx: TestContext;
let sessions: TestSessions;
let sim: ReturnType<typeof simulatorFixtures>;
let fx: ReturnType<typeof conversationFixtures>;
let token: string;
let companyId: string;
let connectionId: string;
let ticket: TicketRecord;

const CUSTOMER = '5511977776666';

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  sim = simulatorFixtures(ctx);
  fx = conversationFixtures(ctx);
});

beforeEach(async () => {
  const company = await ctx.seedCompany();
  ({ companyId } = company);
  token = company.admin.token;
  connectionId = (await sim.connectedSimulator(token)).id;
  await sim.customerSays(token, connectionId, CUSTOMER, 'Oi', 'Ana');
  const { ticket: pending } = await until(
    () => fx.chat(companyId, connectionId, CUSTOMER),
    (chat) => chat.messages.length === 1,
  );
  ticket = await ticketFixtures(ctx).accept(pending!, company.userId);
});

afterAll(async () => {
  await sessions.stop();
});

const messagesStored = async () => (await fx.chat(companyId, connectionId, CUSTOMER)).messages.length;

describe('message uploads are checked by their content', () => {
  it.each([
    ['a Windows program', sample.exe],
    ['an HTML page', sample.html],
    ['an SVG', sample.svg],
  ])('refuses %s renamed image.jpg with 415 ERR_UPLOAD_TYPE_NOT_ALLOWED, storing nothing', async (_, data) => {
    const res = await fx.postFiles(token, ticket.id, [{ name: 'image.jpg', type: 'image/jpeg', data }], 'foto');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'ERR_UPLOAD_TYPE_NOT_ALLOWED' });
    expect(res.body.message).toMatch(/^Tipo de arquivo não permitido/);
    expect(await messagesStored()).toBe(1);
  });

  it('refuses the whole form when one of its files is not allowed', async () => {
    const res = await fx.postFiles(token, ticket.id, [
      { name: 'foto.png', type: 'image/png', data: sample.png },
      { name: 'page.html', type: 'text/html', data: sample.html },
    ]);
    expect(res.status).toBe(415);
    expect(await messagesStored()).toBe(1);
  });

  it('stores and sends a file under the type its bytes show, not the one the browser declared', async () => {
    const res = await fx.postFiles(token, ticket.id, [
      { name: 'foto.png', type: 'text/html', data: sample.jpeg },
      { name: 'notas.txt', type: 'application/octet-stream', data: sample.text },
    ]);
    expect(res.status).toBe(201);
    const [image, text] = res.body.messages as Message[];
    expect(image).toMatchObject({ mediaType: 'image', mediaName: 'foto.png' });
    expect(text).toMatchObject({ mediaType: 'application', mediaName: 'notas.txt' });
    const served = await ctx.app.request(image?.mediaUrl ?? '');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-disposition')).toBe('inline');
    const note = await ctx.app.request(text?.mediaUrl ?? '');
    expect(note.headers.get('content-type')).toBe('text/plain');
  });
});

describe('the simulator’s customer media is checked too', () => {
  const customerSends = (data: Uint8Array, mimetype: string, fileName: string) =>
    ctx.request('POST', `/api/simulator/${connectionId}/messages`, {
      token,
      body: {
        number: CUSTOMER,
        media: { kind: 'document', mimetype, fileName, data: Buffer.from(data).toString('base64') },
      },
    });

  it('refuses a program sent as a PDF and keeps a PDF as a PDF', async () => {
    const program = await customerSends(sample.exe, 'application/pdf', 'boleto.pdf');
    expect(program.status).toBe(415);
    expect(program.body.error).toBe('ERR_UPLOAD_TYPE_NOT_ALLOWED');

    const pdf = await customerSends(sample.pdf, 'text/html', 'boleto.pdf');
    expect(pdf.status).toBe(201);
    const { messages } = await until(
      () => fx.chat(companyId, connectionId, CUSTOMER),
      (chat) => chat.messages.length === 2,
    );
    expect(messages[0]).toMatchObject({ mimetype: 'application/pdf', mediaName: 'boleto.pdf' });
  });
});

describe('stored HTML and SVG are never served as pages from the product’s origin', () => {
  it.each([
    ['text/html', sample.html],
    ['image/svg+xml', sample.svg],
    ['application/xhtml+xml', sample.html],
  ])('serves a customer’s %s as an attachment of bytes no browser runs', async (type, data) => {
    // What a session host stores for a customer's document: any type the customer's phone said.
    const key = `media/${companyId}/${connectionId}/in/${type.replace(/\W/g, '-')}`;
    await ctx.deps.blobs.put(key, data, type);
    const res = await ctx.app.request(await ctx.deps.blobs.signedUrl(key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('still shows pictures, voice, video and PDFs inline, and downloads office documents as what they are', async () => {
    const cases = [
      ['image/jpeg', 'inline'],
      ['audio/ogg; codecs=opus', 'inline'],
      ['video/mp4', 'inline'],
      ['application/pdf', 'inline'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
    ] as const;
    for (const [type, disposition] of cases) {
      const key = `media/${companyId}/${connectionId}/in/${type.replace(/\W/g, '-')}`;
      await ctx.deps.blobs.put(key, sample.pdf, type);
      const res = await ctx.app.request(await ctx.deps.blobs.signedUrl(key));
      expect({ type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition') }).toEqual({
        type,
        disposition,
      });
    }
  });
});
