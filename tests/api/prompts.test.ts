import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { Key } from '../../functions/src/platform/table.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

const API_KEY = 'sk-test-abcdefghijklmnop-9876';
const VOICE_KEY = 'voice-key-0123456789-ABCD';

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

async function team(plan?: Record<string, unknown>) {
  const company = await ctx.seedCompany(plan ? { plan } : {});
  const token = company.admin.token;
  const queue = await fx.createQueue(token, { name: 'Vendas' });
  return { company, token, queue };
}

const call = (token: string, method: string, path: string, body?: unknown) =>
  ctx.request(method, `/api/prompt${path}`, { token, body });

const sample = (queueId: string) => ({
  name: 'Atendente virtual',
  prompt: 'Você é o atendente da loja. Responda com educação e em poucas frases.',
  apiKey: API_KEY,
  queueId,
});

describe('AI prompts', () => {
  it('creates with the spec 3 defaults, lists { prompts } with the queue name, and never answers a key', async () => {
    const { token, queue } = await team();
    const res = await call(token, 'POST', '', { ...sample(queue.id), voiceKey: VOICE_KEY, voiceRegion: 'brazilsouth' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Atendente virtual',
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      voice: 'texto',
      voiceRegion: 'brazilsouth',
      queueId: queue.id,
      queue: { id: queue.id, name: 'Vendas' },
      apiKey: '••••9876',
      voiceKey: '••••ABCD',
    });
    const list = await call(token, 'GET', '');
    expect(list.status).toBe(200);
    expect(list.body.prompts).toHaveLength(1);
    expect(list.body.prompts[0]).toMatchObject({ id: res.body.id, queue: { name: 'Vendas' }, apiKey: '••••9876' });
    const shown = await call(token, 'GET', `/${res.body.id}`);
    expect(JSON.stringify([res.body, list.body, shown.body])).not.toContain(API_KEY.slice(0, 12));
  });

  it('stores the keys sealed: the raw item holds no plain key', async () => {
    const { company, token, queue } = await team();
    const res = await call(token, 'POST', '', { ...sample(queue.id), voiceKey: VOICE_KEY });
    const item = await ctx.deps.table.get<Key & Record<string, unknown>>(keys.prompt(company.companyId, res.body.id));
    const raw = JSON.stringify(item);
    expect(raw).not.toContain(API_KEY);
    expect(raw).not.toContain(VOICE_KEY);
    expect(item?.apiKeySealed).toMatch(/^v1\./);
  });

  it('keeps the stored key on a PUT without one (or with the mask sent back), and replaces it when given', async () => {
    const { company, token, queue } = await team();
    const { id } = (await call(token, 'POST', '', sample(queue.id))).body;
    const sealedOf = async () =>
      (await ctx.deps.table.get<Key & { apiKeySealed: string }>(keys.prompt(company.companyId, id)))!.apiKeySealed;
    const before = await sealedOf();
    const renamed = await call(token, 'PUT', `/${id}`, { name: 'Outro nome', maxTokens: 300, apiKey: '••••9876' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Outro nome', maxTokens: 300, apiKey: '••••9876' });
    expect(await sealedOf()).toBe(before);
    const replaced = await call(token, 'PUT', `/${id}`, { apiKey: 'sk-new-key-0000000000-1111' });
    expect(replaced.body.apiKey).toBe('••••1111');
    expect(await sealedOf()).not.toBe(before);
  });

  it("answers 'Informe o setor' without a queue, and 400 for bad values, 404 for an unknown queue", async () => {
    const { token, queue } = await team();
    const { queueId: _q, ...noQueue } = sample(queue.id);
    const missing = await call(token, 'POST', '', noQueue);
    expect([missing.status, missing.body.message]).toEqual([400, 'Informe o setor']);
    const blank = await call(token, 'POST', '', { ...noQueue, queueId: '' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Informe o setor']);
    for (const bad of [
      { maxTokens: 0 },
      { maxTokens: 'muitos' },
      { temperature: 3 },
      { maxMessages: 500 },
      { name: '' },
      { apiKey: '' },
      { voiceRegion: 'evil.example.com/x' },
    ]) {
      const res = await call(token, 'POST', '', { ...sample(queue.id), ...bad });
      expect([JSON.stringify(bad), res.status, res.body.error]).toEqual([JSON.stringify(bad), 400, 'ERR_VALIDATION']);
    }
    const unknown = await call(token, 'POST', '', sample('nope'));
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
  });

  it('lets agents read but not write, deletes with a message, and hides prompts from other companies', async () => {
    const { company, token, queue } = await team();
    const agent = await fx.createAgent(token, { name: 'Beatriz' });
    const { id } = (await call(token, 'POST', '', sample(queue.id))).body;
    expect((await call(agent.token, 'GET', '')).status).toBe(200);
    expect((await call(agent.token, 'POST', '', sample(queue.id))).status).toBe(403);
    expect((await call(agent.token, 'PUT', `/${id}`, { name: 'Outro' })).status).toBe(403);
    expect((await call(agent.token, 'DELETE', `/${id}`)).status).toBe(403);
    const other = await team();
    expect((await call(other.token, 'GET', `/${id}`)).status).toBe(404);
    expect((await call(other.token, 'DELETE', `/${id}`)).status).toBe(404);
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const deleted = await call(token, 'DELETE', `/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: expect.any(String) });
    expect((await call(token, 'GET', `/${id}`)).status).toBe(404);
    expect(JSON.stringify(socket.received())).toContain(`company-${company.companyId}-prompt`);
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useOpenAi', async () => {
    const { token, queue } = await team({ useOpenAi: false });
    for (const [method, path, body] of [
      ['GET', ''],
      ['POST', '', sample(queue.id)],
      ['GET', '/x'],
      ['PUT', '/x', { name: 'Outro' }],
      ['DELETE', '/x'],
    ] as const) {
      const res = await call(token, method, path, body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
  });
});
