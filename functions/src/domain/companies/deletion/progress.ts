import { keys } from '../../../platform/keys.js';
import { isConditionFailure, type Table } from '../../../platform/table.js';

/**
 * Where a company's deletion stands (docs/decisions/039), on an item outside the company's prefix so the scan
 * never removes it: `stop` (sessions told to stop), then `scan` passes over the table from `cursor` (the scan's
 * LastEvaluatedKey), then `finish` (the company item, its plan's count and its name's claim).
 */
export type DeletionProgress = {
  pk: string;
  sk: string;
  /** The company being deleted (not `companyId`: the scan removes what names the company there). */
  target: string;
  planId: string;
  name: string;
  phase: 'stop' | 'scan' | 'finish';
  /** Scan passes: the second catches what stopping sessions wrote while the first went by. */
  pass: number;
  cursor?: Record<string, unknown>;
  removed: number;
  startedAt: string;
};

/** The passes of the scan over the table. */
export const SCAN_PASSES = 2;

export function getProgress(table: Table, companyId: string): Promise<DeletionProgress | undefined> {
  return table.get<DeletionProgress>(keys.companyDeletion(companyId));
}

/** Starts the record of a deletion, unless one exists (a repeated DELETE keeps the one under way). */
export async function startProgress(
  table: Table,
  company: { id: string; planId: string; name: string },
  startedAt: string,
): Promise<void> {
  const progress: DeletionProgress = {
    ...keys.companyDeletion(company.id),
    target: company.id,
    planId: company.planId,
    name: company.name,
    phase: 'stop',
    pass: 1,
    removed: 0,
    startedAt,
  };
  await table.put(progress, { ConditionExpression: 'attribute_not_exists(pk)' }).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Saves how far the deletion has come (after the work it records is done, so a crash repeats, never skips). */
export async function saveProgress(table: Table, progress: DeletionProgress): Promise<void> {
  await table.put(progress);
}

export async function endProgress(table: Table, companyId: string): Promise<void> {
  await table.delete(keys.companyDeletion(companyId));
}
