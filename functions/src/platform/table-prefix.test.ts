import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../local/dynamodb-local.js';
import { ensureTable } from '../local/ensure-table.js';
import { newId } from './ids.js';
import { Table, type Key } from './table.js';

/**
 * `queryPartition` with a sort-key prefix (issue 15): a BETWEEN range, which DynamoDB Local reads from the
 * prefix on, answering exactly what `begins_with` answers, whatever character the prefix or the keys end in.
 */
let table: Table;
const pk = `PREFIX#${newId()}`;
const MAX = '\u{10FFFF}';
const sortKeys = [
  'a',
  'a#1',
  'ab',
  'a\u007f',
  'a\u00ff',
  'a\ud7ff',
  'a\ue000',
  'a\uffff',
  'a\uffffz',
  'a\uffff\uffff',
  'a\u{1F600}',
  'a\u{1F600}x',
  `a${MAX}`,
  `a${MAX}${MAX}z`,
  `a${MAX.repeat(40)}`,
  'b',
  `${MAX}`,
  `${MAX}a`,
  '\uffff',
  'é',
  'éa',
  'M#0000000000001#x',
  'M#0000000000002#y',
  'N',
];
const prefixes = [
  'a',
  'ab',
  'a\uffff',
  'a\u{1F600}',
  `a${MAX}`,
  MAX,
  '\uffff',
  'é',
  'M#',
  'M#0000000000001',
  'z',
  'a#',
];

beforeAll(async () => {
  const config = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `test-${newId()}`;
  const client = new DynamoDBClient(config);
  await ensureTable(client, name);
  client.destroy();
  table = new Table(name, config);
  await Promise.all(sortKeys.map((sk) => table.put({ pk, sk })));
  await table.put({ pk: `${pk}-other`, sk: 'a' });
});

/** Every sort key of the partition a query answers, page by page (`limit` items a page). */
async function allPages(prefix: string | undefined, limit?: number): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await table.queryPartition<Key>(pk, { skPrefix: prefix, limit, cursor });
    found.push(...page.items.map((item) => item.sk));
    cursor = page.cursor;
  } while (cursor);
  return found;
}

async function beginsWith(prefix: string): Promise<string[]> {
  const items = await table.queryAll<Key>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
  });
  return items.map((item) => item.sk);
}

describe('queryPartition by sort-key prefix', () => {
  it.each(prefixes.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'answers what begins_with answers for %s, in the same order',
    async (_, prefix) => {
      const expected = await beginsWith(prefix);
      expect(await allPages(prefix)).toEqual(expected);
      expect(await allPages(prefix, 2)).toEqual(expected);
      expect(
        await allPages(prefix, 2).then(() => table.queryPartition<Key>(pk, { skPrefix: prefix, forward: false })),
      ).toMatchObject({ items: [...expected].reverse().map((sk) => ({ sk })) });
    },
  );

  it('answers the whole partition for an empty prefix, as for none', async () => {
    const whole = await allPages(undefined);
    expect(whole).toHaveLength(sortKeys.length);
    expect(await allPages('')).toEqual(whole);
  });

  it('reads a range, not begins_with (which DynamoDB Local reads from the partition start)', async () => {
    const sent: string[] = [];
    const name = `key-conditions-${newId()}`;
    table.doc.middlewareStack.add(
      (next) => async (args) => {
        sent.push(String((args.input as { KeyConditionExpression?: string }).KeyConditionExpression));
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await table.queryPartition(pk, { skPrefix: 'a' });
    } finally {
      table.doc.middlewareStack.remove(name);
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toMatch(/begins_with/);
    expect(sent[0]).toMatch(/BETWEEN/);
  });
});
