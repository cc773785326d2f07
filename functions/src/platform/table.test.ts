import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type Key } from './table.js';

type DeleteRequests = { DeleteRequest: { Key: Key } }[];

/** A table whose client answers each BatchWriteItem with `answer` (what it leaves unprocessed). */
function tableAnswering(answer: (requests: DeleteRequests) => DeleteRequests) {
  const table = new Table('t', { region: 'local' });
  const sent: DeleteRequests[] = [];
  vi.spyOn(table.doc, 'send').mockImplementation(async (command: any) => {
    const requests = command.input.RequestItems.t as DeleteRequests;
    sent.push(requests);
    const unprocessed = answer(requests);
    return { UnprocessedItems: unprocessed.length ? { t: unprocessed } : {} };
  });
  return { table, sent };
}

const keysOf = (requests: DeleteRequests) => requests.map((request) => request.DeleteRequest.Key);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('batchDelete', () => {
  it('deletes each key once, by its bare key, 25 to a request', async () => {
    const { table, sent } = tableAnswering(() => []);
    const items = Array.from({ length: 30 }, (_, index) => ({ pk: 'P', sk: `S${index}`, name: 'ignored' }));
    await table.batchDelete([...items, ...items.slice(0, 5)]);
    expect(sent.map((requests) => requests.length)).toEqual([25, 5]);
    expect(sent.flatMap(keysOf)).toEqual(items.map(({ pk, sk }) => ({ pk, sk })));
  });

  it('asks again for what DynamoDB leaves unprocessed', async () => {
    let first = true;
    const { table, sent } = tableAnswering((requests) => {
      const unprocessed = first ? requests.slice(1) : [];
      first = false;
      return unprocessed;
    });
    await table.batchDelete([
      { pk: 'P', sk: 'a' },
      { pk: 'P', sk: 'b' },
      { pk: 'P', sk: 'c' },
    ]);
    expect(sent.map(keysOf)).toEqual([
      [
        { pk: 'P', sk: 'a' },
        { pk: 'P', sk: 'b' },
        { pk: 'P', sk: 'c' },
      ],
      [
        { pk: 'P', sk: 'b' },
        { pk: 'P', sk: 'c' },
      ],
    ]);
  });

  it('gives up after eight requests that leave items unprocessed', async () => {
    vi.useFakeTimers();
    const { table, sent } = tableAnswering((requests) => requests);
    const outcome = expect(table.batchDelete([{ pk: 'P', sk: 'a' }])).rejects.toThrow('1 items left unprocessed');
    await vi.runAllTimersAsync();
    await outcome;
    expect(sent).toHaveLength(8);
  });
});

describe('the document client', () => {
  it('has no logger middleware, which copied every answer for a no-op logger (issue 15)', () => {
    const table = new Table('t', { region: 'local' });
    const names = table.doc.middlewareStack.identify().join('\n');
    expect(names).toMatch(/marshall|Marshall|serializerMiddleware/);
    expect(names).not.toMatch(/loggerMiddleware/);
  });
});
