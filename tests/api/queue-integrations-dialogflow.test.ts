import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startDialogflowTestServer,
  type DialogflowTestServer,
} from '../../functions/src/platform/dialogflow/dialogflow-test-server.js';
import { googleDialogflow } from '../../functions/src/platform/dialogflow/google-dialogflow.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let dialogflow: DialogflowTestServer;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dialogflow = await startDialogflowTestServer();
  ctx.deps.dialogflow = googleDialogflow({ url: dialogflow.url });
  token = (await ctx.seedCompany()).admin.token;
});
afterAll(() => dialogflow.close());

const testSession = (body: Record<string, unknown>) =>
  ctx.request('POST', '/api/queueIntegration/testSession', {
    token,
    body: { type: 'dialogflow', name: 'Agente', projectName: 'balcao-agent', language: 'es', ...body },
  });

describe('testSession of a Dialogflow integration, against a local Dialogflow REST API', () => {
  it("answers success when the agent answers a 'hello' signed with the key file", async () => {
    const res = await testSession({ jsonContent: JSON.stringify(dialogflow.account) });
    expect(res.status).toBe(200);
    expect(dialogflow.calls.at(-1)).toMatchObject({ project: 'balcao-agent', text: 'hello', languageCode: 'es' });
  });

  it('answers ERR_INTEGRATION_CREDENTIALS for a key Google does not know, or for a file that is not a key', async () => {
    const stranger = await startDialogflowTestServer();
    await stranger.close();
    const wrongKey = await testSession({ jsonContent: JSON.stringify(stranger.account) });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body).toMatchObject({ error: 'ERR_INTEGRATION_CREDENTIALS' });
    const notAKey = await testSession({ jsonContent: '{"project_id":"balcao-agent"}' });
    expect(notAKey.body).toMatchObject({ error: 'ERR_INTEGRATION_CREDENTIALS' });
  });

  it('answers ERR_INTEGRATION_UNREACHABLE while Dialogflow is down', async () => {
    dialogflow.failWith = 503;
    const res = await testSession({ jsonContent: JSON.stringify(dialogflow.account) });
    dialogflow.failWith = undefined;
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_INTEGRATION_UNREACHABLE' });
  });
});
