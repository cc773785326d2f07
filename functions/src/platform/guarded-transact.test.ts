import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from './guarded-transact.js';
import type { Table } from './table.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const tableFailing = (...errors: Error[]) => {
  const transact = vi.fn(async () => {
    const next = errors.shift();
    if (next) throw next;
  });
  return { table: { transact } as unknown as Table, transact };
};

const write = (code: string): GuardedWrite => ({
  item: { ConditionCheck: { TableName: 't', Key: { pk: code, sk: code }, ConditionExpression: 'x' } },
  onConditionFailure: () => new AppError('ERR_VALIDATION', 400, code),
});

describe('transactGuarded', () => {
  it('answers the error of the first write whose condition failed', async () => {
    const { table } = tableFailing(cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'));
    await expect(transactGuarded(table, [write('a'), write('b'), write('c')])).rejects.toThrow('b');
  });

  it('rethrows the cancellation when the failed write names no error', async () => {
    const error = cancelled('ConditionalCheckFailed');
    const { table } = tableFailing(error);
    await expect(transactGuarded(table, [{ item: write('a').item }])).rejects.toBe(error);
  });

  it('retries a transaction cancelled by a conflict with another one', async () => {
    const { table, transact } = tableFailing(cancelled('TransactionConflict', 'None'));
    await transactGuarded(table, [write('a'), write('b')]);
    expect(transact).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors', async () => {
    const { table, transact } = tableFailing(new Error('network down'));
    await expect(transactGuarded(table, [write('a')])).rejects.toThrow('network down');
    expect(transact).toHaveBeenCalledTimes(1);
  });
});

describe('retryOnStale', () => {
  it('runs the operation again after a stale read and gives up after three tries', async () => {
    const recovering = vi.fn().mockRejectedValueOnce(new StaleRecord()).mockResolvedValue('done');
    expect(await retryOnStale(recovering)).toBe('done');

    const hopeless = vi.fn().mockRejectedValue(new StaleRecord());
    await expect(retryOnStale(hopeless)).rejects.toBeInstanceOf(StaleRecord);
    expect(hopeless).toHaveBeenCalledTimes(3);
  });
});
