import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import type { IntegrationSession } from './engine.js';

/** An integration's conversation in a ticket; gone with the ticket's other items. */
export async function getIntegrationSession(
  table: Table,
  companyId: string,
  ticketId: string,
): Promise<IntegrationSession | undefined> {
  const item = await table.get<IntegrationSession & { pk: string; sk: string }>(
    keys.ticketIntegration(companyId, ticketId),
  );
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...session } = item;
  return { ...session, data: session.data ?? {} };
}

export async function saveIntegrationSession(
  table: Table,
  at: { companyId: string; ticketId: string },
  session: IntegrationSession,
): Promise<void> {
  await table.put({ ...keys.ticketIntegration(at.companyId, at.ticketId), ...session });
}
