import type { ChatStatus } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key } from '../../platform/table.js';
import { recordFromItem, toConnection, type ConnectionItem } from './repo.js';
import { withoutToken, type Connection } from './schema.js';

type StateDeps = Pick<Deps, 'table' | 'realtime' | 'clock'>;

export interface SessionPatch {
  status: ChatStatus;
  /** '' clears it: the QR modal closes when a session update carries an empty qrcode (spec 1 §4). */
  qrcode?: string;
  retries?: number;
  /** The number the session is logged in as, once known. */
  number?: string;
  /** The code to type on the phone when logging in by pairing code (status PAIRING); '' clears it. */
  pairingCode?: string;
}

export const sessionChannel = (companyId: string) => `company-${companyId}-whatsappSession`;

/**
 * Records what the session host learned about a session and tells the company (`-whatsappSession`, action
 * update, the whole connection as `session`). A connection deleted meanwhile is left deleted: undefined.
 */
export async function recordSessionState(
  deps: StateDeps,
  companyId: string,
  connectionId: string,
  patch: SessionPatch,
): Promise<Connection | undefined> {
  const names: Record<string, string> = { '#status': 'status', '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':status': patch.status, ':updatedAt': deps.clock.now().toISOString() };
  const sets = ['#status = :status', '#updatedAt = :updatedAt'];
  for (const field of ['qrcode', 'retries', 'number', 'pairingCode'] as const) {
    if (patch[field] === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = patch[field];
    sets.push(`#${field} = :${field}`);
  }
  let item: ConnectionItem;
  try {
    item = await deps.table.update<ConnectionItem>(keys.connection(companyId, connectionId), {
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  const connection = toConnection(recordFromItem(item, companyId));
  const session = withoutToken(connection);
  await deps.realtime.publish(companyId, sessionChannel(companyId), { action: 'update', session });
  return connection;
}

/**
 * Marks whether the connection's session should run: active connections sit in the sparse gsi2 partition
 * `SESSIONS`, which a (re)starting session host reads to resume them.
 */
export async function markSessionActive(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  connectionId: string,
  active: boolean,
): Promise<void> {
  try {
    await deps.table.update(keys.connection(companyId, connectionId), {
      UpdateExpression: active ? 'SET gsi2pk = :pk, gsi2sk = :sk' : 'REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk)',
      ...(active
        ? { ExpressionAttributeValues: { ':pk': keys.activeSessionsIndex, ':sk': `${companyId}#${connectionId}` } }
        : {}),
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export interface ActiveSession {
  companyId: string;
  connectionId: string;
  provider: string;
}

/** Every connection, of every company, whose session should be running. */
export async function listActiveSessions(deps: Pick<Deps, 'table'>): Promise<ActiveSession[]> {
  const items = await deps.table.queryAll<Key & { gsi2sk: string; provider?: string }>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.activeSessionsIndex },
  });
  return items.map((item) => {
    const [companyId = '', connectionId = ''] = item.gsi2sk.split('#');
    return { companyId, connectionId, provider: item.provider ?? 'beta' };
  });
}
