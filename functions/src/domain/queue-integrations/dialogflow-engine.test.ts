import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps.js';
import {
  startDialogflowTestServer,
  type DialogflowTestServer,
} from '../../platform/dialogflow/dialogflow-test-server.js';
import { googleDialogflow } from '../../platform/dialogflow/google-dialogflow.js';
import { dialogflowEngine } from './dialogflow-engine.js';
import type { IntegrationSettings, IntegrationTurn } from './engine.js';

let server: DialogflowTestServer;
let deps: Deps;
let integration: IntegrationSettings;
beforeAll(async () => {
  server = await startDialogflowTestServer();
  deps = { dialogflow: googleDialogflow({ url: server.url }) } as Deps;
  integration = {
    id: 'I1',
    type: 'dialogflow',
    name: 'Agente',
    projectName: 'balcao-agent',
    language: 'es',
    jsonContent: JSON.stringify(server.account),
  } as IntegrationSettings;
});
afterAll(() => server.close());

const turn = (body: string) =>
  ({ integration, ticket: { id: 'T1', queueId: 'Q1' }, message: { body } }) as unknown as IntegrationTurn;

describe('the Dialogflow engine', () => {
  it("asks the agent in the ticket's session and language, and sends its fulfillment messages", async () => {
    server.agent = () => ({ messages: ['¡Hola!', '¿En qué te ayudo?'] });
    await expect(dialogflowEngine.turn(deps, turn('hola'))).resolves.toEqual({
      messages: [{ text: '¡Hola!' }, { text: '¿En qué te ayudo?' }],
    });
    expect(server.calls.at(-1)).toMatchObject({ session: 'T1', languageCode: 'es', text: 'hola' });
  });

  it("hands the ticket to the queue's people when the agent ends the conversation", async () => {
    server.agent = () => ({ messages: ['Um atendente já vem'], endInteraction: true });
    await expect(dialogflowEngine.turn(deps, turn('humano'))).resolves.toMatchObject({
      action: 'queue',
      queueId: 'Q1',
    });
  });

  it('asks nothing of a message without text', async () => {
    const calls = server.calls.length;
    await expect(dialogflowEngine.turn(deps, turn('  '))).resolves.toEqual({ messages: [] });
    expect(server.calls).toHaveLength(calls);
  });

  it("tests the key with a 'hello' in a session of its own; a wrong or missing key fails as credentials", async () => {
    await dialogflowEngine.test(deps, integration);
    expect(server.calls.at(-1)).toMatchObject({ session: 'balcao-test-session', text: 'hello' });
    await expect(
      dialogflowEngine.test(deps, { ...integration, jsonContent: '{"project_id":"p"}' }),
    ).rejects.toMatchObject({
      name: 'IntegrationFailure',
      reason: 'credentials',
    });
    const stranger = await startDialogflowTestServer();
    await stranger.close();
    await expect(
      dialogflowEngine.test(deps, { ...integration, jsonContent: JSON.stringify(stranger.account) }),
    ).rejects.toMatchObject({ reason: 'credentials' });
  });

  it('fails as unreachable when the service is down', async () => {
    server.failWith = 503;
    await expect(dialogflowEngine.turn(deps, turn('oi'))).rejects.toMatchObject({ reason: 'unreachable' });
    server.failWith = undefined;
  });
});
