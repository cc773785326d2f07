import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../functions/src/platform/clock.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { Table } from '../../functions/src/platform/table.js';
import { Leases } from './lease.js';
import { createTestTable } from './test-table.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

/** Two hosts sharing one table and one clock. */
function twoHosts() {
  const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
  return {
    clock,
    a: new Leases(table, clock, 'host-a', 30_000),
    b: new Leases(table, clock, 'host-b', 30_000),
    connectionId: newId(),
  };
}

describe('connection leases', () => {
  it('gives a free lease to the first host and refuses it to the second', async () => {
    const { a, b, connectionId } = twoHosts();

    expect(await a.acquire('c1', connectionId)).toBe(true);
    expect(await b.acquire('c1', connectionId)).toBe(false);
    expect(await a.holder('c1', connectionId)).toBe('host-a');
  });

  it('lets only one of two hosts racing for a free lease win', async () => {
    const { a, b, connectionId } = twoHosts();
    const results = await Promise.all([a.acquire('c1', connectionId), b.acquire('c1', connectionId)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lets the holder take its own lease again', async () => {
    const { a, connectionId } = twoHosts();
    await a.acquire('c1', connectionId);
    expect(await a.acquire('c1', connectionId)).toBe(true);
  });

  it('hands a lease its holder stopped renewing to another host', async () => {
    const { a, b, clock, connectionId } = twoHosts();
    await a.acquire('c1', connectionId);
    clock.advance(30_001);

    expect(await b.acquire('c1', connectionId)).toBe(true);
    expect(await a.renew('c1', connectionId)).toBe(false);
    expect(await a.holder('c1', connectionId)).toBe('host-b');
  });

  it('keeps a renewed lease from another host', async () => {
    const { a, b, clock, connectionId } = twoHosts();
    await a.acquire('c1', connectionId);
    clock.advance(20_000);
    expect(await a.renew('c1', connectionId)).toBe(true);
    clock.advance(20_000);

    expect(await b.acquire('c1', connectionId)).toBe(false);
  });

  it('frees a released lease at once, and ignores a release by a host that does not hold it', async () => {
    const { a, b, connectionId } = twoHosts();
    await a.acquire('c1', connectionId);
    await b.release('c1', connectionId);
    expect(await a.holder('c1', connectionId)).toBe('host-a');

    await a.release('c1', connectionId);
    expect(await a.holder('c1', connectionId)).toBeUndefined();
    expect(await b.acquire('c1', connectionId)).toBe(true);
  });

  it('lets a host resume a lease given up or run out, never one another host holds', async () => {
    const { a, b, clock, connectionId } = twoHosts();
    await a.acquire('c1', connectionId);
    expect(await b.resumable('c1', connectionId, 'CONNECTED')).toBe(false);
    await a.release('c1', connectionId);
    expect(await b.resumable('c1', connectionId, 'CONNECTED')).toBe(true);

    await a.acquire('c1', connectionId);
    clock.advance(30_001);
    expect(await b.resumable('c1', connectionId, 'CONNECTED')).toBe(true);
  });

  it('own lease resumes at once: a host restarted under its id need not wait for its lease to run out', async () => {
    const { a, connectionId } = twoHosts();
    await a.acquire('c1', connectionId);

    expect(await a.resumable('c1', connectionId, 'CONNECTED')).toBe(true);
  });

  it('lease swept after long outage: a CONNECTED connection resumes, one never driven waits for its start', async () => {
    const { a, connectionId } = twoHosts();

    expect(await a.resumable('c1', connectionId, 'CONNECTED')).toBe(true);
    expect(await a.resumable('c1', connectionId, 'OPENING')).toBe(false);
    expect(await a.resumable('c1', connectionId, 'qrcode')).toBe(false);
  });
});
