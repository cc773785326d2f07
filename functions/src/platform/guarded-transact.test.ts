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
  it('runs the operation again after a stale read', async () => {
    const recovering = vi.fn().mockRejectedValueOnce(new StaleRecord()).mockResolvedValue('done');
    expect(await retryOnStale(recovering)).toBe('done');
  });

  it('gives up after eight tries with a coded 409, never letting StaleRecord escape as a 500', async () => {
    const hopeless = vi.fn().mockRejectedValue(new StaleRecord());
    const error = await retryOnStale(hopeless).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ERR_EDIT_CONFLICT', status: 409 });
    expect(hopeless).toHaveBeenCalledTimes(8);
  });

  it('does not retry other errors', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('network down'));
    await expect(retryOnStale(failing)).rejects.toThrow('network down');
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('a transaction DynamoDB keeps cancelling as conflicting', () => {
  it('answers the coded 409 after its retries', async () => {
    const conflicts = Array.from({ length: 6 }, () => cancelled('TransactionConflict'));
    const { table, transact } = tableFailing(...conflicts);
    await expect(transactGuarded(table, [write('a')])).rejects.toMatchObject({
      code: 'ERR_EDIT_CONFLICT',
      status: 409,
    });
    expect(transact).toHaveBeenCalledTimes(6);
  });
});
