import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps.js';
import { startBotServer, type BotServer } from './bot-test-server.js';
import type { IntegrationSettings, IntegrationTurn } from './engine.js';
import { typebotEngine } from './typebot-engine.js';

let server: BotServer;
beforeAll(async () => {
  server = await startBotServer();
});
afterAll(() => server.close());

const integration = (): IntegrationSettings => ({
  id: 'i1',
  type: 'typebot',
  name: 'Typebot',
  projectName: 'Typebot',
  jsonContent: '',
  language: 'pt-BR',
  urlN8N: server.url,
  typebotSlug: 'bot',
  typebotExpires: 0,
  typebotDelayMessage: 0,
  typebotKeywordFinish: '',
  typebotKeywordRestart: '',
  typebotUnknownMessage: '',
  typebotRestartMessage: '',
});

const turn = (body: string, data?: Record<string, string>) =>
  ({
    integration: integration(),
    ticket: { id: 't1' },
    contact: { number: '5511900001111', name: 'Ana' },
    message: { body },
    session: data ? { integrationId: 'i1', ended: false, lastAt: new Date(0).toISOString(), data } : undefined,
    now: new Date(),
  }) as unknown as IntegrationTurn;

describe('the Typebot engine', () => {
  it('reads rich text and media bubbles, offers buttons as a numbered list and maps the number back', async () => {
    server.answerWith(() => ({
      json: {
        sessionId: 's9',
        messages: [
          {
            type: 'text',
            content: { type: 'richText', richText: [{ children: [{ text: 'Olá ' }, { text: 'Ana' }] }] },
          },
          { type: 'image', content: { url: 'https://cdn.example.com/a.png' } },
          { type: 'embed', content: { url: 'https://example.com' } },
        ],
        input: { type: 'choice input', items: [{ content: 'Vendas' }, { content: 'Suporte' }] },
      },
    }));
    const first = await typebotEngine.turn({} as Deps, turn('oi'));
    expect(first.messages).toEqual([
      { text: 'Olá Ana' },
      { mediaUrl: 'https://cdn.example.com/a.png' },
      { text: '*1* - Vendas\n*2* - Suporte' },
    ]);
    expect(first.action).toBeUndefined();
    server.answerWith(() => ({ json: { messages: [], input: { type: 'text input' } } }));
    await typebotEngine.turn({} as Deps, turn('2', first.data));
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/v1/sessions/s9/continueChat',
      body: { message: { text: 'Suporte' } },
    });
    const picture = { ...turn('', { sessionId: 's9' }), mediaUrl: 'https://media.example.com/foto.png' };
    await typebotEngine.turn({} as Deps, picture);
    expect(server.calls.at(-1)?.body).toMatchObject({ message: { text: 'https://media.example.com/foto.png' } });
  });

  it("takes a '#{…}' bubble as an action and the flow's end as a hand-over", async () => {
    server.answerWith(() => ({
      json: {
        messages: [
          { type: 'text', content: { type: 'markdown', markdown: 'Encerrando.' } },
          { type: 'text', content: { type: 'markdown', markdown: '#{"action":"close"}' } },
        ],
        input: { type: 'text input' },
      },
    }));
    const closing = await typebotEngine.turn({} as Deps, turn('fim', { sessionId: 's1' }));
    expect([closing.messages, closing.action]).toEqual([[{ text: 'Encerrando.' }], 'close']);
    server.answerWith(() => ({ json: { messages: [{ type: 'text', content: { markdown: 'Tchau' } }] } }));
    const ended = await typebotEngine.turn({} as Deps, turn('ok', { sessionId: 's1' }));
    expect([ended.messages, ended.action]).toEqual([[{ text: 'Tchau' }], 'queue']);
  });
});
