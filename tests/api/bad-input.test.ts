import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let token: string;
let userId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.seedCompany();
  token = company.admin.token;
  userId = company.userId;
});

async function send(method: string, path: string, body?: string, contentType = 'application/json') {
  const res = await ctx.app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { error?: string }) : undefined };
}

describe('bad input gets a 4xx with a code, never a 500', () => {
  it.each([
    ['malformed JSON', 'POST', '/api/users', '{bad', 400, 'ERR_VALIDATION'],
    ['an array for an object', 'POST', '/api/users', '[1,2]', 400, 'ERR_VALIDATION'],
    ['null for an object', 'POST', '/api/queue', 'null', 400, 'ERR_VALIDATION'],
    ['no body at all', 'PUT', '/api/settings/userRating', '', 400, 'ERR_VALIDATION'],
    ['wrong types', 'PUT', '/api/users/:self', JSON.stringify({ name: 5, queueIds: 'x' }), 400, 'ERR_VALIDATION'],
    [
      'a 2 MB body',
      'POST',
      '/api/users',
      JSON.stringify({ name: 'x'.repeat(2_000_000) }),
      413,
      'ERR_PAYLOAD_TOO_LARGE',
    ],
    ['a page that is not a number', 'GET', '/api/users/?pageNumber=abc', undefined, 400, 'ERR_VALIDATION'],
    ['an id of 3000 characters', 'GET', `/api/users/${'x'.repeat(3000)}`, undefined, 400, 'ERR_VALIDATION'],
    ['an unknown setting key', 'PUT', `/api/settings/${'k'.repeat(500)}`, '{"value":"x"}', 404, 'ERR_NO_SETTING_FOUND'],
    ['an unknown path', 'GET', '/api/nope', undefined, 404, 'ERR_NOT_FOUND'],
    ['malformed connection JSON', 'POST', '/api/whatsapp', '{"name":', 400, 'ERR_VALIDATION'],
    [
      'a negative bot count',
      'POST',
      '/api/whatsapp',
      JSON.stringify({ name: 'Loja', maxUseBotQueues: -1 }),
      400,
      'ERR_VALIDATION',
    ],
    [
      'an unknown provider',
      'POST',
      '/api/whatsapp',
      JSON.stringify({ name: 'Loja', provider: 'telegram' }),
      400,
      'ERR_VALIDATION',
    ],
    [
      'queue ids that are not a list',
      'PUT',
      '/api/whatsapp/x',
      JSON.stringify({ queueIds: 'a' }),
      400,
      'ERR_VALIDATION',
    ],
    [
      'a pairing phone with letters',
      'POST',
      '/api/whatsappsession/x',
      JSON.stringify({ pairingPhone: 'abc' }),
      400,
      'ERR_VALIDATION',
    ],
    ['a message id past 64 characters', 'POST', `/api/messages/${'x'.repeat(65)}/resend`, '', 400, 'ERR_VALIDATION'],
    ['resending a message that does not exist', 'POST', '/api/messages/nada/resend', '', 404, 'ERR_NOT_FOUND'],
    [
      'a simulator number with letters',
      'POST',
      '/api/simulator/x/messages',
      JSON.stringify({ number: 'abc', body: 'oi' }),
      400,
      'ERR_VALIDATION',
    ],
    [
      'simulator media that is not base64',
      'POST',
      '/api/simulator/x/messages',
      JSON.stringify({ number: '5511999990000', media: { kind: 'image', mimetype: 'image/png', data: '%%%' } }),
      400,
      'ERR_VALIDATION',
    ],
  ])('answers %s with %s %s', async (_what, method, path, body, status, code) => {
    const res = await send(method, path.replace(':self', userId), body);
    expect(res.status).toBe(status);
    expect(res.body?.error).toBe(code);
  });

  it('answers malformed login JSON and a garbage refresh cookie without a 500', async () => {
    const login = await ctx.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(login.status).toBe(400);
    const refresh = await ctx.request('POST', '/api/auth/refresh_token', { cookie: `jrt=${'x'.repeat(5000)}` });
    expect(refresh.status).toBe(401);
  });
});
