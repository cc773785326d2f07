import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_SECRET_HEADER } from '../../functions/src/http/client-ip.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let clients = 0;

// The client address is what the web distribution vouches for (http/client-ip.ts); each test gets its own.
const EDGE_SECRET = 'rate-limit-test-secret';

beforeAll(async () => {
  process.env.EDGE_ORIGIN_SECRET = EDGE_SECRET;
  ctx = await createTestContext({ now: new Date('2026-11-23T12:00:00Z') });
});

function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

function attempt(client: string, email: string, password: string) {
  return ctx.request('POST', '/api/auth/login', {
    body: { email, password },
    headers: { [EDGE_SECRET_HEADER]: EDGE_SECRET, 'cloudfront-viewer-address': `${client}:40000` },
  });
}

function tally(statuses: number[]): Record<number, number> {
  return statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
}

describe('the login rate limit', () => {
  it('lets no more than 10 of 60 simultaneous wrong guesses for one account be checked', async () => {
    const company = await ctx.createCompany();
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(client, company.email, `wrong-${i}`)),
    );
    const counts = tally(answers.map((res) => res.status));
    expect(counts[401]).toBe(10);
    expect(counts[429]).toBe(50);
    expect(answers.find((res) => res.status === 429)?.body).toMatchObject({
      error: 'ERR_TOO_MANY_ATTEMPTS',
      message: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
    });
    // The right password is refused too until the window passes.
    expect((await attempt(client, company.email, company.password)).status).toBe(429);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await attempt(client, company.email, company.password)).status).toBe(200);
  });

  it('stops one client guessing across many accounts, sequentially or all at once', async () => {
    const sequential = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await attempt(sequential, `nobody-${i}@example.com`, 'wrong-1')).status);
    }
    expect(tally(statuses)).toEqual({ 401: 20, 429: 10 });

    const parallel = newClient();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(parallel, `ghost-${i}@example.com`, 'wrong-1')),
    );
    expect(tally(answers.map((res) => res.status))).toEqual({ 401: 20, 429: 10 });
  });

  it('leaves other clients and other accounts free while one client is blocked', async () => {
    const company = await ctx.createCompany();
    const attacker = newClient();
    for (let i = 0; i < 20; i += 1) await attempt(attacker, `probe-${i}@example.com`, 'wrong-1');
    expect((await attempt(attacker, company.email, company.password)).status).toBe(429);
    expect((await attempt(newClient(), company.email, company.password)).status).toBe(200);
  });

  it('clears an account’s failures on success and never counts a success against the client', async () => {
    const company = await ctx.createCompany();
    const office = newClient();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) expect((await attempt(office, company.email, 'wrong-1')).status).toBe(401);
      expect((await attempt(office, company.email, company.password)).status).toBe(200);
    }
    for (let i = 0; i < 25; i += 1) expect((await attempt(office, company.email, company.password)).status).toBe(200);
    // 18 failures so far: two more are checked, then the client is refused.
    expect((await attempt(office, 'other@example.com', 'wrong-1')).status).toBe(401);
    expect((await attempt(office, 'other@example.com', 'wrong-1')).status).toBe(401);
    expect((await attempt(office, company.email, company.password)).status).toBe(429);
  });
});
