import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { REFRESH_REUSE_SECONDS } from '../../functions/src/domain/auth/service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-22T12:00:00Z') });
});

describe('POST /auth/login', () => {
  it('answers a token, the user with company and settings, and sets an httpOnly refresh cookie', async () => {
    const company = await ctx.seedCompany({ companyName: 'Loja Azul' });
    const res = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.admin.email, password: company.admin.password },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ id: company.userId, companyId: company.companyId, profile: 'admin' });
    expect(res.body.user.company).toMatchObject({ id: company.companyId, name: 'Loja Azul' });
    expect(Array.isArray(res.body.user.company.settings)).toBe(true);
    expect(res.body.user.online).toBe(true);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.user).not.toHaveProperty('tokenVersion');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^jrt=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong password and an unknown email alike with ERR_INVALID_CREDENTIALS', async () => {
    const company = await ctx.seedCompany();
    const wrong = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.admin.email, password: 'nope1' },
    });
    const unknown = await ctx.request('POST', '/api/auth/login', {
      body: { email: 'ghost@example.com', password: 'nope1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('ERR_INVALID_CREDENTIALS');
    }
  });

  it('gives an agent the company settings without the integration secrets', async () => {
    const company = await ctx.seedCompany();
    const agent = await adminFixtures(ctx).createUser(company.admin.token);
    const saved = await ctx.request('PUT', '/api/settings/asaas', {
      token: company.admin.token,
      body: { value: 'pay-secret' },
    });
    expect(saved.status).toBe(200);
    const adminSession = await ctx.login(company.admin.email, company.admin.password);
    const agentSession = await ctx.login(agent.email, agent.password);
    const valueOf = (user: { company: { settings: { key: string; value: string }[] } }) =>
      user.company.settings.find((s) => s.key === 'asaas')?.value;
    expect(valueOf(adminSession.user)).toBe('pay-secret');
    expect(valueOf(agentSession.user)).toBe('');
  });

  it('matches the email case-insensitively', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.admin.email.toUpperCase(), password: company.admin.password },
    });
    expect(res.status).toBe(200);
  });

  it('answers 400 with the field messages when the body is not a login', async () => {
    const res = await ctx.request('POST', '/api/auth/login', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.details.fieldErrors.email).toEqual(['Required']);
  });

  it('refuses a company whose due date has passed with the spec text', async () => {
    const company = await ctx.createCompany({ dueDate: '2026-11-21' });
    const res = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.email, password: company.password },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      error: 'ERR_SUBSCRIPTION_EXPIRED',
      message: 'Opss! Sua assinatura venceu 21/11/2026. Entre em contato com o Suporte para mais informações!',
    });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('warns when fewer than 5 days remain', async () => {
    const company = await ctx.seedCompany({ dueDate: '2026-11-24' });
    const res = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.admin.email, password: company.admin.password },
    });
    expect(res.body.warning).toBe('Sua assinatura vence em 2 dia(s)');
  });

  it('refuses further attempts after 10 failures for the same email and address, even with the right password', async () => {
    const company = await ctx.seedCompany();
    for (let i = 0; i < 10; i += 1) {
      const res = await ctx.request('POST', '/api/auth/login', {
        body: { email: company.admin.email, password: 'bad-one' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.admin.email, password: company.admin.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('ERR_TOO_MANY_ATTEMPTS');
    ctx.clock.advance(16 * 60 * 1000);
    const later = await ctx.request('POST', '/api/auth/login', {
      body: { email: company.admin.email, password: company.admin.password },
    });
    expect(later.status).toBe(200);
  });
});

describe('sessions', () => {
  it('rotates the refresh token: a used one keeps working only for the reuse window', async () => {
    const company = await ctx.seedCompany();
    const first = await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie });
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(company.userId);
    // A reload that lost the rotated cookie comes back with the used one within the window: still signed in.
    const reload = await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie });
    expect(reload.status).toBe(200);
    ctx.clock.advance((REFRESH_REUSE_SECONDS + 1) * 1000);
    const replay = await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('ERR_SESSION_EXPIRED');
    const next = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const second = await ctx.request('POST', '/api/auth/refresh_token', { cookie: next });
    expect(second.status).toBe(200);
  });

  it('makes a logged-out refresh token worthless at once', async () => {
    const company = await ctx.seedCompany();
    const out = await ctx.request('DELETE', '/api/auth/logout', { cookie: company.admin.cookie });
    expect(out.status).toBeLessThan(300);
    const after = await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie });
    expect(after.status).toBe(401);
  });

  it('answers 401 without a token and 403 for an expired one (the client refreshes once on 403)', async () => {
    const company = await ctx.seedCompany();
    expect((await ctx.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await ctx.request('GET', '/api/auth/me', { token: company.admin.token })).status).toBe(200);
    ctx.clock.advance(16 * 60 * 1000);
    const expired = await ctx.request('GET', '/api/auth/me', { token: company.admin.token });
    expect(expired.status).toBe(403);
    const refreshed = await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie });
    expect(refreshed.status).toBe(200);
    expect((await ctx.request('GET', '/api/auth/me', { token: refreshed.body.token })).status).toBe(200);
  });

  it('logs the other session out when the same account logs in again', async () => {
    const company = await ctx.seedCompany();
    const firstSocket = await ctx.listen({ companyId: company.companyId, userId: company.userId, tokenVersion: 1 });
    const second = await ctx.login(company.admin.email, company.admin.password);

    expect(firstSocket.received()).toContainEqual({
      event: `company-${company.companyId}-auth`,
      data: { action: 'update', user: { id: company.userId } },
    });
    expect((await ctx.request('GET', '/api/auth/me', { token: company.admin.token })).status).toBe(401);
    expect((await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie })).status).toBe(401);
    expect((await ctx.request('GET', '/api/auth/me', { token: second.token })).status).toBe(200);
  });

  it('ends the session on logout: the refresh token no longer works', async () => {
    const company = await ctx.seedCompany();
    const res = await ctx.request('DELETE', '/api/auth/logout', { cookie: company.admin.cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie') ?? '').toMatch(/jrt=;/);
    expect((await ctx.request('POST', '/api/auth/refresh_token', { cookie: company.admin.cookie })).status).toBe(401);
  });
});
