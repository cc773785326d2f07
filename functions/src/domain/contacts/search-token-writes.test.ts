import { describe, expect, it } from 'vitest';
import type { Table } from '../../platform/table.js';
import { tokenWrites } from './search-token-writes.js';
import { contactTokens, MAX_TOKENS } from './search-tokens.js';

const table = { name: 'balcao' } as Table;
const write = (before: Parameters<typeof tokenWrites>[3], after: Parameters<typeof tokenWrites>[4]) =>
  tokenWrites(table, 'c1', 'k1', before, after);
const puts = (writes: ReturnType<typeof write>) =>
  writes.flatMap((w) =>
    w.Put ? [{ sk: w.Put.Item?.sk as string, inner: w.Put.Item?.inner as boolean | undefined }] : [],
  );
const deletes = (writes: ReturnType<typeof write>) =>
  writes.flatMap((w) => (w.Delete ? [w.Delete.Key?.sk as string] : []));

describe('tokenWrites', () => {
  it('puts every token of a new contact, marking the inner suffixes', () => {
    const writes = write(undefined, { searchTokens: ['ana', 'banana'], infixTokens: ['anana', 'nana'] });
    expect(puts(writes)).toEqual([
      { sk: 'anana#k1', inner: true },
      { sk: 'nana#k1', inner: true },
      { sk: 'ana#k1', inner: undefined },
      { sk: 'banana#k1', inner: undefined },
    ]);
    expect(writes[0]?.Put?.Item).toMatchObject({ pk: 'C#c1#CSEARCH', contactId: 'k1' });
  });

  it('on an edit writes only what changed, and a token that became a word start loses its mark', () => {
    const writes = write(
      { searchTokens: ['ana', 'lima'], infixTokens: ['ima', 'nana'] },
      { searchTokens: ['ana', 'nana'], infixTokens: ['ima'] },
    );
    expect(deletes(writes)).toEqual(['lima#k1']);
    expect(puts(writes)).toEqual([{ sk: 'nana#k1', inner: undefined }]);
  });

  it('upgrades a contact stored before inner suffixes (no infixTokens) by adding what it lacks', () => {
    const after = contactTokens({ name: 'Ana Lima', email: '', number: '5511988887777' });
    const writes = write({ searchTokens: ['ana', 'lima', '5511988887777'], infixTokens: [] }, after);
    expect(deletes(writes)).toEqual([]);
    expect(puts(writes).every((put) => put.inner)).toBe(true);
    expect(puts(writes)).toHaveLength(after.infixTokens.length);
  });

  it('deletes every token of a deleted contact', () => {
    expect(deletes(write({ searchTokens: ['ana'], infixTokens: ['nana'] }, undefined))).toEqual(['nana#k1', 'ana#k1']);
  });

  it('replaces every token in at most 2 × MAX_TOKENS writes, so an edit fits one transaction', () => {
    const before = contactTokens({
      name: 'Maximiliano Bartolomeu Constantino',
      email: 'maximiliano.bartolomeu@constantino.com.br',
      number: '5511988887777',
    });
    const after = contactTokens({
      name: 'Wolfgang Amadeus Theophilus',
      email: 'wolfgang.amadeus@theophilus.de',
      number: '4930123456789',
    });
    expect(write(before, after).length).toBeLessThanOrEqual(2 * MAX_TOKENS);
  });
});
