import { describe, expect, it } from 'vitest';
import { ratingOf } from './ratings.js';

const text = (body: string) => ({ body, mediaType: 'chat' });

describe('ratingOf', () => {
  it('reads 1, 2 and 3 typed alone, spaces around allowed', () => {
    expect(ratingOf(text('1'))).toBe(1);
    expect(ratingOf(text(' 2 '))).toBe(2);
    expect(ratingOf(text('3\n'))).toBe(3);
  });

  it('is null for other numbers, words and numbers inside a sentence', () => {
    for (const body of ['0', '4', '10', '12', 'ótimo', 'nota 3', '3 estrelas', '', '*3*']) {
      expect(ratingOf(text(body))).toBeNull();
    }
  });

  it('is null for anything but a text message, even with a digit as caption', () => {
    expect(ratingOf({ body: '3', mediaType: 'image' })).toBeNull();
    expect(ratingOf({ body: '2', mediaType: 'call_log' })).toBeNull();
  });
});
