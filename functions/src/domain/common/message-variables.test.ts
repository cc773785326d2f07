import { describe, expect, it } from 'vitest';
import { greetingOfHour, protocolOf, renderMessage } from './message-variables.js';

const ticket = { id: '01JDZK8Q3R4S5T6V7W8X9YZABC', createdAt: '2026-11-23T12:34:56.000Z' };
// 2026-11-23 18:05 UTC is 15:05 in São Paulo and 03:05 the next day in Tokyo.
const context = (timeZone: string) => ({
  contactName: '  Maria  da Silva ',
  ticket,
  now: new Date('2026-11-23T18:05:00.000Z'),
  timeZone,
});

describe('message variables', () => {
  it('fills every variable on the company clock', () => {
    const text = renderMessage(
      '{{ms}}, {{firstName}} ({{name}}) — {{date}} {{hour}} nº {{protocol}}',
      context('America/Sao_Paulo'),
    );

    expect(text).toBe('Boa tarde, Maria (Maria  da Silva) — 23/11/2026 15:05 nº 202611230934569YZABC');
  });

  it('follows the zone: the same instant is another day and greeting in Tokyo', () => {
    expect(renderMessage('{{ms}} {{date}} {{hour}}', context('Asia/Tokyo'))).toBe('Boa noite 24/11/2026 03:05');
  });

  it('accepts spaces inside the braces, takes extra values and leaves unknown variables as written', () => {
    const text = renderMessage('{{ name }} fala com {{user}} sobre {{pedido}}', {
      ...context('America/Sao_Paulo'),
      extra: { user: 'Ana' },
    });

    expect(text).toBe('Maria  da Silva fala com Ana sobre {{pedido}}');
  });

  it('greets by the hour: morning from 06, afternoon from 12, evening from 18 and before 06', () => {
    expect([5, 6, 11, 12, 17, 18, 23, 0].map(greetingOfHour)).toEqual([
      'Boa noite',
      'Bom dia',
      'Bom dia',
      'Boa tarde',
      'Boa tarde',
      'Boa noite',
      'Boa noite',
      'Boa noite',
    ]);
  });

  it('makes the protocol from the creation time in the zone and the end of the id', () => {
    expect(protocolOf(ticket, 'UTC')).toBe('202611231234569YZABC');
  });
});
