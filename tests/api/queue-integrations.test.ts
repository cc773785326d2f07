import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/src/platform/keys.js';
import { startBotServer, type BotServer } from '../../functions/src/domain/queue-integrations/bot-test-server.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
let bot: BotServer;

const PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nMIIEsecretsecretsecret\n-----END PRIVATE KEY-----\n';
const keyFile = JSON.stringify({
  type: 'service_account',
  project_id: 'loja-123',
  private_key_id: 'abc123def456',
  private_key: PRIVATE_KEY,
  client_email: 'bot@loja-123.iam.gserviceaccount.com',
});

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
  bot = await startBotServer();
});
afterAll(() => bot.close());

async function team(plan?: Record<string, unknown>) {
  const company = await ctx.seedCompany(plan ? { plan } : {});
  return { company, token: company.admin.token };
}

const call = (token: string, method: string, path: string, body?: unknown) =>
  ctx.request(method, `/api/queueIntegration${path}`, { token, body });

const webhook = (fields: Record<string, unknown> = {}) => ({
  type: 'webhook',
  name: 'Robô de vendas',
  projectName: 'ignorado',
  urlN8N: `${bot.url}/hook`,
  ...fields,
});

describe('queue integrations', () => {
  it('creates with the spec 3 defaults, projectName = name for webhook/n8n/typebot, and lists { queueIntegrations, hasMore }', async () => {
    const { token } = await team();
    const res = await call(token, 'POST', '', webhook());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'webhook',
      name: 'Robô de vendas',
      projectName: 'Robô de vendas',
      language: 'pt-BR',
      typebotExpires: 1,
      typebotDelayMessage: 1000,
      jsonContent: '',
    });
    const typebot = await call(token, 'POST', '', {
      type: 'typebot',
      name: 'Typebot',
      urlN8N: bot.url,
      typebotSlug: 'atendimento-x1',
      typebotKeywordFinish: 'sair',
    });
    expect(typebot.body).toMatchObject({ projectName: 'Typebot', typebotSlug: 'atendimento-x1' });
    for (let index = 0; index < 19; index += 1) {
      await call(token, 'POST', '', webhook({ name: `Filler ${String(index).padStart(2, '0')}` }));
    }
    const first = await call(token, 'GET', '?pageNumber=1');
    expect(first.status).toBe(200);
    expect(first.body.queueIntegrations).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    const second = await call(token, 'GET', '?pageNumber=2');
    expect([second.body.queueIntegrations.length, second.body.hasMore]).toEqual([1, false]);
    const found = await call(token, 'GET', '?searchParam=TYPE');
    expect(found.body.queueIntegrations.map((row: { id: string }) => row.id)).toEqual([typebot.body.id]);
    expect((await call(token, 'GET', `/${res.body.id}`)).body).toEqual(res.body);
  });

  it("checks the name ('Too Short!', 'Too Long!', 'Required'), the type, the URL and what each type needs", async () => {
    const { token } = await team();
    const cases: [Record<string, unknown>, string][] = [
      [webhook({ name: 'A' }), 'Too Short!'],
      [webhook({ name: 'x'.repeat(51) }), 'Too Long!'],
      [webhook({ name: undefined }), 'Required'],
      [webhook({ type: 'telegram' }), 'Tipo inválido'],
      [webhook({ urlN8N: 'ftp://example.com' }), 'URL inválida'],
      [webhook({ urlN8N: '' }), 'Informe a URL.'],
      [{ type: 'typebot', name: 'Typebot', urlN8N: bot.url }, 'Informe o slug do Typebot.'],
      [{ type: 'dialogflow', name: 'Dialogflow', projectName: 'p' }, 'Informe o arquivo JSON da conta de serviço.'],
      [webhook({ typebotDelayMessage: -1 }), ''],
      [webhook({ language: 'fr' }), ''],
    ];
    for (const [body, message] of cases) {
      const res = await call(token, 'POST', '', body);
      expect([res.status, res.body.error]).toEqual([400, 'ERR_VALIDATION']);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('seals the Dialogflow key file: the stored item holds no private key, answers mask it, a masked PUT keeps it', async () => {
    const { company, token } = await team();
    const res = await call(token, 'POST', '', {
      type: 'dialogflow',
      name: 'Dialogflow',
      projectName: 'loja-123',
      language: 'es',
      jsonContent: keyFile,
    });
    expect(res.status).toBe(201);
    expect(res.body.projectName).toBe('loja-123');
    expect(JSON.parse(res.body.jsonContent)).toMatchObject({ project_id: 'loja-123', private_key: '••••' });
    const item = await ctx.deps.table.get<{ pk: string; sk: string; jsonContentSealed: string }>(
      keys.queueIntegration(company.companyId, res.body.id),
    );
    expect(JSON.stringify(item)).not.toContain('MIIEsecret');
    expect(item?.jsonContentSealed).toMatch(/^v1\./);
    const listed = await call(token, 'GET', '');
    expect(JSON.stringify(listed.body)).not.toContain('MIIEsecret');
    const renamed = await call(token, 'PUT', `/${res.body.id}`, { name: 'Outro', jsonContent: res.body.jsonContent });
    expect(renamed.status).toBe(200);
    const after = await ctx.deps.table.get<{ pk: string; sk: string; jsonContentSealed: string }>(
      keys.queueIntegration(company.companyId, res.body.id),
    );
    expect(after?.jsonContentSealed).toBe(item?.jsonContentSealed);
    expect(renamed.body.projectName).toBe('loja-123');
  });

  it('tests a webhook URL: success when it answers 2xx, a code per failure otherwise', async () => {
    const { token } = await team();
    bot.answerWith(() => ({ json: { ok: true } }));
    const ok = await call(token, 'POST', '/testSession', webhook());
    expect([ok.status, ok.body.message]).toEqual([200, 'Integração testada com sucesso.']);
    expect(bot.calls.at(-1)).toMatchObject({ method: 'POST', path: '/hook', body: { event: 'testSession' } });
    bot.answerWith(() => ({ status: 500, text: 'boom' }));
    const rejected = await call(token, 'POST', '/testSession', webhook());
    expect([rejected.status, rejected.body.error]).toEqual([400, 'ERR_INTEGRATION_REJECTED']);
    const closed = await startBotServer();
    await closed.close();
    const unreachable = await call(token, 'POST', '/testSession', webhook({ urlN8N: `${closed.url}/hook` }));
    expect([unreachable.status, unreachable.body.error]).toEqual([400, 'ERR_INTEGRATION_UNREACHABLE']);
  });

  it('tests a Typebot by its start endpoint: a session is success, a 404 or an answer without one is not', async () => {
    const { token } = await team();
    const typebot = { type: 'typebot', name: 'Typebot', urlN8N: `${bot.url}/`, typebotSlug: 'meu-bot' };
    bot.answerWith((request) =>
      request.path === '/api/v1/typebots/meu-bot/startChat'
        ? { json: { sessionId: 's-1', messages: [] } }
        : { status: 404, json: { message: 'Typebot not found' } },
    );
    expect((await call(token, 'POST', '/testSession', typebot)).status).toBe(200);
    expect(bot.calls.at(-1)?.body).toMatchObject({ textBubbleContentFormat: 'markdown' });
    const missing = await call(token, 'POST', '/testSession', { ...typebot, typebotSlug: 'outro' });
    expect([missing.status, missing.body.error]).toEqual([400, 'ERR_INTEGRATION_REJECTED']);
    bot.answerWith(() => ({ json: { messages: [] } }));
    const bad = await call(token, 'POST', '/testSession', typebot);
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_INTEGRATION_BAD_ANSWER']);
  });

  it('lets agents read but not write or test, deletes with a message and an event, and hides other companies', async () => {
    const { company, token } = await team();
    const agent = await fx.createAgent(token, { name: 'Beatriz' });
    const { id } = (await call(token, 'POST', '', webhook())).body;
    expect((await call(agent.token, 'GET', '')).status).toBe(200);
    expect((await call(agent.token, 'GET', `/${id}`)).status).toBe(200);
    expect((await call(agent.token, 'POST', '', webhook())).status).toBe(403);
    expect((await call(agent.token, 'POST', '/testSession', webhook())).status).toBe(403);
    expect((await call(agent.token, 'PUT', `/${id}`, { name: 'Outro' })).status).toBe(403);
    expect((await call(agent.token, 'DELETE', `/${id}`)).status).toBe(403);
    const other = await team();
    expect((await call(other.token, 'GET', `/${id}`)).status).toBe(404);
    expect((await call(other.token, 'PUT', `/${id}`, { name: 'Outro' })).status).toBe(404);
    expect((await call(other.token, 'DELETE', `/${id}`)).status).toBe(404);
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const renamed = await call(token, 'PUT', `/${id}`, { name: 'Novo nome' });
    expect(renamed.body).toMatchObject({ name: 'Novo nome', projectName: 'Novo nome' });
    const deleted = await call(token, 'DELETE', `/${id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'Integração excluída.' }]);
    expect((await call(token, 'GET', `/${id}`)).status).toBe(404);
    const events = JSON.stringify(socket.received());
    expect(events).toContain(`company-${company.companyId}-queueIntegration`);
    expect(events).toContain('"action":"delete"');
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useIntegrations', async () => {
    const { token } = await team({ useIntegrations: false });
    for (const [method, path, body] of [
      ['GET', ''],
      ['POST', '', webhook()],
      ['POST', '/testSession', webhook()],
      ['GET', '/x'],
      ['PUT', '/x', { name: 'Outro' }],
      ['DELETE', '/x'],
    ] as const) {
      const res = await call(token, method, path, body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
  });
});
