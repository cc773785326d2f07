import { keys } from '../platform/keys.js';
import { newId } from '../platform/ids.js';
import type { TestContext } from './harness.js';

/** Builders for the administration tests: users and queues through the API, connections straight into the table. */
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

  async function createQueue(token: string, fields: Record<string, unknown> = {}) {
    const body = { name: `Fila ${newId().slice(-5)}`, color: nextColor(), greetingMessage: 'Olá!', ...fields };
    const res = await ctx.request('POST', '/api/queue', { token, body });
    if (res.status !== 201) throw new Error(`queue not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Connections cannot be created through the API yet, so the item is written as that domain stores it. */
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
    return connection;
  }

  return { createUser, createQueue, putConnection };
}
