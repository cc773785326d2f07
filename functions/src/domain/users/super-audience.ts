import type { Deps } from '../../platform/deps.js';
import type { Audience } from '../../platform/realtime/realtime.js';
import { getUserRecord } from './repo.js';

/**
 * The sockets of super users only, for the platform's administration events (plans, companies, help videos:
 * issue 16). A socket records no super flag, so each one's user is read (these events are rare, the sockets few),
 * and a socket of a revoked session (older token version) gets nothing.
 */
export function superUsersOnly(deps: Pick<Deps, 'table'>): Audience {
  return {
    filter: async (socket) => {
      const user = await getUserRecord(deps.table, socket.companyId, socket.userId);
      return user?.super === true && user.tokenVersion === socket.tokenVersion;
    },
  };
}
