import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.js';
import { ensureTable } from '../../local/ensure-table.js';
import { manualClock } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import { Table } from '../../platform/table.js';
import { awaitedRating, awaitRating, endAwaitedRating, RATING_WAIT_SECONDS } from './awaited.js';

let table: Table;
beforeAll(async () => {
  const config = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `unit-${newId()}`;
  const client = new DynamoDBClient(config);
  await ensureTable(client, name);
  client.destroy();
  table = new Table(name, config);
});

const ticket = (id = newId()) => ({ companyId: 'c1', contactId: newId(), whatsappId: 'w1', id });

describe('an awaited rating', () => {
  it('is found for the contact on the connection until 24 hours pass, even before DynamoDB expires it', async () => {
    const clock = manualClock(new Date('2026-03-02T12:00:00Z'));
    const deps = { table, clock };
    const closed = ticket();
    const asked = await awaitRating(deps, closed, 'u1');
    expect(asked).toMatchObject({ ticketId: closed.id, userId: 'u1', connectionId: 'w1' });

    expect(await awaitedRating(deps, 'c1', closed.contactId, 'w1')).toEqual(asked);
    expect(await awaitedRating(deps, 'c1', closed.contactId, 'w2')).toBeUndefined();
    clock.advance(RATING_WAIT_SECONDS * 1000 - 1000);
    expect(await awaitedRating(deps, 'c1', closed.contactId, 'w1')).toEqual(asked);
    clock.advance(1000);
    expect(await awaitedRating(deps, 'c1', closed.contactId, 'w1')).toBeUndefined();
  });

  it('is ended once: a second end (a replayed reply) answers false', async () => {
    const deps = { table, clock: manualClock(new Date()) };
    const asked = await awaitRating(deps, ticket(), 'u1');
    expect(await endAwaitedRating(deps, asked)).toBe(true);
    expect(await endAwaitedRating(deps, asked)).toBe(false);
    expect(await awaitedRating(deps, 'c1', asked.contactId, 'w1')).toBeUndefined();
  });

  it('is replaced by a later close, which an end of the older one leaves alone', async () => {
    const deps = { table, clock: manualClock(new Date()) };
    const first = ticket();
    const older = await awaitRating(deps, first, 'u1');
    const newer = await awaitRating(deps, { ...first, id: newId() }, 'u2');
    expect(await endAwaitedRating(deps, older)).toBe(false);
    expect(await awaitedRating(deps, 'c1', first.contactId, 'w1')).toEqual(newer);
  });
});
