import { describe, expect, it } from 'vitest';
import { reasonFor } from './import/read-file.js';
import { withIds } from './service.js';

describe('withIds', () => {
  const current = [{ id: 'a', name: 'CPF', value: '1' }];

  it('keeps the id of a pair that existed and gives new pairs new ids', () => {
    const pairs = withIds(current, [
      { id: 'a', name: 'CPF', value: '2' },
      { name: 'Cidade', value: 'BH' },
      { id: 'forged', name: 'Outro', value: 'x' },
    ]);
    expect(pairs[0]).toEqual({ id: 'a', name: 'CPF', value: '2' });
    expect(pairs[1]?.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(pairs[2]?.id).not.toBe('forged');
  });

  it('never gives one id to two pairs', () => {
    const pairs = withIds(current, [
      { id: 'a', name: 'CPF', value: '1' },
      { id: 'a', name: 'RG', value: '2' },
    ]);
    expect(new Set(pairs.map((pair) => pair.id)).size).toBe(2);
  });
});

describe('reasonFor', () => {
  it('explains a bad row in Portuguese', () => {
    expect(reasonFor('name', 'Too Short!')).toBe('Nome muito curto (mínimo 2 caracteres)');
    expect(reasonFor('number', 'Too Short!')).toBe('Número inválido (8 a 50 dígitos)');
    expect(reasonFor('number', 'Required')).toBe('Número obrigatório');
    expect(reasonFor('email', 'Invalid email')).toBe('E-mail inválido');
  });
});
