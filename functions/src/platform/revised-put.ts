import { StaleRecord } from './guarded-transact.js';
import { isConditionFailure, type Key, type Table } from './table.js';

/**
 * Whole-item writes under optimistic locking (revised-update.ts for partial ones): an item at `rev` 0 is new and
 * written only if absent; a later revision only if the stored one is still `rev - 1`. StaleRecord otherwise, so
 * `retryOnStale` reads again.
 */
export async function putRevised(table: Table, item: Key & { rev: number }): Promise<void> {
  const condition =
    item.rev === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': item.rev - 1 } };
  await staleOnConflict(() => table.put({ ...item }, condition));
}

/** Deletes the item if it is still at the revision read; StaleRecord otherwise. */
export async function deleteRevised(table: Table, key: Key, rev: number): Promise<void> {
  await staleOnConflict(() =>
    table.delete(key, { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': rev } }),
  );
}

async function staleOnConflict(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    throw isConditionFailure(error) ? new StaleRecord() : error;
  }
}
