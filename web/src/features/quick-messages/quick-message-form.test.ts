import { describe, expect, it } from 'vitest';
import { checkQuickMessage, initialQuickMessageValues } from './quick-message-form';

describe('checkQuickMessage (spec 2 §5)', () => {
  it('requires the shortcode and the text', () => {
    expect(checkQuickMessage({ shortcode: ' ', message: '', geral: true })).toEqual({
      ok: false,
      errors: { shortcode: 'required', message: 'required' },
    });
  });

  it('refuses a shortcode with spaces or over 50 characters', () => {
    expect(checkQuickMessage({ shortcode: 'duas palavras', message: 'x', geral: true })).toMatchObject({
      errors: { shortcode: 'noSpaces' },
    });
    expect(checkQuickMessage({ shortcode: 'a'.repeat(51), message: 'x', geral: true })).toMatchObject({
      errors: { shortcode: 'tooLong' },
    });
  });

  it('sends the trimmed values and the geral switch', () => {
    expect(checkQuickMessage({ shortcode: ' pix ', message: ' Chave: 123 ', geral: false })).toEqual({
      ok: true,
      payload: { shortcode: 'pix', message: 'Chave: 123', geral: false },
    });
  });

  it('starts a new message shared with the company', () => {
    expect(initialQuickMessageValues()).toEqual({ shortcode: '', message: '', geral: true });
  });
});
