import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { Table } from '../table.js';
import { EfiPayments } from './efi-payments.js';
import { EFI_SECRETS, paymentsFromEnv, withBoundSecrets } from './payments-from-env.js';
import { SandboxPayments } from './sandbox-payments.js';

const context = (simulator: boolean) => ({
  table: new Table('unused', { region: 'local' }),
  clock: systemClock,
  jwtSecret: new Uint8Array(32),
  simulator,
});

const EFI = {
  PAYMENTS_PROVIDER: 'efi',
  EFI_CLIENT_ID: 'Client_Id_x',
  EFI_CLIENT_SECRET: 'Client_Secret_x',
  EFI_PIX_KEY: 'cobrancas@balcao.dev',
  EFI_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
  EFI_CERTIFICATE_PEM: '-----BEGIN CERTIFICATE-----',
  EFI_CERTIFICATE_KEY_PEM: '-----BEGIN PRIVATE KEY-----',
};

describe('paymentsFromEnv', () => {
  it('serves the sandbox when the simulators are on and no provider is chosen (npm start)', () => {
    expect(paymentsFromEnv({}, context(true))).toBeInstanceOf(SandboxPayments);
  });

  it('serves Efí when chosen with its settings', () => {
    const provider = paymentsFromEnv(EFI, context(false));
    expect(provider).toBeInstanceOf(EfiPayments);
    (provider as EfiPayments).close();
  });

  it('stops the start naming the Efí settings that are missing', () => {
    const { EFI_CLIENT_SECRET: _secret, EFI_CERTIFICATE_PEM: _pem, ...partial } = EFI;
    expect(() => paymentsFromEnv(partial, context(false))).toThrow(
      'PAYMENTS_PROVIDER=efi needs EFI_CLIENT_SECRET, EFI_CERTIFICATE_P12 (or EFI_CERTIFICATE_PEM and EFI_CERTIFICATE_KEY_PEM).',
    );
    expect(() => paymentsFromEnv({ ...EFI, EFI_WEBHOOK_SECRET: 'short' }, context(false))).toThrow(/at least 24/);
    expect(() => paymentsFromEnv({ PAYMENTS_PROVIDER: 'paypal' }, context(true))).toThrow(/sandbox, efi/);
  });

  it('without a provider and without simulators, fails every charge and believes no webhook call', async () => {
    const none = paymentsFromEnv({}, context(false));
    expect(none.name).toBe('none');
    const charge = { txid: '01JDQ0000000000000000000AB', amountCents: 100, expiresInSeconds: 60 };
    await expect(none.createCharge(charge)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(await none.parseWebhook({ headers: {}, body: '{"pix":[]}' })).toMatchObject({ kind: 'rejected' });
  });

  it('takes none when the stacks choose it, even with the simulators on (a cloud stage never falls back to the sandbox)', () => {
    expect(paymentsFromEnv({ PAYMENTS_PROVIDER: 'none' }, context(true)).name).toBe('none');
    expect(() => paymentsFromEnv({ PAYMENTS_PROVIDER: 'paypal' }, context(true))).toThrow(/sandbox, efi, none/);
  });
});

describe('withBoundSecrets', () => {
  it('adds the Efí secrets SST bound to the function (SST_Secret_value_<NAME>) from its Config, and no others', () => {
    const bound = Object.fromEntries(EFI_SECRETS.map((name) => [`SST_Secret_value_${name}`, '__FETCH_FROM_SSM__']));
    const config: Record<string, string> = Object.fromEntries(EFI_SECRETS.map((name) => [name, `${name} value`]));
    const env = withBoundSecrets({ PAYMENTS_PROVIDER: 'efi', ...bound }, config);
    for (const name of EFI_SECRETS) expect(env[name]).toBe(`${name} value`);
    expect(env.PAYMENTS_PROVIDER).toBe('efi');
    expect(EFI_SECRETS).toEqual([
      'EFI_CLIENT_ID',
      'EFI_CLIENT_SECRET',
      'EFI_CERTIFICATE_P12',
      'EFI_PIX_KEY',
      'EFI_WEBHOOK_SECRET',
    ]);
  });

  it('reads nothing from Config for a secret that is not bound (reading it would throw)', () => {
    const config = new Proxy(
      {},
      {
        get: () => {
          throw new Error('not bound');
        },
      },
    );
    expect(withBoundSecrets({ EFI_PIX_KEY: 'from-env' }, config)).toEqual({ EFI_PIX_KEY: 'from-env' });
  });
});
