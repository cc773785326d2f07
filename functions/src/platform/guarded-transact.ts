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
const STALE_ATTEMPTS = 3;

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
      if (!isTransactionConflict(error) || attempt >= CONFLICT_RETRIES) throw error;
      await sleep(10 * 2 ** attempt * (1 + Math.random()));
    }
  }
}

/** Runs `operation` again (it re-reads what it needs) while it fails with StaleRecord, a few times at most. */
export async function retryOnStale<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!(error instanceof StaleRecord) || attempt >= STALE_ATTEMPTS) throw error;
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
