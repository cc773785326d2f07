import { createCompanyWithAdmin } from '../../functions/src/domain/companies/create-company.js';
import { connectionPutItem, recordFromItem } from '../../functions/src/domain/connections/repo.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { ApiClient } from './http.js';

export interface Agent {
  id: string;
  email: string;
  queueIds: string[];
}

export interface BenchCompany {
  label: string;
  companyId: string;
  admin: { id: string; email: string };
  queueIds: string[];
  agents: Agent[];
  connectionIds: string[];
}

export const PASSWORD = 'secret123';
const QUEUE_NAMES = ['Vendas', 'Suporte', 'Financeiro', 'Cobrança'];

/**
 * A company as an admin sets it up: queues and agents through the API (so they are exactly what the product
 * stores), connections as the connections domain stores them but without starting a session (there is no
 * phone behind them; their inbound events are put on the queue by the bench, as a session host would).
 */
export async function setupCompany(
  deps: Deps,
  api: ApiClient,
  input: { label: string; agents: number; connections: number },
): Promise<BenchCompany> {
  const suffix = newId().toLowerCase();
  const adminEmail = `admin-${input.label.toLowerCase()}-${suffix}@bench.example`;
  const ids = await createCompanyWithAdmin(deps, {
    companyName: `Bench ${input.label}`,
    adminEmail,
    adminPassword: PASSWORD,
    plan: { users: input.agents + 10, queues: 10, connections: input.connections + 5 },
  });
  const token = await api.login(adminEmail, PASSWORD);
  const queueIds: string[] = [];
  for (const [index, name] of QUEUE_NAMES.entries()) {
    const color = `#${(0x204060 + index * 0x101010).toString(16)}`;
    const body = { name, color, greetingMessage: 'Olá! Em que podemos ajudar?' };
    const queue = await api.expect<{ id: string }>(201, 'POST', '/queue', { token, body });
    queueIds.push(queue.id);
  }
  const agents: Agent[] = [];
  for (let index = 0; index < input.agents; index++) {
    // Most agents serve one queue; every third one also covers the next.
    const first = queueIds[index % queueIds.length] as string;
    const second = queueIds[(index + 1) % queueIds.length] as string;
    const agentQueues = index % 3 === 2 ? [first, second] : [first];
    const email = `agent${index}-${suffix}@bench.example`;
    const body = { name: `Agente ${index}`, email, password: PASSWORD, profile: 'user', queueIds: agentQueues };
    const user = await api.expect<{ id: string }>(201, 'POST', '/users', { token, body });
    agents.push({ id: user.id, email, queueIds: agentQueues });
  }
  const connectionIds = await putConnections(deps, ids.companyId, input.connections);
  return {
    label: input.label,
    companyId: ids.companyId,
    admin: { id: ids.userId, email: adminEmail },
    queueIds,
    agents,
    connectionIds,
  };
}

async function putConnections(deps: Deps, companyId: string, count: number): Promise<string[]> {
  const now = deps.clock.now().toISOString();
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = newId();
    const item = {
      ...keys.connection(companyId, id),
      id,
      name: `Número ${String(index + 1).padStart(2, '0')}`,
      status: 'CONNECTED' as const,
      number: `551130000${String(index).padStart(3, '0')}`,
      isDefault: index === 0,
      provider: 'simulator' as const,
      token: `bench-token-${id}`,
      createdAt: now,
      updatedAt: now,
      rev: 1,
    };
    await deps.table.transact([connectionPutItem(deps.table, recordFromItem(item, companyId))]);
    ids.push(id);
  }
  return ids;
}
