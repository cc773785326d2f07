import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { startChatCompletionsServer } from '../../functions/src/testing/chat-completions-server.js';
import { startSpeechServer } from '../../functions/src/testing/speech-server.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';
import { chatbotFixtures } from './chatbot-fixtures.js';

const CUSTOMER = '5511955554444';
const API_KEY = 'sk-test-assistant-000000000001';
const INSTRUCTIONS = 'Você é o atendente da Padaria Pão Quente. Responda em uma frase.';

let ctx: TestContext;
let sessions: TestSessions;
let ai: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let auto: ReturnType<typeof automaticFixtures>;
let w: AutomaticWorld;
let promptId: string;
let queueId: string;
let speech: Awaited<ReturnType<typeof startSpeechServer>>;

beforeAll(async () => {
  ai = await startChatCompletionsServer();
  process.env.OPENAI_BASE_URL = ai.baseUrl;
  process.env.OPENAI_TIMEOUT_MS = '300';
  speech = await startSpeechServer();
  process.env.SPEECH_BASE_URL = speech.baseUrl;
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  auto = automaticFixtures(ctx);
});

afterAll(async () => {
  await sessions.stop();
  await ai.close();
  await speech.close();
  delete process.env.SPEECH_BASE_URL;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_TIMEOUT_MS;
});

/** A connection whose one queue (Vendas) is answered by a prompt with `fields`. */
beforeEach(async () => {
  w = await auto.world();
  queueId = await chatbotFixtures(ctx, w).queue('Vendas');
  const body = { name: 'Atendente', prompt: INSTRUCTIONS, apiKey: API_KEY, queueId, maxMessages: 3 };
  const prompt = await ctx.request('POST', '/api/prompt', { token: w.auth.token, body });
  expect(prompt.status).toBe(201);
  promptId = prompt.body.id;
  const queue = await ctx.request('PUT', `/api/queue/${queueId}`, {
    token: w.auth.token,
    body: { promptId: prompt.body.id },
  });
  expect(queue.status).toBe(200);
  await w.connection({ queueIds: [queueId], greetingMessage: '' });
  ai.calls.length = 0;
  ai.behave({ answer: 'Abrimos às 7h.' });
});

const says = (body: string) => w.customerWrites(CUSTOMER, body);
const notes = async (ticketId: string) =>
  (await ctx.request('GET', `/api/ticket-notes/list?ticketId=${ticketId}`, { token: w.auth.token })).body.map(
    (note: { note: string }) => note.note,
  );

describe('the AI assistant', () => {
  it('answers with the prompt and the ticket history, until the customer asks for a human', async () => {
    await says('Bom dia! Que horas abrem?');
    expect(await w.received(CUSTOMER, 1)).toEqual(['Abrimos às 7h.']);
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${API_KEY}`,
      body: { max_tokens: 100, temperature: 1 },
    });
    expect(ai.calls[0]!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(ai.calls[0]!.body.messages[0]!.content).toContain(INSTRUCTIONS);
    expect(ai.calls[0]!.body.messages.slice(1)).toEqual([{ role: 'user', content: 'Bom dia! Que horas abrem?' }]);

    ai.behave({ answer: 'Temos pão de queijo.' });
    await says('E pão de queijo?');
    expect(await w.received(CUSTOMER, 2)).toEqual(['Abrimos às 7h.', 'Temos pão de queijo.']);
    // maxMessages 3: the last three messages of the ticket, oldest first, the company's as the assistant.
    expect(ai.calls[1]!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Bom dia! Que horas abrem?' },
      { role: 'assistant', content: 'Abrimos às 7h.' },
      { role: 'user', content: 'E pão de queijo?' },
    ]);

    const handed = await says('Quero falar com um atendente, por favor');
    expect(handed.ticket).toMatchObject({ status: 'pending', userId: null });
    expect(await notes(handed.ticket!.id)).toEqual(['Assistente de IA: o cliente pediu um atendente humano.']);
    await says('Alô?');
    expect(ai.calls).toHaveLength(2);
    expect((await w.sent(CUSTOMER)).map((message) => message.body)).toEqual(['Abrimos às 7h.', 'Temos pão de queijo.']);
  });

  it('hands over when the model answers the marker, sending the rest of its answer', async () => {
    ai.behave({ answer: 'Vou chamar uma pessoa da equipe. [[HUMANO]]' });
    const first = await says('Quero negociar um pedido grande');
    expect(await w.received(CUSTOMER, 1)).toEqual(['Vou chamar uma pessoa da equipe.']);
    expect(await notes(first.ticket!.id)).toEqual([
      'Assistente de IA: o assistente passou a conversa para um atendente.',
    ]);
    await says('Obrigado');
    expect(ai.calls).toHaveLength(1);
    expect(await w.sent(CUSTOMER)).toHaveLength(1);
  });

  it('falls back to people, with a note, on 429 and on a timeout; the message is kept', async () => {
    ai.behave({ status: 429 });
    const limited = await says('Oi, tudo bem?');
    expect(limited.ticket).toMatchObject({ status: 'pending', userId: null });
    expect(limited.messages.map((message) => message.body)).toContain('Oi, tudo bem?');
    expect(await w.sent(CUSTOMER)).toEqual([]);
    expect((await notes(limited.ticket!.id))[0]).toContain('(429)');

    const other = '5511933332222';
    ai.behave({ hang: true });
    const slow = await w.customerWrites(other, 'Preciso de ajuda');
    expect(slow.ticket).toMatchObject({ status: 'pending', userId: null });
    expect(slow.messages.map((message) => message.body)).toEqual(['Preciso de ajuda']);
    expect(await notes(slow.ticket!.id)).toEqual([
      'Assistente de IA: o serviço de IA não respondeu a tempo; a conversa aguarda um atendente.',
    ]);
  });

  it('also sends the answer as a voice note when the prompt has a voice', async () => {
    const voice = { voice: 'pt-BR-FranciscaNeural', voiceKey: 'voice-key-0123456789-ABCD', voiceRegion: 'brazilsouth' };
    const put = await ctx.request('PUT', `/api/prompt/${promptId}`, { token: w.auth.token, body: voice });
    expect(put.status).toBe(200);
    await says('Que horas abrem?');
    const sent = await w.sent(CUSTOMER);
    expect(sent.map((message) => [message.body, message.mediaType])).toEqual([
      ['Abrimos às 7h.', 'chat'],
      ['', 'audio'],
    ]);
    const tts = speech.calls.find((call) => call.path === '/cognitiveservices/v1');
    expect(tts?.key).toBe('voice-key-0123456789-ABCD');
    expect(tts?.body.toString()).toContain('<voice name="pt-BR-FranciscaNeural">Abrimos às 7h.</voice>');
  });

  it('answers a queue whose form names no prompt when a prompt is saved on that queue', async () => {
    const put = await ctx.request('PUT', `/api/queue/${queueId}`, { token: w.auth.token, body: { promptId: '' } });
    expect(put.status).toBe(200);
    await says('Vocês entregam?');
    expect(await w.received(CUSTOMER, 1)).toEqual(['Abrimos às 7h.']);
  });
});
