import { describe, expect, it } from 'vitest';
import { paymentProvider } from './payments.js';

describe('the payment provider a stage runs (docs/decisions/042)', () => {
  it('is none unless the stage says otherwise, and the sandbox off prod only when the simulators are on', () => {
    expect(paymentProvider('prod', {})).toBe('none');
    expect(paymentProvider('staging', {})).toBe('none');
    expect(paymentProvider('staging', { SIMULATOR: 'on' })).toBe('sandbox');
  });

  it('never falls back to the sandbox in prod, even with the simulators on; prod gets it only by name', () => {
    expect(paymentProvider('prod', { SIMULATOR: 'on' })).toBe('none');
    expect(paymentProvider('prod', { PAYMENTS_PROVIDER: 'sandbox' })).toBe('sandbox');
  });

  it('is Efí when the stage names it, and refuses a provider that does not exist at synth time', () => {
    expect(paymentProvider('prod', { PAYMENTS_PROVIDER: 'efi' })).toBe('efi');
    expect(paymentProvider('staging', { PAYMENTS_PROVIDER: 'efi', SIMULATOR: 'on' })).toBe('efi');
    expect(() => paymentProvider('prod', { PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      'PAYMENTS_PROVIDER must be one of sandbox, efi, none; .env.prod says paypal.',
    );
  });
});
