import { describe, expect, it } from 'vitest';
import { checkTestForm, emptyTestForm } from './test-forms';

describe('checkTestForm', () => {
  it('requires token, number and body for a text, and a file for a media test', () => {
    expect(checkTestForm('text', emptyTestForm)).toEqual({
      ok: false,
      errors: { token: 'Obrigatório', number: 'Obrigatório', body: 'Obrigatório' },
    });
    const media = checkTestForm('media', { ...emptyTestForm, token: 't', number: '5511999998888' });
    expect(media).toEqual({ ok: false, errors: { file: 'Escolha um arquivo' } });
  });

  it('takes digits only, 8 to 15 of them', () => {
    const text = (number: string) => checkTestForm('text', { ...emptyTestForm, token: 't', number, body: 'oi' });
    expect(text('5511999998888')).toMatchObject({ ok: true, payload: { number: '5511999998888' } });
    for (const bad of ['+5511999998888', '55 11 99999-8888', '1234567', '1234567890123456']) {
      expect(text(bad)).toMatchObject({ ok: false, errors: { number: expect.stringContaining('dígitos') } });
    }
  });
});
