import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import { describe, expect, it } from 'vitest';
import { buildOptionTree, compareOptionKeys, nextFreeOption, siblingsOf, type OptionNode } from './option-tree';

const anOption = (id: string, option: string, parentId: string | -1 = -1): QueueOptionAnswer => ({
  id,
  companyId: 'c1',
  queueId: 'q1',
  parentId,
  title: `Título ${id}`,
  message: `Mensagem ${id}`,
  option,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The tree as "id(children…)" text, to compare shapes at a glance. */
const shape = (nodes: OptionNode[]): string =>
  nodes.map((node) => (node.children.length ? `${node.option.id}(${shape(node.children)})` : node.option.id)).join(' ');

describe('buildOptionTree', () => {
  it('puts the options of parent -1 at the root and the others under their parent', () => {
    const tree = buildOptionTree([
      anOption('child', '1', 'sales'),
      anOption('sales', '1'),
      anOption('grandchild', '1', 'child'),
      anOption('support', '2'),
    ]);
    expect(shape(tree)).toBe('sales(child(grandchild)) support');
  });

  it('orders every level by option number, 2 before 10', () => {
    const tree = buildOptionTree([
      anOption('ten', '10'),
      anOption('two', '2'),
      anOption('b', '3', 'two'),
      anOption('a', '1', 'two'),
      anOption('one', '1'),
    ]);
    expect(shape(tree)).toBe('one two(a b) ten');
  });

  it('shows an option whose parent is gone as a root instead of losing it', () => {
    expect(shape(buildOptionTree([anOption('orphan', '4', 'deleted'), anOption('root', '1')]))).toBe('root orphan');
  });

  it('answers an empty tree for a queue without options', () => {
    expect(buildOptionTree([])).toEqual([]);
  });
});

describe('compareOptionKeys', () => {
  it('compares the numbers, then the text when the numbers are equal', () => {
    expect(compareOptionKeys('9', '10')).toBeLessThan(0);
    expect(compareOptionKeys('01', '1')).toBeLessThan(0);
    expect(compareOptionKeys('3', '3')).toBe(0);
  });
});

describe('siblingsOf', () => {
  it('picks the options directly under a parent', () => {
    const options = [anOption('r1', '1'), anOption('c1', '1', 'r1'), anOption('r2', '2')];
    expect(siblingsOf(options, -1).map((option) => option.id)).toEqual(['r1', 'r2']);
    expect(siblingsOf(options, 'r1').map((option) => option.id)).toEqual(['c1']);
  });
});

describe('nextFreeOption', () => {
  it('proposes 1 for the first option of a level', () => {
    expect(nextFreeOption([])).toBe('1');
  });

  it('proposes the number after the last one when the numbers are contiguous', () => {
    expect(nextFreeOption([{ option: '2' }, { option: '1' }, { option: '3' }])).toBe('4');
  });

  it('fills the first gap left by a deleted option', () => {
    expect(nextFreeOption([{ option: '1' }, { option: '3' }])).toBe('2');
  });

  it('treats 01 as taking 1 and never proposes 0, the menu key for going back', () => {
    expect(nextFreeOption([{ option: '0' }, { option: '01' }])).toBe('2');
  });
});
