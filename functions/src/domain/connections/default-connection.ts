import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { StaleRecord, type GuardedWrite } from '../../platform/guarded-transact.js';
import { connectionUpdateItem, stillDefaultItem, type ConnectionRecord } from './repo.js';

/**
 * A company with connections has exactly one default (spec 1 §5). Every write that could break that carries,
 * in its own transaction, a guard on the connection it believes is the default: the old default is demoted
 * only at the revision read, and a new non-default connection is added only while the default still is one.
 * A guard that fails means someone else changed the default meanwhile; the caller re-reads (StaleRecord).
 */
export const noOtherDefault = () =>
  new AppError('ERR_NO_OTHER_WHATSAPP', 400, 'Deve haver pelo menos uma conexão padrão.');

export const currentDefault = (connections: readonly ConnectionRecord[], exceptId?: string) =>
  connections.find((connection) => connection.isDefault && connection.id !== exceptId);

/** The writes that keep one default when `connectionId` is written as default (`isDefault`) or not. */
export function defaultGuard(
  deps: Deps,
  current: ConnectionRecord | undefined,
  isDefault: boolean,
  updatedAt: string,
): { writes: GuardedWrite[]; demoted?: ConnectionRecord } {
  if (!current) return { writes: [] };
  const stale = () => new StaleRecord();
  if (!isDefault)
    return {
      writes: [{ item: stillDefaultItem(deps.table, current.companyId, current.id), onConditionFailure: stale }],
    };
  const demoted = { ...current, isDefault: false, updatedAt };
  const item = connectionUpdateItem(deps.table, current, { isDefault: false, updatedAt });
  return { writes: [{ item, onConditionFailure: stale }], demoted };
}

/** Who becomes the default when the default is deleted: the oldest connection left. */
export function heirOf(connections: readonly ConnectionRecord[], deletedId: string): ConnectionRecord | undefined {
  return connections
    .filter((connection) => connection.id !== deletedId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0];
}
