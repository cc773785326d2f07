import { describe, expect, it } from 'vitest';
import { newOptionForm, toOptionPayload } from './option-form-values';

describe('the option form', () => {
  it('proposes the next free number for a new option', () => {
    expect(newOptionForm([{ option: '1' }, { option: '2' }])).toEqual({ option: '3', title: '', message: '' });
  });

  it('sends the trimmed title and the number without leading zeros', () => {
    expect(toOptionPayload({ option: ' 02 ', title: ' Boletos ', message: 'Segunda via' })).toEqual({
      ok: true,
      payload: { option: '2', title: 'Boletos', message: 'Segunda via' },
    });
  });

  it('refuses a missing title and a number that is not 1 to 3 digits', () => {
    expect(toOptionPayload({ option: '12a', title: ' ', message: '' })).toEqual({
      ok: false,
      errors: { option: 'Informe um número de 1 a 3 dígitos', title: 'Required' },
    });
  });

  it('keeps 0 for the menu key that goes back', () => {
    expect(toOptionPayload({ option: '0', title: 'Voltar', message: '' })).toEqual({
      ok: false,
      errors: { option: 'O 0 é reservado para voltar' },
    });
  });
});
