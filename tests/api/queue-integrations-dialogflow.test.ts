import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { listTicketNoteRecords } from '../../functions/src/domain/ticket-notes/repo.js';
import {
  startDialogflowTestServer,
  type DialogflowTestServer,
} from '../../functions/src/platform/dialogflow/dialogflow-test-server.js';
import { googleDialogflow } from '../../functions/src/platform/dialogflow/google-dialogflow.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';
import { MONDAY_10H } from './chatbot-fixtures.js';

const CUSTOMER = '5511944443333';

let ctx: TestContext;
let sessions: TestSessions;
let auto: ReturnType<typeof automaticFixtures>;
let w: AutomaticWorld;
let dialogflow: DialogflowTestServer;

beforeAll(async () => {
  ctx = await createTestContext({ now: MONDAY_10H });
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  auto = automaticFixtures(ctx);
  dialogflow = await startDialogflowTestServer();
  ctx.deps.dialogflow = googleDialogflow({ url: dialogflow.url });
});
beforeEach(async () => {
  w = await auto.world();
  dialogflow.failWith = undefined;
});
afterAll(async () => {
  await dialogflow.close();
  await sessions.stop();
});

const agent = (fields: Record<string, unknown> = {}) => ({
  type: 'dialogflow',
  name: 'Agente',
  projectName: 'balcao-agent',
  language: 'es',
  jsonContent: JSON.stringify(dialogflow.account),
  ...fields,
});

const testSession = (body: Record<string, unknown>) =>
  ctx.request('POST', '/api/queueIntegration/testSession', { token: w.auth.token, body: agent(body) });

describe('testSession of a Dialogflow integration, against a local Dialogflow REST API', () => {
  it("answers success when the agent answers a 'hello' signed with the key file", async () => {
    const res = await testSession({});
    expect(res.status).toBe(200);
    expect(dialogflow.calls.at(-1)).toMatchObject({ project: 'balcao-agent', text: 'hello', languageCode: 'es' });
  });

  it('answers ERR_INTEGRATION_CREDENTIALS for a key Google does not know, or for a file that is not a key', async () => {
    const stranger = await startDialogflowTestServer();
    await stranger.close();
    const wrongKey = await testSession({ jsonContent: JSON.stringify(stranger.account) });
    expect([wrongKey.status, wrongKey.body.error]).toEqual([400, 'ERR_INTEGRATION_CREDENTIALS']);
    const notAKey = await testSession({ jsonContent: '{"project_id":"balcao-agent"}' });
    expect(notAKey.body).toMatchObject({ error: 'ERR_INTEGRATION_CREDENTIALS' });
  });

  it('answers ERR_INTEGRATION_UNREACHABLE while Dialogflow is down', async () => {
    dialogflow.failWith = 503;
    const res = await testSession({});
    expect([res.status, res.body.error]).toEqual([400, 'ERR_INTEGRATION_UNREACHABLE']);
  });
});

describe('a Dialogflow agent in the bot phase', () => {
  async function agentOnConnection() {
    const res = await ctx.request('POST', '/api/queueIntegration', { token: w.auth.token, body: agent() });
    if (res.status !== 201) throw new Error(`integration: ${res.status} ${JSON.stringify(res.body)}`);
    await w.connection({ integrationId: res.body.id, greetingMessage: '' });
  }
  const says = (body: string) => w.customerWrites(CUSTOMER, body);

  it("answers each text with the agent's messages until the agent ends the conversation, then people answer", async () => {
    await agentOnConnection();
    dialogflow.agent = (text) =>
      text === 'humano'
        ? { messages: ['Un momento, te paso con una persona.'], endInteraction: true }
        : { messages: ['¡Hola!', '¿En qué te ayudo?'] };

    const { ticket } = await says('hola');
    expect(dialogflow.calls.at(-1)).toMatchObject({ session: ticket!.id, text: 'hola', languageCode: 'es' });
    expect(await w.received(CUSTOMER, 2)).toEqual(['¡Hola!', '¿En qué te ayudo?']);

    await says('humano');
    expect(await w.received(CUSTOMER, 3)).toContain('Un momento, te paso con una persona.');
    const calls = dialogflow.calls.length;
    const after = await says('¿hola?');
    expect(dialogflow.calls).toHaveLength(calls);
    expect(after.ticket).toMatchObject({ status: 'pending', userId: null });
  });

  it('hands the ticket to people with a note when Dialogflow is down; the message stays', async () => {
    await agentOnConnection();
    dialogflow.failWith = 503;
    const { ticket } = await says('hola');
    expect(ticket).toMatchObject({ status: 'pending', userId: null });
    const notes = await listTicketNoteRecords(ctx.deps.table, w.companyId, ticket!.id);
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('Dialogflow')]);
    expect((await w.chat(CUSTOMER)).messages.map((message) => message.body)).toContain('hola');
  });
});
