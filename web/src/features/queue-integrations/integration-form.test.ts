import { describe, expect, it } from 'vitest';
import { checkIntegration, fieldsOf, initialIntegrationValues, nameError } from './integration-form';

const values = initialIntegrationValues();

describe('the queue integration dialog', () => {
  it("starts as a typebot with the spec's defaults (expiry 1, delay 1000 ms, language pt-BR)", () => {
    expect(values).toMatchObject({
      type: 'typebot',
      typebotExpires: '1',
      typebotDelayMessage: '1000',
      language: 'pt-BR',
    });
  });

  it("checks the name as spec 3 §5 says: 'Required', 'Too Short!' under 2, 'Too Long!' over 50", () => {
    expect(nameError('  ')).toBe('required');
    expect(nameError('a')).toBe('tooShort');
    expect(nameError('ab')).toBeUndefined();
    expect(nameError('x'.repeat(50))).toBeUndefined();
    expect(nameError('x'.repeat(51))).toBe('tooLong');
  });

  it('sets the project name to the name for n8n, webhook and typebot', () => {
    const checked = checkIntegration({
      ...values,
      type: 'webhook',
      name: 'Bot',
      projectName: 'x',
      urlN8N: 'http://h/x',
    });
    expect(checked).toEqual({
      ok: true,
      payload: expect.objectContaining({ projectName: 'Bot', urlN8N: 'http://h/x' }),
    });
  });

  it("keeps a dialogflow's own project name, key file and language, and asks for them", () => {
    const dialogflow = { ...values, type: 'dialogflow' as const, name: 'Agente' };
    expect(checkIntegration(dialogflow)).toEqual({
      ok: false,
      errors: { projectName: 'required', jsonContent: 'required' },
    });
    expect(checkIntegration({ ...dialogflow, projectName: 'p', jsonContent: '[1]' })).toMatchObject({
      errors: { jsonContent: 'invalidJson' },
    });
    const checked = checkIntegration({ ...dialogflow, projectName: 'p', jsonContent: '{"a":1}', language: 'es' });
    expect(checked).toMatchObject({
      ok: true,
      payload: { projectName: 'p', jsonContent: '{"a":1}', language: 'es', urlN8N: '' },
    });
  });

  it('asks a URL of webhooks and n8n, and a slug and whole numbers of typebots', () => {
    expect(checkIntegration({ ...values, type: 'n8n', name: 'Fluxo', urlN8N: 'ftp://x' })).toMatchObject({
      errors: { urlN8N: 'invalidUrl' },
    });
    expect(checkIntegration({ ...values, name: 'Typebot', urlN8N: 'https://t', typebotExpires: '1.5' })).toMatchObject({
      errors: { typebotSlug: 'required', typebotExpires: 'wholeNumber' },
    });
  });

  it('shows the fields of the chosen type', () => {
    expect(fieldsOf('webhook')).toEqual(['urlN8N']);
    expect(fieldsOf('dialogflow')).toEqual(['projectName', 'language', 'jsonContent']);
    expect(fieldsOf('typebot')).toContain('typebotKeywordRestart');
  });
});
