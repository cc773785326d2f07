import { onlyDigits } from './schema.js';

/**
 * The search tokens of a contact (docs/decisions/022): what a search text is matched against, one token item
 * each in the contacts' search partition. A text of INFIX_MIN characters or more is found anywhere inside a name
 * word, an e-mail or the number (it is the start of one of their suffixes); a shorter one at a word start only.
 */
export const INFIX_MIN = 3;

/**
 * Token items a contact has at most: an edit that replaces all of them (deletes and puts) still fits one
 * transaction with the contact and its number items (DynamoDB's 100 items: 2 × 47 + 3).
 */
export const MAX_TOKENS = 47;
const MAX_NAME_WORDS = 8;
const MAX_EMAIL_WORDS = 4;
const MAX_SEARCH_WORDS = 8;

export interface ContactTokens {
  /** Word starts: the name's words, the e-mail's, the number. Found by a text of any length. */
  searchTokens: string[];
  /** The other suffixes of INFIX_MIN characters or more (see `contactTokens`). Found by a text of INFIX_MIN+. */
  infixTokens: string[];
}

/** Lower case, accents removed: how names, e-mails and search texts are compared. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The words of a text as tokens hold them: letters, digits, '@' and '.' (so an e-mail stays one word). */
const wordsOf = (text: string) =>
  normalizeSearch(text)
    .split(/[^a-z0-9@.]+/)
    .filter(Boolean);

/**
 * The tokens of a contact, a function of its name, e-mail and number alone. Word starts first; then the inner
 * suffixes of the number's digits, of the name's words and of the e-mail's local part (and its '@domain' and
 * domain), in that order, until MAX_TOKENS.
 */
export function contactTokens(fields: { name: string; email?: string; number: string }): ContactTokens {
  const names = wordsOf(fields.name).slice(0, MAX_NAME_WORDS);
  const emails = wordsOf(fields.email ?? '').slice(0, MAX_EMAIL_WORDS);
  const searchTokens = [...new Set([...names, ...emails, fields.number].filter(Boolean))];
  const words = new Set(searchTokens);
  const inner = new Set<string>();
  const candidates = [
    ...innerSuffixes(onlyDigits(fields.number)),
    ...names.flatMap((word) => innerSuffixes(word)),
    ...emails.flatMap((word) => innerSuffixes(word, word.indexOf('@'))),
  ];
  for (const suffix of candidates) {
    if (words.size + inner.size >= MAX_TOKENS) break;
    if (!words.has(suffix)) inner.add(suffix);
  }
  return { searchTokens, infixTokens: [...inner] };
}

/**
 * The suffixes of a word that start after its first character and are INFIX_MIN long or more. In an e-mail's
 * word (`at` = where its '@' is) they start in the local part, at the '@' or at the domain, not inside it:
 * 'gmail.com' is found, 'mail.com' is not worth a token per contact.
 */
function innerSuffixes(word: string, at = -1): string[] {
  const last = Math.min(word.length - INFIX_MIN, at >= 0 ? at + 1 : word.length);
  return Array.from({ length: Math.max(0, last) }, (_, index) => word.slice(index + 1));
}

/**
 * The words a search text is matched as, folded like the tokens. A text of digits and phone punctuation
 * ('+55 (11) 9999-8888') is one number.
 */
export function searchWords(text: string): string[] {
  if (/^[\d\s()+.-]+$/.test(text)) return [onlyDigits(text)].filter(Boolean);
  return [...new Set(wordsOf(text))].slice(0, MAX_SEARCH_WORDS);
}

/** The tokens a search word is looked up among: every token for a word of INFIX_MIN+, else the word starts. */
export function tokensFor(tokens: ContactTokens, word: string): string[] {
  return word.length >= INFIX_MIN ? [...tokens.searchTokens, ...tokens.infixTokens] : tokens.searchTokens;
}

/** The first, in key order, of the contact's tokens that `word` finds: where a search answers the contact. */
export function firstTokenFor(tokens: ContactTokens, word: string): string | undefined {
  return tokensFor(tokens, word)
    .filter((token) => token.startsWith(word))
    .sort(byKeyOrder)[0];
}

export function matchesEvery(tokens: ContactTokens, words: string[]): boolean {
  return words.every((word) => tokensFor(tokens, word).some((token) => token.startsWith(word)));
}

/** Token items sort by `<token>#<contactId>`: the token followed by '#'. */
const byKeyOrder = (a: string, b: string) => {
  const [x, y] = [`${a}#`, `${b}#`];
  return x < y ? -1 : x > y ? 1 : 0;
};
