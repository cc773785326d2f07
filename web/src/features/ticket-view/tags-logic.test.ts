import { describe, expect, it } from 'vitest';
import { matchingTags, newTagName, withoutTag } from './tags-logic';

const tags = [
  { id: 'a', name: 'Urgente', color: '#f00' },
  { id: 'b', name: 'Venda', color: '#0f0' },
];

describe('tags bar', () => {
  it('filters the company tags by what was typed, ignoring case', () => {
    expect(matchingTags(tags, 'VEN')).toEqual([tags[1]]);
    expect(matchingTags(tags, '  ')).toEqual(tags);
  });

  it('offers to create a tag only for a new, non-blank name', () => {
    expect(newTagName(tags, ' Retorno ')).toBe('Retorno');
    expect(newTagName(tags, 'urgente')).toBeNull();
    expect(newTagName(tags, '   ')).toBeNull();
  });

  it('removes one tag from the ticket', () => {
    expect(withoutTag(tags, 'a')).toEqual([tags[1]]);
  });
});
