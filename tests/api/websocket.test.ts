import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../functions/src/local/server.js';
import { getUserRecord } from '../../functions/src/domain/users/repo.js';

let server: RunningServer;
const admin = { email: 'ws-admin@example.com', password: 'secret123' };

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `ws-${Date.now()}`,
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
});

afterAll(async () => {
  await server?.stop();
});

async function login() {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; user: { id: string; companyId: string } };
}

/** A user of the admin's company made through the API. */
async function createAgent() {
  const { token } = await login();
  const email = `ws-agent-${Date.now()}@example.com`;
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Observadora', email, password: 'secret123' }),
  });
  expect(res.status).toBe(201);
  return { email, password: 'secret123' };
}

async function loginAs(user: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string };
}

function open(token: string): Promise<{ socket: WebSocket; messages: { event: string; data: any }[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`);
    const messages: { event: string; data: any }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the embedded WebSocket at /ws', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(open('not-a-token')).rejects.toThrow('refused with 401');
  });

  it('marks the user online while connected and offline after the last socket closes', async () => {
    const session = await login();
    const { socket } = await open(session.token);
    const table = server.deps.table;
    expect((await getUserRecord(table, session.user.companyId, session.user.id))?.online).toBe(true);
    socket.close();
    await until(() => socket.readyState === WebSocket.CLOSED);
    await expect
      .poll(async () => (await getUserRecord(table, session.user.companyId, session.user.id))?.online, {
        timeout: 5000,
      })
      .toBe(false);
  });

  it('tells the company when a user goes offline and comes back online, and closes a logged-out socket', async () => {
    const observer = await loginAs(await createAgent());
    const watching = await open(observer.token);
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const session = (await res.json()) as { token: string; user: { id: string; companyId: string } };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { socket } = await open(session.token);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const adminEvents = () =>
      watching.messages.filter(
        (m) => m.event === `company-${session.user.companyId}-user` && m.data.user?.id === session.user.id,
      );

    await fetch(`${server.url}/api/auth/logout`, { method: 'DELETE', headers: { cookie } });
    expect(await closed).toBe(4001);
    await until(() => adminEvents().at(-1)?.data.user.online === false);
    // The logged-out token opens nothing; a new login comes back online.
    await expect(open(session.token)).rejects.toThrow('refused with 401');
    const again = await open((await login()).token);
    await until(() => adminEvents().at(-1)?.data.user.online === true);
    again.socket.close();
    watching.socket.close();
  });

  it('delivers company events to a connected user and the auth event when the account logs in elsewhere', async () => {
    const session = await login();
    const { socket, messages } = await open(session.token);
    socket.send(JSON.stringify({ action: 'joinNotification' }));
    await expect
      .poll(async () =>
        (await server.deps.realtime.socketsOf(session.user.companyId)).some((s) => s.rooms.includes('notification')),
      )
      .toBe(true);

    await server.deps.realtime.publish(session.user.companyId, `company-${session.user.companyId}-queue`, {
      action: 'delete',
      queueId: 'q1',
    });
    await until(() => messages.some((m) => m.event.endsWith('-queue')));

    await login();
    await until(() => messages.some((m) => m.event === `company-${session.user.companyId}-auth`));
    expect(messages.find((m) => m.event.endsWith('-auth'))?.data).toEqual({
      action: 'update',
      user: { id: session.user.id },
    });
    socket.close();
  });

  it('joins rooms so events can be narrowed to them', async () => {
    const session = await login();
    const { socket, messages } = await open(session.token);
    socket.send(JSON.stringify({ action: 'joinTickets', data: 'pending' }));
    const companyId = session.user.companyId;
    await expect
      .poll(async () =>
        (await server.deps.realtime.socketsOf(companyId)).some((s) => s.rooms.includes('tickets:pending')),
      )
      .toBe(true);
    await server.deps.realtime.publish(companyId, 'narrow', { n: 1 }, { rooms: ['tickets:open'] });
    await server.deps.realtime.publish(companyId, 'narrow', { n: 2 }, { rooms: ['tickets:pending'] });
    await until(() => messages.some((m) => m.event === 'narrow'));
    expect(messages.filter((m) => m.event === 'narrow').map((m) => m.data.n)).toEqual([2]);
    socket.close();
  });
});
