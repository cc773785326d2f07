import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, GENERIC_ERROR_MESSAGE } from './api-error';

const translate = (code: string) =>
  ({ ERR_NO_PERMISSION: 'Sem permissão', ERR_SUBSCRIPTION_EXPIRED: 'Assinatura vencida' })[code];

describe('error message of a failed call', () => {
  it('uses the catalogue text when the error code has a translation', () => {
    expect(errorMessage({ error: 'ERR_NO_PERMISSION', message: 'Forbidden' }, translate)).toBe('Sem permissão');
  });

  it("falls back to the server's message for a code without translation", () => {
    expect(errorMessage({ error: 'ERR_SOMETHING_NEW', message: 'Something new' }, translate)).toBe('Something new');
  });

  it('keeps the server text of an expired subscription because it carries the due date', () => {
    const message = 'Opss! Sua assinatura venceu 01/02/2025. Entre em contato com o Suporte para mais informações!';
    expect(errorMessage({ error: 'ERR_SUBSCRIPTION_EXPIRED', message }, translate)).toBe(message);
  });

  it('fills the catalogue text with the values the server sent beside the code (how many the plan allows)', () => {
    const withValues = (code: string, values?: Record<string, unknown>) =>
      code === 'ERR_PLAN_LIMIT_USERS' ? `O plano permite ${String(values?.limit)}.` : undefined;
    const body = { error: 'ERR_PLAN_LIMIT_USERS', message: 'Número máximo: 5', details: { limit: 5 } };
    expect(errorMessage(body, withValues)).toBe('O plano permite 5.');
  });

  it('shows a plain string body as it is', () => {
    expect(errorMessage('Bad gateway', translate)).toBe('Bad gateway');
  });

  it("says 'An error occurred!' when nothing else is known", () => {
    expect(errorMessage(undefined, translate)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage({}, translate)).toBe('An error occurred!');
  });

  it('exposes the first message of each invalid field of a validation answer', () => {
    const error = new ApiError(400, 'ERR_VALIDATION', 'x', {
      fieldErrors: { email: ['Invalid email', 'Too Long!'], name: [] },
    });
    expect(error.fieldErrors()).toEqual({ email: 'Invalid email' });
  });
});
