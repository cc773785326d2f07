import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatCompletionsServer } from '../../testing/chat-completions-server.js';
import { aiSettingsFromEnv, completeChat, type AiSettings } from './chat-completions.js';

let server: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let settings: AiSettings;

beforeAll(async () => {
  server = await startChatCompletionsServer();
  settings = { baseUrl: server.baseUrl, model: 'modelo-local', timeoutMs: 300 };
});

afterAll(async () => {
  await server.close();
});

const ask = () =>
  completeChat(settings, {
    apiKey: 'sk-local',
    messages: [{ role: 'user', content: 'Oi' }],
    maxTokens: 50,
    temperature: 0.5,
  });

describe('the chat-completions port', () => {
  it('sends the model, messages and limits with the key, and answers the text', async () => {
    server.behave({ answer: '  Olá!  ' });
    await expect(ask()).resolves.toBe('Olá!');
    expect(server.calls.at(-1)).toMatchObject({
      authorization: 'Bearer sk-local',
      body: { model: 'modelo-local', max_tokens: 50, temperature: 0.5, messages: [{ role: 'user', content: 'Oi' }] },
    });
  });

  it.each([
    [{ status: 429 }, 'rate-limited'],
    [{ status: 401 }, 'bad-key'],
    [{ status: 503 }, 'unavailable'],
    [{ answer: '' }, 'empty'],
    [{ hang: true as const }, 'timeout'],
  ])('maps %j to %s, asking once (no retries)', async (behaviour, reason) => {
    server.behave(behaviour);
    const before = server.calls.length;
    await expect(ask()).rejects.toMatchObject({ name: 'AiError', reason });
    expect(server.calls.length - before).toBe(1);
  });

  it('reads its settings from the environment, with defaults', () => {
    expect(aiSettingsFromEnv({})).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 15_000,
    });
    const env = { OPENAI_BASE_URL: 'http://llm:8000/v1', OPENAI_MODEL: 'llama', OPENAI_TIMEOUT_MS: '5000' };
    expect(aiSettingsFromEnv(env)).toEqual({ baseUrl: 'http://llm:8000/v1', model: 'llama', timeoutMs: 5000 });
  });
});
