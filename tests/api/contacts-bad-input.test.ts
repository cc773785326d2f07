import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.seedCompany();
  const other = await ctx.seedCompany();
  token = company.admin.token;
  otherToken = other.admin.token;
  for (const [index, name] of ['Ana', 'Bia', 'Caio'].entries()) {
    for (const as of [token, otherToken]) {
      await ctx.request('POST', '/api/contacts', { token: as, body: { name, number: `553190000000${index}` } });
    }
  }
});

async function send(method: string, path: string, body?: BodyInit, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (contentType) headers['content-type'] = contentType;
  const res = await ctx.app.request(path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { error?: string }) : undefined };
}

function csvForm(content: string | Uint8Array<ArrayBuffer>, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'text/csv' }), 'contatos.csv');
  return form;
}

const json = 'application/json';

describe('contacts: bad input gets a 4xx with a code, never a 500', () => {
  it.each([
    ['a limit that is not a number', 'GET', '/api/contacts?limit=abc', undefined, undefined, 400, 'ERR_VALIDATION'],
    ['a limit of 0', 'GET', '/api/contacts?limit=0', undefined, undefined, 400, 'ERR_VALIDATION'],
    ['a limit of 1000', 'GET', '/api/contacts?limit=1000', undefined, undefined, 400, 'ERR_VALIDATION'],
    [
      'a 200-character search',
      'GET',
      `/api/contacts?searchParam=${'a'.repeat(200)}`,
      undefined,
      undefined,
      400,
      'ERR_VALIDATION',
    ],
    [
      'a 3000-character cursor',
      'GET',
      `/api/contacts?cursor=${'a'.repeat(3000)}`,
      undefined,
      undefined,
      400,
      'ERR_VALIDATION',
    ],
    [
      'a cursor naming no key',
      'GET',
      `/api/contacts?cursor=${Buffer.from('{"pk":"x"}').toString('base64url')}`,
      undefined,
      undefined,
      400,
      'ERR_VALIDATION',
    ],
    [
      'an id of 3000 characters',
      'GET',
      `/api/contacts/${'x'.repeat(3000)}`,
      undefined,
      undefined,
      400,
      'ERR_VALIDATION',
    ],
    ['malformed JSON', 'POST', '/api/contacts', '{"name":', json, 400, 'ERR_VALIDATION'],
    ['an array for an object', 'POST', '/api/contacts', '[1,2]', json, 400, 'ERR_VALIDATION'],
    ['null for an object', 'PUT', '/api/contacts/01ANY', 'null', json, 400, 'ERR_VALIDATION'],
    [
      'a number as a JSON number',
      'POST',
      '/api/contacts',
      JSON.stringify({ name: 'Ana', number: 5531999990000 }),
      json,
      400,
      'ERR_VALIDATION',
    ],
    [
      'extraInfo that is not a list',
      'POST',
      '/api/contacts',
      JSON.stringify({ name: 'Ana', number: '5531999990000', extraInfo: 'x' }),
      json,
      400,
      'ERR_VALIDATION',
    ],
    [
      'a nameless extraInfo pair',
      'POST',
      '/api/contacts',
      JSON.stringify({ name: 'Ana', number: '5531999990000', extraInfo: [{ name: '', value: 'x' }] }),
      json,
      400,
      'ERR_VALIDATION',
    ],
    [
      '51 extraInfo pairs',
      'POST',
      '/api/contacts',
      JSON.stringify({
        name: 'Ana',
        number: '5531999990000',
        extraInfo: Array.from({ length: 51 }, () => ({ name: 'a', value: 'b' })),
      }),
      json,
      400,
      'ERR_VALIDATION',
    ],
    [
      'a 300-character email',
      'PUT',
      '/api/contacts/01ANY',
      JSON.stringify({ email: `${'a'.repeat(300)}@example.com` }),
      json,
      400,
      'ERR_VALIDATION',
    ],
    [
      'a 60-digit number',
      'POST',
      '/api/contacts',
      JSON.stringify({ name: 'Ana', number: '1'.repeat(60) }),
      json,
      400,
      'ERR_VALIDATION',
    ],
    ['an import sent as JSON', 'POST', '/api/contacts/import', '{"file":"a;b"}', json, 400, 'ERR_VALIDATION'],
    [
      'an import of broken multipart',
      'POST',
      '/api/contacts/import',
      '--x\r\nnonsense',
      'multipart/form-data; boundary=x',
      400,
      'ERR_VALIDATION',
    ],
    [
      'an id of 3000 characters to delete',
      'DELETE',
      `/api/contacts/${'x'.repeat(3000)}`,
      undefined,
      undefined,
      400,
      'ERR_VALIDATION',
    ],
  ])('%s', async (_case, method, path, body, contentType, status, code) => {
    const res = await send(method, path, body, contentType);
    expect(res.status).toBe(status);
    expect(res.body?.error).toBe(code);
  });

  it('refuses a cursor of another company’s list', async () => {
    const page = await ctx.request('GET', '/api/contacts?limit=1', { token: otherToken });
    expect(page.body.cursor).toEqual(expect.any(String));
    const res = await send('GET', `/api/contacts?limit=1&cursor=${encodeURIComponent(page.body.cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body?.error).toBe('ERR_VALIDATION');
  });

  it('refuses a list cursor handed to a search', async () => {
    const page = await ctx.request('GET', '/api/contacts?limit=1', { token });
    const res = await send('GET', `/api/contacts?searchParam=a&cursor=${encodeURIComponent(page.body.cursor)}`);
    expect(res.status).toBe(400);
  });

  it('refuses a cursor that is not one of ours (tests/api/cursors.test.ts has the crafted ones)', async () => {
    const res = await send('GET', '/api/contacts?cursor=not-a-cursor');
    expect(res.status).toBe(400);
    expect(res.body?.error).toBe('ERR_VALIDATION');
  });

  it('refuses an import without a file field, or with text where the file goes', async () => {
    const form = new FormData();
    form.append('other', new Blob(['Ana;5531999990000;']), 'x.csv');
    expect((await send('POST', '/api/contacts/import', form)).body?.error).toBe('ERR_VALIDATION');
    const text = new FormData();
    text.append('file', 'Ana;5531999990000;');
    expect((await send('POST', '/api/contacts/import', text)).status).toBe(400);
  });

  // A file of more than 50,000 rows is accepted (202) and its import ends failed: contacts-import-job.test.ts.
  it('refuses a binary file before keeping it', async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 37 + 11) % 256);
    const res = await send('POST', '/api/contacts/import', csvForm(bytes));
    expect(res.status).toBe(415);
    expect(res.body?.error).toBe('ERR_UPLOAD_TYPE_NOT_ALLOWED');
  });
});
