import { AppError } from './errors.js';
import { failedConditions, isConditionFailure, type Table, type TransactItems } from './table.js';

export type TransactItem = TransactItems[number];

/** One write of a transaction and the error to answer when its condition fails. */
export interface GuardedWrite {
  item: TransactItem;
  onConditionFailure?: () => Error | Promise<Error>;
}

/**
 * Raised when a write's expectation about the record it read no longer holds (a concurrent change won):
 * the caller re-reads and tries again through `retryOnStale`.
 */
export class StaleRecord extends Error {
  constructor() {
    super('The record changed while it was being written');
    this.name = 'StaleRecord';
  }
}

const CONFLICT_RETRIES = 5;
/**
 * Reads and writes a record gets when others keep changing it. Each round at least one of the writers racing
 * for it wins, so this many lets a burst of that many simultaneous saves all land (issue 13: 8 at once).
 */
const STALE_ATTEMPTS = 8;

/**
 * The answer when a record kept changing under the writer through every retry (or DynamoDB kept cancelling the
 * transaction as conflicting): the save did not happen, and saving again is the remedy the UI offers.
 */
export const editConflict = () =>
  new AppError(
    'ERR_EDIT_CONFLICT',
    409,
    'Este registro foi alterado por outra pessoa ao mesmo tempo. Tente novamente.',
  );

/**
 * Runs the writes as one TransactWrite. When conditions fail, the error of the first failing write is thrown,
 * so writes are listed in the order their errors should win. DynamoDB cancels one of two transactions that
 * touch the same item at once (TransactionConflict) without judging its conditions; that one is retried.
 */
export async function transactGuarded(table: Table, writes: GuardedWrite[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await table.transact(writes.map((write) => write.item));
      return;
    } catch (error) {
      if (isConditionFailure(error)) throw await conditionError(error, writes);
      if (!isTransactionConflict(error)) throw error;
      if (attempt >= CONFLICT_RETRIES) throw editConflict();
      await sleep(10 * 2 ** attempt * (1 + Math.random()));
    }
  }
}

/**
 * Runs `operation` again (it re-reads what it needs) while it fails with StaleRecord, after a short random wait
 * so the writers that lost a round do not collide again in step. When every attempt lost, answers editConflict.
 */
export async function retryOnStale<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!(error instanceof StaleRecord)) throw error;
      if (attempt >= STALE_ATTEMPTS) throw editConflict();
      await sleep(Math.min(200, 5 * 2 ** attempt) * Math.random());
    }
  }
}

async function conditionError(error: unknown, writes: GuardedWrite[]): Promise<unknown> {
  for (const index of failedConditions(error)) {
    const explain = writes[index]?.onConditionFailure;
    if (explain) return explain();
  }
  return error;
}

function isTransactionConflict(error: unknown): boolean {
  const { name, CancellationReasons } = (error ?? {}) as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (name === 'TransactionConflictException') return true;
  return (
    name === 'TransactionCanceledException' && (CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict')
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
