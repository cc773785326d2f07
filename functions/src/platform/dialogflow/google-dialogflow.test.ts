import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DialogflowError, parseServiceAccount } from './dialogflow.js';
import { startDialogflowTestServer, type DialogflowTestServer } from './dialogflow-test-server.js';
import { googleDialogflow } from './google-dialogflow.js';

describe('googleDialogflow against a local Dialogflow REST server', () => {
  let server: DialogflowTestServer;
  beforeAll(async () => {
    server = await startDialogflowTestServer();
  });
  afterAll(() => server.close());

  const ask = (text: string, credentials = server.account) =>
    googleDialogflow({ url: server.url }).detectIntent({
      credentials,
      languageCode: 'pt-BR',
      sessionId: 'ticket-1',
      text,
    });

  it("sends the text in the ticket's session with the language and answers the fulfillment messages", async () => {
    server.agent = () => ({ messages: ['Olá!', 'Como posso ajudar?'] });
    await expect(ask('oi')).resolves.toEqual({ messages: ['Olá!', 'Como posso ajudar?'], endConversation: false });
    expect(server.calls.at(-1)).toEqual({
      project: 'balcao-agent',
      session: 'ticket-1',
      text: 'oi',
      languageCode: 'pt-BR',
    });
  });

  it('reads the end of the conversation from the intent or from the diagnostic flag', async () => {
    server.agent = () => ({ messages: ['Até logo'], endInteraction: true });
    await expect(ask('tchau')).resolves.toMatchObject({ endConversation: true });
    server.agent = () => ({ messages: ['Um atendente já vem'], endConversationFlag: true });
    await expect(ask('humano')).resolves.toMatchObject({ endConversation: true });
  });

  it('fails as credentials when the key is not the account the server trusts', async () => {
    const other = await startDialogflowTestServer();
    const error = await ask('oi', other.account).catch((e: unknown) => e);
    await other.close();
    expect(error).toBeInstanceOf(DialogflowError);
    expect(error).toMatchObject({ reason: 'credentials' });
  });

  it('fails as unavailable when the service answers 503', async () => {
    server.failWith = 503;
    const error = await ask('oi').catch((e: unknown) => e);
    server.failWith = undefined;
    expect(error).toMatchObject({ reason: 'unavailable' });
  });
});

describe('parseServiceAccount', () => {
  it('reads a key file and refuses anything else', () => {
    const key = { type: 'service_account', project_id: 'p', client_email: 'a@p', private_key: 'k' };
    expect(parseServiceAccount(JSON.stringify(key))).toEqual({
      project_id: 'p',
      client_email: 'a@p',
      private_key: 'k',
    });
    expect(parseServiceAccount('{"project_id":"p"}')).toBeUndefined();
    expect(parseServiceAccount('not json')).toBeUndefined();
    expect(parseServiceAccount(null)).toBeUndefined();
  });
});
