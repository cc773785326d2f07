import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { startBotServer, type BotServer } from '../../functions/src/domain/queue-integrations/bot-test-server.js';
import { listTicketNoteRecords } from '../../functions/src/domain/ticket-notes/repo.js';
import { getTicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';
import { chatbotFixtures, MINUTE, MONDAY_10H } from './chatbot-fixtures.js';

const CUSTOMER = '5511955554444';
/** A real 1×1 PNG: files are checked by their bytes (docs/decisions/021). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let ctx: TestContext;
let sessions: TestSessions;
let auto: ReturnType<typeof automaticFixtures>;
let w: AutomaticWorld;
let server: BotServer;

beforeAll(async () => {
  ctx = await createTestContext({ now: MONDAY_10H });
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  auto = automaticFixtures(ctx);
  server = await startBotServer();
});

beforeEach(async () => {
  ctx.clock.set(MONDAY_10H);
  w = await auto.world();
  server.calls.length = 0;
});

afterAll(async () => {
  await server.close();
  await sessions.stop();
});

const says = (body: string) => w.customerWrites(CUSTOMER, body);
const sentTexts = async () => (await w.sent(CUSTOMER)).map((message) => message.body);
const ticketNow = async () => (await w.chat(CUSTOMER)).ticket!;

async function integration(body: Record<string, unknown>): Promise<string> {
  const res = await ctx.request('POST', '/api/queueIntegration', { token: w.auth.token, body });
  if (res.status !== 201) throw new Error(`integration: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** The connection's integration answers while the ticket has no queue. */
async function onConnection(body: Record<string, unknown>) {
  const integrationId = await integration(body);
  await w.connection({ integrationId, greetingMessage: '' });
  return integrationId;
}

describe('a webhook / n8n bot', () => {
  it("posts each customer message and sends its text back; 'close' closes the ticket", async () => {
    await onConnection({ type: 'n8n', name: 'Fluxo n8n', urlN8N: `${server.url}/webhook/abc` });
    server.answerWith((call) => {
      if (call.path === '/files/cardapio.png') return { bytes: { data: PNG, contentType: 'image/png' } };
      const said = (call.body as { message: { body: string } }).message.body;
      if (said === 'cardápio')
        return { json: { text: 'Nosso cardápio', mediaUrl: `${server.url}/files/cardapio.png` } };
      if (said === 'tchau') return { json: { text: 'Até logo!', action: 'close' } };
      return { json: { text: 'Olá! Como posso ajudar?' } };
    });

    const { ticket } = await says('oi');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/webhook/abc',
      body: {
        event: 'message',
        integration: { type: 'n8n', name: 'Fluxo n8n' },
        message: { body: 'oi', mediaType: 'chat', fromMe: false },
        contact: { number: CUSTOMER },
        ticket: { id: ticket!.id, status: 'pending', queueId: null },
        connection: { id: w.connectionId },
      },
    });
    expect(await w.received(CUSTOMER, 1)).toEqual(['Olá! Como posso ajudar?']);
    expect(await ticketNow()).toMatchObject({ status: 'pending', userId: null });

    await says('cardápio');
    const media = (await w.sent(CUSTOMER)).at(-1);
    expect(media).toMatchObject({ body: 'Nosso cardápio', mediaType: 'image' });

    await says('tchau');
    expect(await sentTexts()).toEqual(['Olá! Como posso ajudar?', 'Nosso cardápio', 'Até logo!']);
    expect(await getTicketRecord(ctx.deps.table, w.companyId, ticket!.id)).toMatchObject({ status: 'closed' });
  });

  it("answers in a queue whose integrationId is set; 'queue' hands the ticket over, then it is silent", async () => {
    const bot = chatbotFixtures(ctx, w);
    const integrationId = await integration({ type: 'webhook', name: 'Robô', urlN8N: `${server.url}/hook` });
    const suporte = await bot.queue('Suporte');
    const vendas = await bot.queue('Vendas', { integrationId });
    // One queue: the ticket opens in Vendas, whose integration answers from the first message.
    await bot.serve([vendas]);
    server.answerWith(() => ({ json: { text: 'Vou te passar para o suporte.', action: 'queue', queueId: suporte } }));

    await says('quero ajuda');
    expect(server.calls[0]?.body).toMatchObject({ message: { body: 'quero ajuda' }, ticket: { queueId: vendas } });
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: suporte, userId: null });
    await says('alô?');
    expect(server.calls).toHaveLength(1);
    expect(await sentTexts()).toEqual(['Vou te passar para o suporte.']);
  });

  it('falls back to people with a note on a 500, and on no answer in time; the message stays', async () => {
    await onConnection({ type: 'webhook', name: 'Robô', urlN8N: `${server.url}/hook` });
    server.answerWith(() => ({ status: 500, text: 'Internal Server Error' }));
    const { ticket, messages } = await says('oi');
    expect(messages.map((message) => message.body)).toContain('oi');
    expect(await ticketNow()).toMatchObject({ status: 'pending', userId: null });
    const notes = await listTicketNoteRecords(ctx.deps.table, w.companyId, ticket!.id);
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('HTTP 500')]);
    await says('alguém?');
    expect(server.calls).toHaveLength(1);
    expect(await sentTexts()).toEqual([]);

    // Another customer, a bot that answers too late.
    process.env.INTEGRATION_TIMEOUT_MS = '200';
    try {
      server.answerWith(() => ({ json: { text: 'tarde demais' }, delayMs: 1000 }));
      const late = await w.customerWrites('5511933332222', 'oi');
      const lateNotes = await listTicketNoteRecords(ctx.deps.table, w.companyId, late.ticket!.id);
      expect(lateNotes.map((note) => note.note)).toEqual([expect.stringContaining('sem resposta em 200 ms')]);
      expect(late.ticket).toMatchObject({ status: 'pending', userId: null });
    } finally {
      delete process.env.INTEGRATION_TIMEOUT_MS;
    }
  });
});

