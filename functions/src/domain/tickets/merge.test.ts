import { describe, expect, it } from 'vitest';
import { mergeDescending, type Keyed, type SortedSource } from './merge.js';

/** A source over fixed keys (given in any order), served newest first in batches of `size`, counting reads. */
function source(keys: string[], size = 2, below?: string) {
  const sorted = [...keys]
    .sort()
    .reverse()
    .filter((key) => below === undefined || key < below);
  let position = 0;
  const stats = { reads: 0 };
  const next: SortedSource<string> = async () => {
    stats.reads += 1;
    const batch = sorted.slice(position, position + size);
    position += batch.length;
    const items: Keyed<string>[] = batch.map((key) => ({ key, id: key.split('#')[1] ?? key, value: key }));
    return { items, done: position >= sorted.length };
  };
  return { next, stats };
}

const all = () => true;

describe('mergeDescending', () => {
  it('interleaves sources newest first and stops at the page size', async () => {
    const a = source(['05#a', '03#c', '01#e']);
    const b = source(['04#b', '02#d']);
    const page = await mergeDescending([a.next, b.next], { limit: 3, accept: all, budget: 100 });

    expect(page).toEqual({ items: ['05#a', '04#b', '03#c'], hasMore: true, cursor: '03#c' });
  });

  it('says there is no more when the sources are spent exactly at the page end', async () => {
    const page = await mergeDescending([source(['02#a']).next, source(['01#b']).next], {
      limit: 2,
      accept: all,
      budget: 100,
    });

    expect(page).toEqual({ items: ['02#a', '01#b'], hasMore: false });
  });

  it('pages through every item once, with no duplicates and no gaps, when continued below the cursor', async () => {
    const queues = [
      ['09#a', '06#d', '03#g'],
      ['08#b', '05#e', '02#h'],
      ['07#c', '04#f', '01#i'],
    ];
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pageCount = 0; pageCount < 10; pageCount++) {
      const sources = queues.map((keys) => source(keys, 1, cursor).next);
      const page = await mergeDescending(sources, { limit: 2, accept: all, budget: 100 });
      seen.push(...page.items);
      if (!page.hasMore) break;
      cursor = page.cursor;
    }

    expect(seen).toEqual(['09#a', '08#b', '07#c', '06#d', '05#e', '04#f', '03#g', '02#h', '01#i']);
  });

  it('gives an item found in two sources once', async () => {
    const page = await mergeDescending([source(['03#x', '01#y']).next, source(['03#x', '02#z']).next], {
      limit: 10,
      accept: all,
      budget: 100,
    });

    expect(page.items).toEqual(['03#x', '02#z', '01#y']);
  });

  it('skips what the filter refuses and keeps reading to fill the page', async () => {
    const keys = ['10#a', '09#b', '08#c', '07#d', '06#e', '05#f'];
    const page = await mergeDescending([source(keys, 1).next], {
      limit: 2,
      accept: (key) => ['08#c', '05#f'].includes(key),
      budget: 100,
    });

    expect(page).toEqual({ items: ['08#c', '05#f'], hasMore: false });
  });

  it('stops at the budget with a short page that can be continued', async () => {
    const keys = ['10#a', '09#b', '08#c', '07#d', '06#e', '05#f'];
    const accept = (key: string) => key === '05#f';
    const first = await mergeDescending([source(keys, 1).next], { limit: 2, accept, budget: 3 });
    expect(first).toEqual({ items: [], hasMore: true, cursor: '08#c' });

    const rest = await mergeDescending([source(keys, 1, first.cursor).next], { limit: 2, accept, budget: 10 });
    expect(rest).toEqual({ items: ['05#f'], hasMore: false });
  });

  it('reads a source only as far as the page needs', async () => {
    const busy = source(['20#a', '19#b', '18#c', '17#d', '16#e', '15#f', '14#g'], 2);
    const quiet = source(['01#z'], 2);
    await mergeDescending([busy.next, quiet.next], { limit: 3, accept: all, budget: 100 });

    expect(busy.stats.reads).toBe(2);
    expect(quiet.stats.reads).toBe(1);
  });

  it('answers an empty page when there are no sources', async () => {
    expect(await mergeDescending([], { limit: 5, accept: all, budget: 10 })).toEqual({ items: [], hasMore: false });
  });
});
