import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { SocketRecord } from '../../platform/realtime/realtime.js';
import { isConditionFailure } from '../../platform/table.js';
import { forgetLookup } from '../lookups/company-lookups.js';
import { setUserOnline } from '../users/presence.js';

/**
 * Why a user's session ended; the web client picks its message by it. The spec's case, another login, sends
 * the event exactly as the spec shows it (no reason); the others add `reason` and the version now current.
 */
export type RevocationReason = 'login' | 'logout' | 'password' | 'removed';

/**
 * Ends every token of the user's session at once (docs/decisions/018): access tokens, refresh tokens and sockets
 * all carry the token version they were issued with, and requireAuth, refresh and $connect accept only the
 * current one. With `expected`, only that session is ended: a logout of a session another login already
 * replaced must not end the newer one. Answers the new version, or undefined when nothing was revoked.
 */
export async function revokeSessions(
  deps: Deps,
  companyId: string,
  userId: string,
  reason: RevocationReason,
  expected?: number,
): Promise<number | undefined> {
  let tokenVersion: number;
  try {
    const updated = await deps.table.update<{ pk: string; sk: string; tokenVersion: number }>(
      keys.user(companyId, userId),
      {
        UpdateExpression: 'ADD tokenVersion :one',
        ConditionExpression: expected === undefined ? 'attribute_exists(pk)' : sameVersion(expected),
        ExpressionAttributeValues: { ':one': 1, ...(expected === undefined ? {} : { ':expected': expected }) },
      },
    );
    tokenVersion = updated.tokenVersion;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  // Requests find their user in the company's users lookup (docs/decisions/058): this process forgets it at once.
  forgetLookup(deps, companyId, 'users');
  await endSockets(deps, companyId, userId, reason, tokenVersion);
  return tokenVersion;
}

/** The user item exists at this version (items from before versions existed read as 0). */
function sameVersion(expected: number): string {
  const stored =
    expected === 0 ? '(attribute_not_exists(tokenVersion) OR tokenVersion = :expected)' : 'tokenVersion = :expected';
  return `attribute_exists(pk) AND ${stored}`;
}

/**
 * Tells the user's sockets opened before `tokenVersion` (all of them when it is absent: the user is gone) that
 * their session ended, then closes them, so a revoked session receives no more company events.
 */
export async function endSockets(
  deps: Deps,
  companyId: string,
  userId: string,
  reason: RevocationReason,
  tokenVersion?: number,
): Promise<void> {
  const revoked = (socket: SocketRecord) =>
    socket.userId === userId && (tokenVersion === undefined || socket.tokenVersion < tokenVersion);
  const event = { action: 'update', user: { id: userId } };
  const data = reason === 'login' ? event : { ...event, reason, tokenVersion };
  await deps.realtime.publish(companyId, `company-${companyId}-auth`, data, { userId, filter: revoked });
  const all = await deps.realtime.socketsOf(companyId);
  await Promise.all(all.filter(revoked).map((socket) => deps.realtime.disconnect(socket.connectionId)));
  // Closing them forgets them first, so no $disconnect marks the user offline; a login is the user coming online.
  const left = all.some((socket) => socket.userId === userId && !revoked(socket));
  if (reason !== 'login' && !left) await setUserOnline(deps, companyId, userId, false);
}
