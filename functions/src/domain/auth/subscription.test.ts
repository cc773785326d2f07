import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkSubscription, daysUntil } from './subscription.js';

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('subscription check at login', () => {
  it('counts whole calendar days to the due date', () => {
    expect(daysUntil('2026-11-25', noon('2026-11-22'))).toBe(3);
    expect(daysUntil('2026-11-22', noon('2026-11-22'))).toBe(0);
    expect(daysUntil('2026-11-21', noon('2026-11-22'))).toBe(-1);
  });

  it('refuses a company whose due date has passed, with the spec text and the date as DD/MM/YYYY', () => {
    let caught: unknown;
    try {
      checkSubscription('2026-11-21', false, noon('2026-11-22'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(402);
    expect((caught as AppError).message).toBe(
      'Opss! Sua assinatura venceu 21/11/2026. Entre em contato com o Suporte para mais informações!',
    );
  });

  it('warns when fewer than 5 days remain and stays silent from 5 days on', () => {
    expect(checkSubscription('2026-11-26', false, noon('2026-11-22'))).toBe('Sua assinatura vence em 4 dia(s)');
    expect(checkSubscription('2026-11-22', false, noon('2026-11-22'))).toBe('Sua assinatura vence em 0 dia(s)');
    expect(checkSubscription('2026-11-27', false, noon('2026-11-22'))).toBeUndefined();
  });

  it('lets a super user in whatever the due date, and a company without a due date', () => {
    expect(checkSubscription('2020-01-01', true, noon('2026-11-22'))).toBeUndefined();
    expect(checkSubscription(null, false, noon('2026-11-22'))).toBeUndefined();
  });
});
