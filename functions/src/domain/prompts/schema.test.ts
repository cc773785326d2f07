import { describe, expect, it } from 'vitest';
import { asksForHuman } from './assistant.js';
import { keepsStoredKey, maskKey, PromptCreate } from './schema.js';

describe('prompt schema', () => {
  it('fills the spec 3 §9 defaults', () => {
    const parsed = PromptCreate.parse({ name: 'A', prompt: 'Seja gentil.', apiKey: 'sk-1', queueId: 'q' });
    expect(parsed).toMatchObject({ maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto', voiceKey: '' });
  });

  it('masks keys, showing the last 4 only of a long one, and keeps a masked or blank key on update', () => {
    expect(maskKey('sk-abcdefghijkl-1234')).toBe('••••1234');
    expect(maskKey('short')).toBe('••••');
    expect(maskKey('')).toBe('');
    expect([keepsStoredKey(undefined), keepsStoredKey(''), keepsStoredKey('••••1234'), keepsStoredKey('sk-x')]).toEqual(
      [true, true, true, false],
    );
  });
});

describe('a customer asking for a person', () => {
  it.each(['Quero falar com um atendente', 'tem algum HUMANO aí?', 'I want a human', 'quiero un agente'])(
    'hears %s',
    (text) => expect(asksForHuman(text)).toBe(true),
  );
  it.each(['Qual o horário?', 'Quero um orçamento', 'atendimento rápido?'])('does not hear %s', (text) =>
    expect(asksForHuman(text)).toBe(false),
  );
});
