import { describe, expect, it } from 'vitest';
import { ancestryOf, descendantsOf, type TreeNode } from './tree.js';

const node = (id: string, parentId: string | null = null): TreeNode => ({ id, parentId });
const ids = (nodes: readonly TreeNode[] | undefined) => nodes?.map((n) => n.id);

describe('descendants', () => {
  const tree = [node('a'), node('a1', 'a'), node('a11', 'a1'), node('a2', 'a'), node('b'), node('b1', 'b')];

  it('finds every level below an option, not the option itself nor its siblings', () => {
    expect(ids(descendantsOf(tree, 'a'))?.sort()).toEqual(['a1', 'a11', 'a2']);
    expect(ids(descendantsOf(tree, 'a1'))).toEqual(['a11']);
    expect(descendantsOf(tree, 'a11')).toEqual([]);
  });

  it('ends on links that loop', () => {
    expect(ids(descendantsOf([node('x', 'y'), node('y', 'x')], 'x'))).toEqual(['y']);
  });
});

describe('ancestry', () => {
  const byId = new Map(
    [node('a'), node('a1', 'a'), node('a11', 'a1'), node('loop1', 'loop2'), node('loop2', 'loop1')].map((n) => [
      n.id,
      n,
    ]),
  );
  const load = async (id: string) => byId.get(id);

  it('climbs from an option to its root', async () => {
    expect(ids(await ancestryOf(node('a11', 'a1'), load))).toEqual(['a11', 'a1', 'a']);
    expect(ids(await ancestryOf(node('a'), load))).toEqual(['a']);
  });

  it('stops where a parent is gone', async () => {
    expect(ids(await ancestryOf(node('orphan', 'gone'), load))).toEqual(['orphan']);
  });

  it('gives up on a loop or a chain deeper than the limit', async () => {
    expect(await ancestryOf(node('loop1', 'loop2'), load)).toBeUndefined();
    expect(await ancestryOf(node('a11', 'a1'), load, 2)).toBeUndefined();
    expect(ids(await ancestryOf(node('a11', 'a1'), load, 3))).toEqual(['a11', 'a1', 'a']);
  });
});
