import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitNumberCheck } from '../../functions/src/domain/contacts/number-check.js';
import type { Contact } from '../../functions/src/domain/contacts/schema.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { keys } from '../../functions/src/platform/keys.js';
import { newId } from '../../functions/src/platform/ids.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';

describe('numbers checked through a connected simulator', () => {
  let ctx: TestContext;
  let sessions: TestSessions;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    sessions = await startTestSessions(ctx);
    const company = await ctx.seedCompany();
    token = company.admin.token;
    await simulatorFixtures(ctx).connectedSimulator(token);
  });

  afterAll(async () => {
    await sessions.stop();
  });

  it('refuses a number the chat app says has no account', async () => {
    // The simulator knows numbers of 10 to 15 digits.
    const res = await ctx.request('POST', '/api/contacts', { token, body: { name: 'Curto', number: '12345678' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_WAPP_INVALID_CONTACT' });
    const list = await ctx.request('GET', '/api/contacts?searchParam=12345678', { token });
    expect(list.body.contacts).toEqual([]);
  });

  it('creates a contact whose number has an account', async () => {
    const res = await ctx.request('POST', '/api/contacts', {
      token,
      body: { name: 'Válido', number: '5531977776666' },
    });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe('5531977776666');
  });

  it('checks a changed number on update and keeps the old one when refused', async () => {
    const made = await ctx.request<Contact>('POST', '/api/contacts', {
      token,
      body: { name: 'Muda', number: '5531977775555' },
    });
    const res = await ctx.request('PUT', `/api/contacts/${made.body.id}`, {
      token,
      body: { number: '1234567890123456' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_WAPP_INVALID_CONTACT' });
    const read = await ctx.request<Contact>('GET', `/api/contacts/${made.body.id}`, { token });
    expect(read.body.number).toBe('5531977775555');
  });

  it('answers ERR_WAPP_CHECK_CONTACT when the connected connection has no running session', async () => {
    const other = await ctx.seedCompany();
    await adminFixtures(ctx).putConnection(other.companyId, { status: 'CONNECTED', isDefault: true });
    const res = await ctx.request('POST', '/api/contacts', {
      token: other.admin.token,
      body: { name: 'Sem sessão', number: '5531977774444' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_WAPP_CHECK_CONTACT' });
  });
});

describe('numbers checked through a session host that answers as told', () => {
  let ctx: TestContext;
  let host: { stop(): Promise<void> };
  const asked: Extract<SessionCommand, { type: 'checkNumber' }>[] = [];
  const answers = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    ctx = await createTestContext();
    host = ctx.jobs.consume('outbound', async (records) => {
      for (const record of records) {
        const command = JSON.parse(record.body) as SessionCommand;
        if (command.type !== 'checkNumber') continue;
        asked.push(command);
        const answer = answers.get(command.number);
        if (answer) await ctx.deps.table.put({ ...keys.numberCheck(command.companyId, command.requestId), ...answer });
      }
      return { batchItemFailures: [] };
    });
  });

  afterAll(async () => {
    await host.stop();
  });

  async function companyWith(connections: Record<string, unknown>[]) {
    const company = await ctx.seedCompany();
    const made = [];
    for (const fields of connections) made.push(await adminFixtures(ctx).putConnection(company.companyId, fields));
    return { token: company.admin.token, connections: made };
  }

  it('stores the number as the chat app normalised it', async () => {
    const { token } = await companyWith([{ status: 'CONNECTED', isDefault: true }]);
    answers.set('553188887777', { exists: true, chatId: '5531988887777' });
    const res = await ctx.request('POST', '/api/contacts', {
      token,
      body: { name: 'Nono', number: '55 (31) 8888-7777' },
    });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe('5531988887777');
    const again = await ctx.request('POST', '/api/contacts', {
      token,
      body: { name: 'Outro', number: '553188887777' },
    });
    expect(again.status).toBe(409);
  });

  it('answers ERR_WAPP_CHECK_CONTACT when the host reports an error', async () => {
    const { token } = await companyWith([{ status: 'CONNECTED', isDefault: true }]);
    answers.set('5531900001111', { error: 'ERR_WAPP_CHECK_CONTACT' });
    const res = await ctx.request('POST', '/api/contacts', { token, body: { name: 'Erro', number: '5531900001111' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_WAPP_CHECK_CONTACT' });
  });

  it('asks through a connected connection when the default one is not connected', async () => {
    const { token, connections } = await companyWith([
      { status: 'DISCONNECTED', isDefault: true },
      { status: 'CONNECTED', isDefault: false },
    ]);
    answers.set('5531900002222', { exists: true, chatId: '5531900002222' });
    const res = await ctx.request('POST', '/api/contacts', {
      token,
      body: { name: 'Via outra', number: '5531900002222' },
    });
    expect(res.status).toBe(201);
    expect(asked.find((command) => command.number === '5531900002222')?.connectionId).toBe(connections[1]?.id);
  });

  it('does not ask at all when no connection is connected', async () => {
    const { token } = await companyWith([{ status: 'DISCONNECTED', isDefault: true }]);
    const res = await ctx.request('POST', '/api/contacts', {
      token,
      body: { name: 'Sem checar', number: '5531900003333' },
    });
    expect(res.status).toBe(201);
    expect(asked.some((command) => command.number === '5531900003333')).toBe(false);
  });

  it('gives up waiting when no answer comes, and takes an answer that does', async () => {
    const companyId = newId();
    const poll = { intervalMs: 10, attempts: 3 };
    expect(await awaitNumberCheck(ctx.deps.table, companyId, newId(), poll)).toBeUndefined();
    const requestId = newId();
    await ctx.deps.table.put({ ...keys.numberCheck(companyId, requestId), exists: false });
    expect(await awaitNumberCheck(ctx.deps.table, companyId, requestId, poll)).toEqual({ exists: false });
    expect(await ctx.deps.table.get(keys.numberCheck(companyId, requestId))).toBeUndefined();
  });
});
