import { describe, expect, it } from 'vitest';
import {
  contactTokens,
  firstTokenFor,
  matchesEvery,
  MAX_TOKENS,
  normalizeSearch,
  searchWords,
  tokensFor,
} from './search-tokens.js';

const maria = contactTokens({
  name: 'Cliente Conceição',
  email: 'maria.souza@empresa.com.br',
  number: '5511988887777',
});

/** Whether a search text finds the contact, as the search does: every word among its tokens. */
const finds = (tokens: ReturnType<typeof contactTokens>, text: string) => matchesEvery(tokens, searchWords(text));

describe('contactTokens', () => {
  it('keeps the word starts: name words folded, the e-mail, the number', () => {
    expect(maria.searchTokens).toEqual(['cliente', 'conceicao', 'maria.souza@empresa.com.br', '5511988887777']);
  });

  it('adds the inner suffixes of three characters or more of the number, the name words and the e-mail', () => {
    expect(maria.infixTokens).toEqual(
      expect.arrayContaining(['511988887777', '988887777', '777', 'liente', 'nte', 'onceicao', 'cao']),
    );
    expect(maria.infixTokens).toEqual(expect.arrayContaining(['aria.souza@empresa.com.br', '@empresa.com.br']));
    expect(maria.infixTokens).toContain('empresa.com.br');
    expect(maria.infixTokens).not.toContain('mpresa.com.br');
    expect(maria.infixTokens).not.toContain('77');
    expect(maria.infixTokens).not.toContain('cliente');
  });

  it('holds no token twice and never more than MAX_TOKENS in all', () => {
    const long = contactTokens({
      name: 'Maximiliano Bartolomeu Constantino Esperidião Vasconcelos Albuquerque Figueiredo Nascimento',
      email: 'maximiliano.bartolomeu.constantino@vasconcelos-albuquerque.com.br',
      number: '5511988887777',
    });
    const all = [...long.searchTokens, ...long.infixTokens];
    expect(all).toHaveLength(MAX_TOKENS);
    expect(new Set(all).size).toBe(all.length);
    // The number's suffixes come first: a number is always found by any part of it.
    expect(long.infixTokens.slice(0, 10)).toContain('988887777');
  });

  it('gives a contact without e-mail or number (a hidden number) only its name tokens', () => {
    expect(contactTokens({ name: 'Lia', email: '', number: '' })).toEqual({ searchTokens: ['lia'], infixTokens: [] });
  });
});

describe('searchWords', () => {
  it('folds accents and case and splits words like the tokens', () => {
    expect(searchWords('  João  da SILVA ')).toEqual(['joao', 'da', 'silva']);
  });

  it('reads a number typed with punctuation as its digits', () => {
    expect(searchWords('+55 (11) 98888-7777')).toEqual(['5511988887777']);
  });

  it('answers no words for text with nothing searchable', () => {
    expect(searchWords('###')).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });

  it('folds accents and case, keeps e-mail characters and drops repeated words', () => {
    expect(searchWords('CONCEIÇÃO souza@Empresa conceicao')).toEqual(['conceicao', 'souza@empresa']);
  });
});

describe('matching', () => {
  it.each(['liente', 'CEIÇÃ', 'souza@empr', '@empresa', '988887777', '(11) 98888-7777', '19888', 'lient ncei'])(
    'finds the contact by a text inside its words: %s',
    (text) => {
      expect(finds(maria, text)).toBe(true);
    },
  );

  it('finds a text shorter than three characters only at a word start', () => {
    expect(finds(maria, 'cl')).toBe(true);
    expect(finds(maria, 'li')).toBe(false);
    expect(tokensFor(maria, 'li')).toEqual(maria.searchTokens);
  });

  it('answers a contact at its first token in key order', () => {
    const tokens = contactTokens({ name: 'Ana Banana', number: '' });
    expect(firstTokenFor(tokens, 'ana')).toBe('ana');
    expect(firstTokenFor(tokens, 'an')).toBe('ana');
    expect(firstTokenFor(tokens, 'nan')).toBe('nana');
    // 'ab#…' sorts before 'ab.c#…', as the token items do.
    expect(firstTokenFor({ searchTokens: ['ab.c', 'ab'], infixTokens: [] }, 'ab')).toBe('ab');
  });

  it('folds like the tokens', () => {
    expect(normalizeSearch('  Ávila ÇÃO ')).toBe('avila cao');
  });
});
