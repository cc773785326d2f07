import type { PromptAnswer } from '@domain/prompts/schema';
import { describe, expect, it } from 'vitest';
import { emptyPromptForm, promptToForm, toPromptPayload } from './prompt-form-values';
import { BRAZILIAN_VOICES, voiceLabel } from './voices';

const filled = {
  ...emptyPromptForm,
  name: 'Atendente virtual',
  prompt: 'Você é o assistente da loja.',
  apiKey: 'sk-1',
  queueId: 'q1',
};

describe('the prompt dialog’s values', () => {
  it('starts with the spec’s defaults: voice texto, 100 tokens, temperature 1, 10 messages', () => {
    expect(emptyPromptForm).toMatchObject({ voice: 'texto', maxTokens: '100', temperature: '1', maxMessages: '10' });
  });

  it('answers Informe o setor when saved without a queue, new or edited', () => {
    for (const editing of [false, true]) {
      expect(toPromptPayload({ ...filled, queueId: '' }, editing)).toEqual({
        ok: false,
        errors: { queueId: 'Informe o setor' },
      });
    }
  });

  it('sends numbers as numbers, and a new prompt’s keys', () => {
    expect(toPromptPayload({ ...filled, temperature: '0.7', apiKey: ' sk-1 ' }, false)).toEqual({
      ok: true,
      payload: {
        name: 'Atendente virtual',
        prompt: 'Você é o assistente da loja.',
        apiKey: 'sk-1',
        queueId: 'q1',
        maxTokens: 100,
        temperature: 0.7,
        maxMessages: 10,
        voice: 'texto',
        voiceKey: '',
        voiceRegion: '',
      },
    });
  });

  it('needs the API key of a new prompt, and keeps the stored keys on an edit where they are left blank', () => {
    expect(toPromptPayload({ ...filled, apiKey: '' }, false)).toEqual({ ok: false, errors: { apiKey: 'Obrigatório' } });
    const kept = toPromptPayload({ ...filled, apiKey: '' }, true);
    expect(kept.ok && ['apiKey' in kept.payload, 'voiceKey' in kept.payload]).toEqual([false, false]);
    const typed = toPromptPayload({ ...filled, apiKey: 'sk-new' }, true);
    expect(typed.ok && typed.payload.apiKey).toBe('sk-new');
  });

  it('refuses numbers out of their bounds', () => {
    const checked = toPromptPayload({ ...filled, maxTokens: '0', temperature: '3', maxMessages: '1.5' }, false);
    expect(checked.ok ? [] : Object.keys(checked.errors)).toEqual(['maxTokens', 'temperature', 'maxMessages']);
  });

  it('loads a prompt without its masked keys', () => {
    const record: PromptAnswer = {
      id: 'p1',
      name: 'Atendente',
      prompt: 'Você é o assistente.',
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: '••••abcd',
      voiceRegion: 'brazilsouth',
      maxTokens: 150,
      temperature: 0.5,
      apiKey: '••••wxyz',
      queueId: 'q1',
      maxMessages: 5,
      queue: { id: 'q1', name: 'Suporte' },
      createdAt: '',
      updatedAt: '',
    };
    expect(promptToForm(record)).toEqual({
      name: 'Atendente',
      prompt: 'Você é o assistente.',
      apiKey: '',
      queueId: 'q1',
      maxTokens: '150',
      temperature: '0.5',
      maxMessages: '5',
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: '',
      voiceRegion: 'brazilsouth',
    });
  });

  it('offers fifteen Brazilian neural voices, shown by their names', () => {
    expect(BRAZILIAN_VOICES).toHaveLength(15);
    expect(BRAZILIAN_VOICES.every((voice) => /^pt-BR-[A-Z][a-z]+Neural$/.test(voice))).toBe(true);
    expect(voiceLabel('pt-BR-AntonioNeural')).toBe('Antonio');
  });
});
