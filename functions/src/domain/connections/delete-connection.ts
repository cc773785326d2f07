import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { counterDecrementItem } from '../companies/service.js';
import { listQueues } from '../queues/service.js';
import { liveTicketsGuard } from '../tickets/live-count.js';
import { clearConnectionFromUsers } from '../users/service.js';
import { heirOf } from './default-connection.js';
import {
  connectionDeleteItem,
  connectionUpdateItem,
  getConnectionRecord,
  listConnectionRecords,
  type ConnectionRecord,
} from './repo.js';
import { connectionsChannel, publishConnection } from './service.js';
import { connectionNotFound, sendSessionCommand } from './session-control.js';
import { tokenReleaseWrites } from './token-lookup.js';

/** ERR_CONNECTION_HAS_TICKETS (issue 14): `details.openTickets` says how many hold the connection. */
const hasTickets = (openTickets: number) =>
  new AppError(
    'ERR_CONNECTION_HAS_TICKETS',
    409,
    `Esta conexão tem ${openTickets} ticket(s) abertos ou pendentes. Resolva-os ou transfira-os antes de excluí-la.`,
    { openTickets },
  );

/**
 * Deletes a connection and everything that pointed at it. Its own module because it reaches into the users
 * domain, which reads connections through the connections service.
 *
 * The item, the company's counter and, when the default goes, the promotion of the oldest connection left are
 * one transaction, so a company with connections always has a default. A connection with open or pending
 * tickets is refused; the same transaction requires its count of them to be still 0, so a ticket opened
 * meanwhile is never left on a deleted connection (docs/decisions/024).
 */
export async function deleteConnection(deps: Deps, actor: Actor, connectionId: string): Promise<void> {
  const companyId = actor.companyId;
  const promoted = await retryOnStale(async () => {
    const current = await getConnectionRecord(deps.table, companyId, connectionId);
    if (!current) throw connectionNotFound();
    const live = await liveTicketsGuard(deps, companyId, connectionId);
    if (live.count > 0) throw hasTickets(live.count);
    const heir = current.isDefault ? heirOf(await listConnectionRecords(deps.table, companyId), current.id) : undefined;
    const promotion = heir && { ...heir, isDefault: true, updatedAt: deps.clock.now().toISOString() };
    const writes: GuardedWrite[] = [
      { item: connectionDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: live.item, onConditionFailure: () => new StaleRecord() },
      { item: counterDecrementItem(deps.table, companyId, 'connectionCount') },
      ...(current.token ? await tokenReleaseWrites(deps.table, current.token, companyId, connectionId) : []),
      ...(heir && promotion ? [promote(deps, heir, promotion)] : []),
    ];
    await transactGuarded(deps.table, writes);
    return promotion;
  });
  await clearConnectionFromUsers(deps, companyId, connectionId);
  await sendSessionCommand(deps, { type: 'session.remove', companyId, connectionId });
  if (promoted) await publishConnection(deps, promoted, await listQueues(deps, companyId));
  await deps.realtime.publish(companyId, connectionsChannel(companyId), { action: 'delete', whatsappId: connectionId });
}

function promote(deps: Deps, heir: ConnectionRecord, promotion: ConnectionRecord): GuardedWrite {
  const item = connectionUpdateItem(deps.table, heir, { isDefault: true, updatedAt: promotion.updatedAt });
  return { item, onConditionFailure: () => new StaleRecord() };
}
