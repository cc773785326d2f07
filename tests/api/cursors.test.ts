import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketWorld } from './ticket-fixtures.js';

/**
 * A list's cursor is opaque to the client but comes back from it: whatever a client makes of it, the answer is a
 * coded 400, never a 500 (issue 13 point 5), and a good cursor still pages.
 */
let ctx: TestContext;
let token: string;
let otherToken: string;
let ticketId: string;
/** The admin of the company that has the ticket (a connection of its own, so contacts are added elsewhere). */
let ticketToken: string;

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const rawCursor = (text: string) => Buffer.from(text).toString('base64url');

beforeAll(async () => {
  ctx = await createTestContext();
  const world = ticketWorld(ctx);
  const company = await ctx.seedCompany();
  const other = await ctx.seedCompany();
  token = company.admin.token;
  otherToken = other.admin.token;
  for (const [index, name] of ['Ana', 'Bia', 'Caio'].entries()) {
    for (const as of [token, otherToken]) {
      const res = await ctx.request('POST', '/api/contacts', {
        token: as,
        body: { name, number: `553190000000${index}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }
  const withTickets = await world.company();
  ticketToken = withTickets.admin.token;
  ticketId = (await world.ticket(withTickets)).id;
});

const crafted: [string, string][] = [
  ['a number too large for a double', rawCursor('{"pk":1e400,"sk":"x"}')],
  ['a number above MAX_SAFE_INTEGER', rawCursor('{"pk":9007199254740993,"sk":"x"}')],
  ['a key that is a number', cursorOf({ pk: 1, sk: 2 })],
  ['a nested object', cursorOf({ pk: { S: 'x' }, sk: 'x' })],
  ['an attribute that is not a key', cursorOf({ pk: 'x', sk: 'y', name: 'z' })],
  ['an array', cursorOf(['x'])],
  ['a string', cursorOf('x')],
  ['null', cursorOf(null)],
  ['an empty object', cursorOf({})],
  ['not base64 JSON', '!!!not-a-cursor'],
  ['a huge key', cursorOf({ pk: 'x'.repeat(1500), sk: 'y' })],
];

describe('a crafted cursor answers 400 ERR_VALIDATION', () => {
  it.each(crafted)('on the contacts list: %s', async (_, cursor) => {
    const res = await ctx.request('GET', `/api/contacts?cursor=${cursor}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it.each(crafted)('on a contacts search: %s', async (_, cursor) => {
    const res = await ctx.request('GET', `/api/contacts?searchParam=ana&cursor=${cursor}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it.each(crafted)('on a ticket’s messages: %s', async (_, cursor) => {
    const res = await ctx.request('GET', `/api/messages/${ticketId}?cursor=${cursor}`, { token: ticketToken });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it.each(crafted)('on the tickets list: %s', async (_, cursor) => {
    const res = await ctx.request('GET', `/api/tickets?status=pending&showAll=true&cursor=${cursor}`, {
      token: ticketToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});

describe('cursors and tenants', () => {
  it('a cursor of another company’s list is refused, not followed', async () => {
    const theirs = await ctx.request('GET', '/api/contacts?limit=1', { token: otherToken });
    expect(theirs.body.cursor).toBeTruthy();
    const res = await ctx.request('GET', `/api/contacts?limit=1&cursor=${theirs.body.cursor}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it('a good cursor still pages through the list', async () => {
    const first = await ctx.request('GET', '/api/contacts?limit=2', { token });
    expect(first.body.hasMore).toBe(true);
    const second = await ctx.request('GET', `/api/contacts?limit=2&cursor=${first.body.cursor}`, { token });
    expect(second.status).toBe(200);
    const names = [...first.body.contacts, ...second.body.contacts].map((c: { name: string }) => c.name);
    expect(names).toEqual(['Ana', 'Bia', 'Caio']);
  });
});

describe('malformed paths', () => {
  it.each(['/api/%ff', '/api/contacts/%ff', '/api/messages/%E0%A4%A', '/api/%00'])(
    '%s answers 4xx with a body',
    async (path) => {
      const res = await ctx.request('GET', path, { token });
      expect([400, 404]).toContain(res.status);
      expect(res.body?.error).toMatch(/^ERR_/);
    },
  );
});
