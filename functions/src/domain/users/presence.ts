import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { SocketRecord } from '../../platform/realtime/realtime.js';
import { isConditionFailure } from '../../platform/table.js';
import { getUserRecord, type UserRecord } from './repo.js';
import { publishUser } from './service.js';

/**
 * Presence (spec 1 §7: a socket sends userStatus every 5 minutes). Sets `online` and `lastSeenAt`; when
 * `online` flips, the company's user lists are told, so nobody reads a stale status until the next reload.
 * A socket still connecting is left out: until its handshake completes nothing can be sent to it, and API
 * Gateway would answer 410, which reads as "gone".
 */
export async function setUserOnline(
  deps: Deps,
  companyId: string,
  userId: string,
  online: boolean,
  connectingId?: string,
): Promise<void> {
  let before: UserRecord | undefined;
  try {
    before = await deps.table.update<UserRecord & { pk: string; sk: string }>(keys.user(companyId, userId), {
      UpdateExpression: 'SET #online = :online, lastSeenAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#online': 'online' },
      ExpressionAttributeValues: { ':online': online, ':now': deps.clock.now().toISOString() },
      ReturnValues: 'ALL_OLD',
    });
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  if (Boolean(before?.online) === online) return;
  const current = await getUserRecord(deps.table, companyId, userId);
  const audience = connectingId
    ? { filter: (socket: SocketRecord) => socket.connectionId !== connectingId }
    : undefined;
  if (current) await publishUser(deps, 'update', current, audience);
}
