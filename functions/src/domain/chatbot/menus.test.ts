import { describe, expect, it } from 'vitest';
import type { QueueOption } from '../queue-options/schema.js';
import { menuText, optionMenu, optionsUnder, pickedQueue, queueMenu, typedKey } from './menus.js';

const option = (id: string, parentId: string | null, key: string, title: string): QueueOption => ({
  id,
  companyId: 'c1',
  queueId: 'q1',
  parentId,
  title,
  message: `Mensagem ${title}`,
  option: key,
  createdAt: '',
  updatedAt: '',
});

describe('the queue menu', () => {
  it('puts the greeting, a blank line and the queues numbered from 1', () => {
    expect(queueMenu('Olá {{firstName}}! Escolha:', [{ name: 'Vendas' }, { name: 'Suporte' }])).toBe(
      'Olá {{firstName}}! Escolha:\n\n*1* - Vendas\n*2* - Suporte',
    );
  });

  it('leaves only the list when the greeting is blank', () => {
    expect(queueMenu('  ', [{ name: 'Vendas' }])).toBe('*1* - Vendas');
    expect(menuText('Oi\n\n', ['*1* - A'])).toBe('Oi\n\n*1* - A');
  });
});

describe('an options menu', () => {
  const options = [
    option('a', null, '10', 'Dez'),
    option('b', null, '2', 'Dois'),
    option('c', 'b', '1', 'Filho'),
    option('d', null, '1', 'Um'),
  ];

  it('lists the options of a level by their number', () => {
    expect(optionsUnder(options, null).map((o) => o.id)).toEqual(['d', 'b', 'a']);
    expect(optionsUnder(options, 'b').map((o) => o.id)).toEqual(['c']);
    expect(optionsUnder(options, 'c')).toEqual([]);
  });

  it('ends with back and start, or start alone where there is nothing to go back to', () => {
    const roots = optionsUnder(options, null);
    expect(optionMenu('Fila', roots, { back: true })).toBe(
      'Fila\n\n*1* - Um\n*2* - Dois\n*10* - Dez\n*0* - Voltar\n*#* - Menu inicial',
    );
    expect(optionMenu('', roots, { back: false })).toBe('*1* - Um\n*2* - Dois\n*10* - Dez\n*#* - Menu inicial');
  });
});

describe('reading the customer’s choice', () => {
  it('compares digits as numbers and other keys exactly', () => {
    expect(typedKey('01', '1')).toBe(true);
    expect(typedKey('1', '10')).toBe(false);
    expect(typedKey('#', '#')).toBe(true);
    expect(typedKey('um', '1')).toBe(false);
    expect(typedKey(null, '1')).toBe(false);
  });

  it('picks a queue by its number in the list only', () => {
    const queues = ['Vendas', 'Suporte'];
    expect(pickedQueue('2', queues)).toBe('Suporte');
    expect(pickedQueue('02', queues)).toBe('Suporte');
    expect(pickedQueue('0', queues)).toBeUndefined();
    expect(pickedQueue('3', queues)).toBeUndefined();
    expect(pickedQueue('1 ', queues)).toBeUndefined();
    expect(pickedQueue('vendas', queues)).toBeUndefined();
    expect(pickedQueue(null, queues)).toBeUndefined();
  });
});
