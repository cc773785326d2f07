import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../local/dynamodb-local.js';
import { ensureTable } from '../local/ensure-table.js';
import { reserveAttempt } from './attempt-limit.js';
import { newId } from './ids.js';
import { Table } from './table.js';

let table: Table;
const limit = { max: 3, windowSeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, seconds));
const bucket = () => ({ pk: `RATE#TEST#${newId()}`, sk: 'RATE' });

beforeAll(async () => {
  const config = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `test-${newId()}`;
  const client = new DynamoDBClient(config);
  await ensureTable(client, name);
  client.destroy();
  table = new Table(name, config);
});

describe('reserveAttempt', () => {
  it('holds at most `max` attempts of many made at once, and counts none it refuses', async () => {
    const key = bucket();
    const attempts = await Promise.all(Array.from({ length: 12 }, () => reserveAttempt(table, key, limit, at(0))));
    expect(attempts.filter(Boolean)).toHaveLength(3);
    expect((await table.get<{ pk: string; sk: string; failures: number }>(key))?.failures).toBe(3);
  });

  it('starts a new window once the last one has passed, even before the item expires', async () => {
    const key = bucket();
    for (let i = 0; i < 3; i += 1) await reserveAttempt(table, key, limit, at(0));
    expect(await reserveAttempt(table, key, limit, at(59))).toBeUndefined();
    expect(await reserveAttempt(table, key, limit, at(60))).toBeDefined();
  });

  it('gives a released attempt back, and never counts below zero', async () => {
    const key = bucket();
    const held = await Promise.all([1, 2, 3].map(() => reserveAttempt(table, key, limit, at(0))));
    await held[0]!.release();
    expect(await reserveAttempt(table, key, limit, at(1))).toBeDefined();
    await table.delete(key);
    await held[1]!.release();
    expect(await table.get(key)).toBeUndefined();
  });
});
