import type { Deps } from '../../platform/deps.js';
import { listConnectionRecords } from '../connections/repo.js';
import { getConnection } from '../connections/service.js';
import { listQueueRecords } from '../queues/repo.js';
import { listTagRecords } from '../tags/repo.js';
import { companySettings } from '../settings/service.js';
import { listUserRecords } from '../users/repo.js';
import { lookup } from './company-lookups.js';

type LookupDeps = Pick<Deps, 'table' | 'realtime'>;

/** The company's settings (stored or default), as the inbound path reads them for every message. */
export function cachedSettings(deps: LookupDeps, companyId: string) {
  return lookup(deps, { companyId, kind: 'settings' }, () => companySettings(deps, companyId));
}

/** One connection of the company, as `getConnection` answers it. */
export function cachedConnection(deps: LookupDeps, companyId: string, connectionId: string) {
  return lookup(deps, { companyId, kind: 'connections', name: connectionId }, () =>
    getConnection(deps, companyId, connectionId),
  );
}

/** The company's users: who may see a ticket (the audience) and the names a ticket shows, from one read. */
export function companyUsers(deps: LookupDeps, companyId: string) {
  return lookup(deps, { companyId, kind: 'users' }, () => listUserRecords(deps.table, companyId));
}

/** The company's queues: the lists' scope (an admin sees every queue) and the names a ticket shows. */
export function companyQueues(deps: LookupDeps, companyId: string) {
  return lookup(deps, { companyId, kind: 'queues' }, () => listQueueRecords(deps.table, companyId));
}

/** The company's connections, as stored: the names a ticket shows. */
export function companyConnections(deps: LookupDeps, companyId: string) {
  return lookup(deps, { companyId, kind: 'connections' }, () => listConnectionRecords(deps.table, companyId));
}

/** The company's tags: the names and colours a ticket shows (docs/decisions/058). */
export function companyTags(deps: LookupDeps, companyId: string) {
  return lookup(deps, { companyId, kind: 'tags' }, () => listTagRecords(deps.table, companyId));
}
