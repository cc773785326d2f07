import { keys } from '../platform/keys.js';
import { newId } from '../platform/ids.js';
import type { TestContext } from './harness.js';

/** Builders for the administration tests: users, queues and connections through the API, or connections as items. */
export function adminFixtures(ctx: TestContext) {
  let colors = 0;
  const nextColor = () => `#${(++colors).toString(16).padStart(6, '0')}`;

  async function createUser(token: string, fields: Record<string, unknown> = {}) {
    const suffix = newId().toLowerCase();
    const body = {
      name: `Agente ${suffix.slice(-5)}`,
      email: `agent-${suffix}@example.com`,
      password: 'secret123',
      ...fields,
    };
    const res = await ctx.request('POST', '/api/users', { token, body });
    if (res.status !== 201) throw new Error(`user not created: ${res.status} ${JSON.stringify(res.body)}`);
    return { ...res.body, password: body.password as string };
  }

  /** A user made through the API and logged in: the user's fields with the session's token. */
  async function createAgent(adminToken: string, fields: Record<string, unknown> = {}) {
    const user = await createUser(adminToken, fields);
    return { ...user, token: (await ctx.login(user.email, user.password)).token };
  }

  async function createQueue(token: string, fields: Record<string, unknown> = {}) {
    const body = { name: `Fila ${newId().slice(-5)}`, color: nextColor(), greetingMessage: 'Olá!', ...fields };
    const res = await ctx.request('POST', '/api/queue', { token, body });
    if (res.status !== 201) throw new Error(`queue not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A connection made through the API, which also starts its session (a `session.start` on the outbound queue). */
  async function createConnection(token: string, fields: Record<string, unknown> = {}) {
    const body = { name: `Conexão ${newId().slice(-5)}`, ...fields };
    const res = await ctx.request('POST', '/api/whatsapp', { token, body });
    if (res.status !== 201) throw new Error(`connection not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /**
   * A connection written straight into the table as that domain stores it, counted against the plan like one
   * made through the API, but with no session started (tests that need neither a token nor the outbound queue).
   */
  async function putConnection(companyId: string, fields: Record<string, unknown> = {}) {
    const id = newId();
    const now = ctx.clock.now().toISOString();
    const connection = {
      id,
      name: `Conexão ${id.slice(-5)}`,
      status: 'CONNECTED',
      token: `tok-${id}`,
      queueIds: [],
      ...fields,
    };
    await ctx.deps.table.put({
      ...keys.connection(companyId, id),
      gsi1pk: keys.connectionsIndex(companyId),
      gsi1sk: `${String(connection.name).toLowerCase()}#${id}`,
      ...connection,
      createdAt: now,
      updatedAt: now,
    });
    await ctx.deps.table.update(keys.company(companyId), {
      UpdateExpression: 'ADD connectionCount :one',
      ExpressionAttributeValues: { ':one': 1 },
    });
    return connection;
  }

  return { createUser, createAgent, createQueue, createConnection, putConnection };
}