/** A Typebot viewer: a new session per startChat; continueChat echoes the answer, or says nothing to '?'. */
function typebotViewer() {
  let sessionCount = 0;
  server.answerWith((call) => {
    if (call.path === '/api/v1/typebots/loja-bot/startChat') {
      sessionCount += 1;
      return {
        json: {
          sessionId: `s${sessionCount}`,
          messages: [
            { id: 'a', type: 'text', content: { type: 'markdown', markdown: 'Olá, eu sou o robô.' } },
            { id: 'b', type: 'text', content: { type: 'markdown', markdown: 'Qual é o seu nome?' } },
          ],
          input: { id: 'i', type: 'text input' },
        },
      };
    }
    const continued = /^\/api\/v1\/sessions\/(s\d+)\/continueChat$/.exec(call.path);
    if (!continued) return { status: 404, json: { message: 'not found' } };
    const text = (call.body as { message: { text: string } }).message.text;
    const messages =
      text === '?' ? [] : [{ id: 'c', type: 'text', content: { type: 'markdown', markdown: `Prazer, ${text}!` } }];
    return { json: { messages, input: { id: 'i', type: 'text input' } } };
  });
}

describe('a Typebot', () => {
  it('starts a chat, continues it, answers the unknown message, restarts, expires and finishes', async () => {
    await onConnection({
      type: 'typebot',
      name: 'Typebot',
      urlN8N: `${server.url}/`,
      typebotSlug: 'loja-bot',
      typebotDelayMessage: 150,
      typebotExpires: 1,
      typebotKeywordRestart: 'reiniciar',
      typebotRestartMessage: 'Vamos começar de novo.',
      typebotKeywordFinish: 'sair',
      typebotUnknownMessage: 'Não entendi.',
    });
    typebotViewer();
    const greeting = ['Olá, eu sou o robô.', 'Qual é o seu nome?'];

    const started = Date.now();
    await says('oi');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await sentTexts()).toEqual(greeting);
    expect(server.calls[0]?.body).toMatchObject({ prefilledVariables: { number: CUSTOMER } });

    await says('Ana');
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/v1/sessions/s1/continueChat',
      body: { message: { type: 'text', text: 'Ana' } },
    });
    await says('?');
    expect((await sentTexts()).slice(2)).toEqual(['Prazer, Ana!', 'Não entendi.']);

    await says('Reiniciar');
    expect((await sentTexts()).slice(4)).toEqual(['Vamos começar de novo.', ...greeting]);
    expect(server.calls.at(-1)?.path).toBe('/api/v1/typebots/loja-bot/startChat');

    // Silence past typebotExpires (1 minute): the next message starts a new chat.
    ctx.clock.advance(2 * MINUTE);
    await says('voltei');
    expect(server.calls.at(-1)?.path).toBe('/api/v1/typebots/loja-bot/startChat');
    await says('Bia');
    expect(server.calls.at(-1)?.path).toBe('/api/v1/sessions/s3/continueChat');

    const calls = server.calls.length;
    await says('sair');
    await says('oi de novo');
    expect(server.calls).toHaveLength(calls);
    expect(await ticketNow()).toMatchObject({ status: 'pending', userId: null });
    expect((await sentTexts()).at(-1)).toBe('Prazer, Bia!');
  });
});
