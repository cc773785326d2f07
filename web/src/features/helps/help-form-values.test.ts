import { describe, expect, it } from 'vitest';
import { emptyHelpForm, helpToForm, toHelpPayload } from './help-form-values';

describe('the Ajuda form’s values', () => {
  it('sends a pasted link as its video code, the texts trimmed', () => {
    const checked = toHelpPayload({ title: ' Filas ', video: 'https://youtu.be/dQw4w9WgXcQ', description: ' Ver. ' });
    expect(checked).toEqual({ ok: true, payload: { title: 'Filas', video: 'dQw4w9WgXcQ', description: 'Ver.' } });
  });

  it('names the empty title and the missing or malformed code with the schema’s messages', () => {
    expect(toHelpPayload(emptyHelpForm)).toEqual({
      ok: false,
      errors: { title: 'Obrigatório', video: 'Obrigatório' },
    });
    expect(toHelpPayload({ ...emptyHelpForm, title: 'Ok', video: 'abc' })).toEqual({
      ok: false,
      errors: { video: 'Código de vídeo inválido' },
    });
  });

  it('loads a saved help into the form', () => {
    const help = { id: '1', title: 'T', description: 'D', video: 'dQw4w9WgXcQ', createdAt: '', updatedAt: '' };
    expect(helpToForm(help)).toEqual({ title: 'T', video: 'dQw4w9WgXcQ', description: 'D' });
  });
});
