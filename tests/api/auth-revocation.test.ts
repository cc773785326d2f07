import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/src/platform/ids.js';
import { connectSocket } from '../../functions/src/realtime/socket-handlers.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-23T12:00:00Z') });
  fx = adminFixtures(ctx);
});

/** A socket opened through the real $connect handler with the session's access token. */
async function openSocket(token: string) {
  const connectionId = `test-${newId()}`;
  const accepted = await connectSocket(ctx.deps, connectionId, token);
  return {
    accepted,
    connectionId,
    received: () => ctx.transport.received(connectionId),
    registered: async () => (await ctx.deps.realtime.find(connectionId)) !== undefined,
  };
}

/** A company with an agent logged in: the agent's access token, refresh cookie and an open socket. */
async function agentSession() {
  const company = await ctx.seedCompany();
  const agent = await fx.createUser(company.admin.token);
  const session = await ctx.login(agent.email, agent.password);
  const socket = await openSocket(session.token);
  expect(socket.accepted).toBe(true);
  return { company, agent, session, socket };
}

const me = (token: string) => ctx.request('GET', '/api/auth/me', { token });
const refresh = (cookie: string) => ctx.request('POST', '/api/auth/refresh_token', { cookie });
const authEvents = (socket: { received: () => { event: string; data: any }[] }, companyId: string) =>
  socket.received().filter((message) => message.event === `company-${companyId}-auth`);

describe('a password change', () => {
  it('by an admin ends every token of the user’s session at once, and not the admin’s', async () => {
    const { company, agent, session, socket } = await agentSession();

    const changed = await ctx.request('PUT', `/api/users/${agent.id}`, {
      token: company.admin.token,
      body: { password: 'brand-new1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('token');

    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect(authEvents(socket, company.companyId)).toEqual([
      { event: `company-${company.companyId}-auth`, data: expect.objectContaining({ user: { id: agent.id } }) },
    ]);
    expect(await socket.registered()).toBe(false);
    expect((await openSocket(session.token)).accepted).toBe(false);
    // Every socket of the user closed: the user is offline for the supervisor's dashboard and the users list.
    const seen = await ctx.request('GET', `/api/users/${agent.id}`, { token: company.admin.token });
    expect(seen.body.online).toBe(false);

    expect((await me(company.admin.token)).status).toBe(200);
    expect((await ctx.login(agent.email, 'brand-new1')).token).toEqual(expect.any(String));
  });

  it('by the user themself ends the old tokens and answers a fresh session to the tab that changed it', async () => {
    const { company, agent, session, socket } = await agentSession();

    const changed = await ctx.request('PUT', `/api/users/${agent.id}`, {
      token: session.token,
      body: { password: 'brand-new1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: agent.id, token: expect.any(String) });
    const cookie = (changed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^jrt=./);

    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect(authEvents(socket, company.companyId)).toHaveLength(1);
    expect(await socket.registered()).toBe(false);

    expect((await me(changed.body.token)).status).toBe(200);
    expect((await openSocket(changed.body.token)).accepted).toBe(true);
    expect((await refresh(cookie)).status).toBe(200);
  });

  it('is not a revocation when only other fields change', async () => {
    const { company, agent, session, socket } = await agentSession();
    const changed = await ctx.request('PUT', `/api/users/${agent.id}`, {
      token: company.admin.token,
      body: { name: 'Nome Novo', password: '' },
    });
    expect(changed.status).toBe(200);
    expect((await me(session.token)).status).toBe(200);
    expect(await socket.registered()).toBe(true);
  });
});

describe('a logout', () => {
  it('ends the access token and the socket at once, not 15 minutes later', async () => {
    const { company, session, socket } = await agentSession();
    const out = await ctx.request('DELETE', '/api/auth/logout', { cookie: session.cookie, token: session.token });
    expect(out.status).toBe(204);
    expect((await me(session.token)).status).toBe(401);
    expect(authEvents(socket, company.companyId)).toEqual([
      { event: `company-${company.companyId}-auth`, data: expect.objectContaining({ reason: 'logout' }) },
    ]);
    expect(await socket.registered()).toBe(false);
  });

  it('finds the session from the bearer token alone', async () => {
    const { session } = await agentSession();
    expect((await ctx.request('DELETE', '/api/auth/logout', { token: session.token })).status).toBe(204);
    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it('of a session already replaced leaves the newer session alone', async () => {
    const { agent, session } = await agentSession();
    const newer = await ctx.login(agent.email, agent.password);
    expect((await ctx.request('DELETE', '/api/auth/logout', { cookie: session.cookie })).status).toBe(204);
    expect((await me(newer.token)).status).toBe(200);
  });
});

describe('other revocations', () => {
  it('a deleted user’s tokens and sockets end with the user', async () => {
    const { company, agent, session, socket } = await agentSession();
    const res = await ctx.request('DELETE', `/api/users/${agent.id}`, { token: company.admin.token });
    expect(res.status).toBe(204);
    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect(authEvents(socket, company.companyId)).toHaveLength(1);
    expect(await socket.registered()).toBe(false);
  });

  it('a login elsewhere closes the old session’s sockets, which cannot connect again', async () => {
    const { company, agent, session, socket } = await agentSession();
    const newer = await ctx.login(agent.email, agent.password);
    expect(authEvents(socket, company.companyId)).toEqual([
      { event: `company-${company.companyId}-auth`, data: { action: 'update', user: { id: agent.id } } },
    ]);
    expect(await socket.registered()).toBe(false);
    expect((await openSocket(session.token)).accepted).toBe(false);
    expect((await openSocket(newer.token)).accepted).toBe(true);
  });
});
