import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-23T12:00:00Z') });
  fx = adminFixtures(ctx);
});

/** E-mail conflicts a company may meet per hour (domain/users/email-claims.ts). */
const MAX_EMAIL_CLAIM_FAILURES = 10;

const taken = { error: 'ERR_EMAIL_ALREADY_EXISTS', message: 'Este e-mail já está em uso.' };
const tooMany = {
  error: 'ERR_TOO_MANY_ATTEMPTS',
  message: 'Muitas tentativas de cadastro com e-mails em uso. Tente novamente mais tarde.',
};

const create = (token: string, email: string) =>
  ctx.request('POST', '/api/users', { token, body: { name: 'Sondagem', email, password: 'secret123' } });

describe('an e-mail held by a user', () => {
  it('is refused with the same answer whether the holder is in this company or another', async () => {
    const mine = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const colleague = await fx.createUser(mine.admin.token);
    const stranger = await fx.createUser(other.admin.token);

    const here = await create(mine.admin.token, colleague.email);
    const elsewhere = await create(mine.admin.token, stranger.email);
    expect(here.status).toBe(409);
    expect(elsewhere.status).toBe(409);
    expect(here.body).toEqual(taken);
    expect(elsewhere.body).toEqual(here.body);

    const user = await fx.createUser(mine.admin.token);
    const moved = await ctx.request('PUT', `/api/users/${user.id}`, {
      token: mine.admin.token,
      body: { email: stranger.email },
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual(taken);
  });

  it('can be probed only a few times per company per hour, and then no address is checked', async () => {
    const prober = await ctx.seedCompany();
    const other = await ctx.seedCompany({ plan: { users: 100 } });
    const victims = await Promise.all(
      Array.from({ length: MAX_EMAIL_CLAIM_FAILURES + 5 }, () => fx.createUser(other.admin.token)),
    );

    const answers = await Promise.all(victims.map((victim) => create(prober.admin.token, victim.email)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 409)).toHaveLength(MAX_EMAIL_CLAIM_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((res) => res.status === 429)?.body).toEqual(tooMany);

    // Refused whether or not the address is taken, so the refusal itself tells nothing.
    const free = await create(prober.admin.token, `free-${Date.now()}@example.com`);
    expect(free.status).toBe(429);
    expect(free.body).toEqual(tooMany);
    // Another company is not held back by this one.
    expect((await create(other.admin.token, `free-${Date.now()}@example.com`)).status).toBe(201);

    ctx.clock.advance(61 * 60 * 1000);
    const { token } = await ctx.login(prober.admin.email, prober.admin.password);
    expect((await create(token, `later-${Date.now()}@example.com`)).status).toBe(201);
  });

  it('does not count users created successfully against the company', async () => {
    const company = await ctx.seedCompany({ plan: { users: 100 } });
    for (let i = 0; i < MAX_EMAIL_CLAIM_FAILURES + 2; i += 1) await fx.createUser(company.admin.token);
    expect((await create(company.admin.token, company.admin.email)).status).toBe(409);
  });
});
