import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillTokenLookups } from '../../functions/src/domain/connections/token-backfill.js';
import { findTokenOwner } from '../../functions/src/domain/connections/token-lookup.js';
import { API_SEND_LIMIT } from '../../functions/src/domain/messages-api/access.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { until } from './messages-fixtures.js';

/**
 * The external messages API (docs/decisions/055): POST /api/messages/send with a connection's token sends into the
 * number's ticket on that connection, and the simulator's customer receives it; the token is the only credential
 * and names the tenant; numbers, plan and rate are checked with their own codes.
 */
let ctx: TestContext;
let sessions: TestSessions;
let company: Awaited<ReturnType<TestContext['seedCompany']>>;
let connection: { id: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  company = await ctx.seedCompany();
  const { id } = await simulatorFixtures(ctx).connectedSimulator(company.admin.token);
  const shown = await ctx.request('GET', `/api/whatsapp/${id}`, { token: company.admin.token });
  connection = { id, token: shown.body.token };
}, 30_000);

afterAll(async () => {
  await sessions?.stop();
});

const send = (token: string | undefined, body: unknown) =>
  ctx.request('POST', '/api/messages/send', {
    body,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

async function sendFiles(token: string, fields: Record<string, string>, files: { name: string; data: Uint8Array }[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('medias', new File([Buffer.from(file.data)], file.name));
  const res = await ctx.app.request('/api/messages/send', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** What the customer's phone shows from the business, once `check` holds. */
type PhoneMessage = { body: string; media?: { kind: string } };
async function phone(number: string, check: (messages: PhoneMessage[]) => boolean) {
  const read = async () => {
    const res = await ctx.request('GET', `/api/simulator/${connection.id}/messages?number=${number}`, {
      token: company.admin.token,
    });
    return (res.body.messages as (PhoneMessage & { from: string })[]).filter((m) => m.from === 'business');
  };
  return until(read, check);
}

describe('POST /api/messages/send', () => {
  it('sends a JSON text into the number’s ticket on the token’s connection, and the simulator receives it', async () => {
    const res = await send(connection.token, { number: '5511988880001', body: 'Seu pedido saiu para entrega' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), ticketId: expect.any(String), status: 'queued' });
    expect(res.body.messageIds).toEqual([res.body.id]);
    await phone('5511988880001', (messages) => messages.some((m) => m.body === 'Seu pedido saiu para entrega'));
    const ticket = await ctx.request('GET', `/api/tickets/${res.body.ticketId}`, { token: company.admin.token });
    expect(ticket.body).toMatchObject({ whatsappId: connection.id, status: 'pending' });
    // A second send goes into the same ticket.
    const again = await send(connection.token, { number: '5511988880001', body: 'Chega hoje' });
    expect(again.body.ticketId).toBe(res.body.ticketId);
  });

  it('sends multipart medias with the caption on the first', async () => {
    const res = await sendFiles(connection.token, { number: '5511988880002', body: 'Nota fiscal' }, [
      { name: 'nota.png', data: sample.png },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.messageIds).toHaveLength(1);
    await phone('5511988880002', (messages) =>
      messages.some((m) => m.body === 'Nota fiscal' && m.media?.kind === 'image'),
    );
  });

  it('refuses a number that is not 8 to 15 digits with ERR_API_INVALID_NUMBER, and a media form without a file', async () => {
    for (const number of ['+55 11 98888-0003', '1234567', '1234567890123456', '']) {
      const res = await send(connection.token, { number, body: 'oi' });
      expect([number, res.status, res.body.error]).toEqual([number, 400, 'ERR_API_INVALID_NUMBER']);
    }
    expect((await send(connection.token, { number: '5511988880003', body: ' ' })).body.error).toBe('ERR_VALIDATION');
    const noFile = await sendFiles(connection.token, { number: '5511988880003' }, []);
    expect(noFile).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });

  it('needs a token that names a connection: none, unknown, or a user’s session token → 401', async () => {
    expect((await send(undefined, { number: '5511988880004', body: 'oi' })).body.error).toBe('ERR_API_TOKEN_MISSING');
    for (const token of ['x'.repeat(43), company.admin.token, 'a b']) {
      const res = await send(token, { number: '5511988880004', body: 'oi' });
      expect([res.status, res.body.error]).toEqual([401, 'ERR_API_TOKEN_INVALID']);
    }
  });

  it('sends only on the token’s own connection: another company’s token never reaches this one', async () => {
    const other = await ctx.seedCompany();
    const created = await adminFixtures(ctx).createConnection(other.admin.token);
    const res = await send(created.token, { number: '5511988880005', body: 'Da outra empresa' });
    expect(res.status).toBe(201);
    const ticket = await ctx.request('GET', `/api/tickets/${res.body.ticketId}`, { token: other.admin.token });
    expect(ticket.body.whatsappId).toBe(created.id);
    expect(
      (await ctx.request('GET', `/api/tickets/${res.body.ticketId}`, { token: company.admin.token })).status,
    ).not.toBe(200);
    // A token is the platform's: another company's admin cannot take this connection's.
    const taken = await ctx.request('PUT', `/api/whatsapp/${created.id}`, {
      token: other.admin.token,
      body: { token: connection.token },
    });
    expect([taken.status, taken.body.error]).toEqual([409, 'ERR_API_TOKEN_TAKEN']);
  });

  it('stops taking a regenerated token’s old value, and takes the new one', async () => {
    const regenerated = await ctx.request('PUT', `/api/whatsapp/${connection.id}`, {
      token: company.admin.token,
      body: { token: '' },
    });
    expect(regenerated.body.token).not.toBe(connection.token);
    const old = await send(connection.token, { number: '5511988880006', body: 'oi' });
    expect([old.status, old.body.error]).toEqual([401, 'ERR_API_TOKEN_INVALID']);
    connection.token = regenerated.body.token;
    expect((await send(connection.token, { number: '5511988880006', body: 'oi' })).status).toBe(201);
  });

  it('is closed to a company whose plan has no useExternalApi (403)', async () => {
    const gated = await ctx.seedCompany({ plan: { useExternalApi: false } });
    const created = await adminFixtures(ctx).createConnection(gated.admin.token);
    const res = await send(created.token, { number: '5511988880007', body: 'oi' });
    expect([res.status, res.body.error, res.body.details]).toEqual([
      403,
      'ERR_PLAN_FEATURE_DISABLED',
      { flag: 'useExternalApi' },
    ]);
  });

  it('answers 429 ERR_API_RATE_LIMITED with Retry-After once the token’s window is used up', async () => {
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const bucket = keys.apiSendRate(company.companyId, connection.id);
    await ctx.deps.table.put({ ...bucket, failures: API_SEND_LIMIT.max, expiresAt: now + 40 });
    const res = await send(connection.token, { number: '5511988880008', body: 'oi' });
    expect([res.status, res.body.error, res.headers.get('retry-after')]).toEqual([429, 'ERR_API_RATE_LIMITED', '40']);
    ctx.clock.advance(41_000);
    expect((await send(connection.token, { number: '5511988880008', body: 'oi' })).status).toBe(201);
  });
});

describe('connections stored before the token lookups', () => {
  it('get theirs from the backfill, once, and their token works from then on', async () => {
    const legacy = await adminFixtures(ctx).putConnection(company.companyId, { token: `legacy-${'x'.repeat(20)}` });
    const before = await send(legacy.token, { number: '5511988880009', body: 'oi' });
    expect([before.status, before.body.error]).toEqual([401, 'ERR_API_TOKEN_INVALID']);
    expect((await backfillTokenLookups(ctx.deps.table)).claimed).toBeGreaterThan(0);
    expect(await findTokenOwner(ctx.deps.table, legacy.token)).toEqual({
      companyId: company.companyId,
      connectionId: legacy.id,
    });
    expect((await send(legacy.token, { number: '5511988880009', body: 'oi' })).status).toBe(201);
    expect(await backfillTokenLookups(ctx.deps.table)).toEqual({ claimed: 0, taken: 0 });
  });
});

describe('the API’s document and reference page', () => {
  it('serves the OpenAPI 3.1 document and a reference page that loads nothing from outside', async () => {
    const doc = await ctx.request('GET', '/api/openapi.json');
    expect(doc.body).toMatchObject({ openapi: '3.1.0', paths: { '/messages/send': { post: expect.any(Object) } } });
    const page = await ctx.app.request('/api/docs');
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html.match(/(src|href)="[^"]*"/g)?.every((link) => /="\//.test(link))).toBe(true);
  });
});
