import { createHmac } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Table } from '../table.js';
import type { EfiConfig } from './efi-client.js';
import { EfiPayments } from './efi-payments.js';
import { noPayments, PAYMENT_PROVIDERS, type PaymentProvider } from './payment-provider.js';
import { SandboxPayments } from './sandbox-payments.js';

export interface PaymentsContext {
  table: Table;
  clock: Clock;
  /** The sandbox's signing secret is derived from it: stable across restarts, never stored apart. */
  jwtSecret: Uint8Array;
  /** The simulators are on: without a chosen provider, the sandbox serves (`npm start`). */
  simulator: boolean;
}

export const EFI_PRODUCTION = 'https://pix.api.efipay.com.br';
/** Long enough that guessing the webhook URL is hopeless. */
const MIN_WEBHOOK_SECRET = 24;

/**
 * The payment provider the environment chooses (docs/decisions/034): `PAYMENTS_PROVIDER=efi` with its `EFI_*`
 * settings, `sandbox`, or — unset — the sandbox when the simulators are on and otherwise none (every call fails,
 * naming the setting). A chosen provider with missing settings stops the start, naming them.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv, context: PaymentsContext): PaymentProvider {
  const chosen = env.PAYMENTS_PROVIDER || (context.simulator ? 'sandbox' : undefined);
  if (chosen === undefined || chosen === 'none') return noPayments();
  if (chosen === 'efi') return new EfiPayments(efiConfig(env), context.clock);
  if (chosen === 'sandbox') {
    return new SandboxPayments(context.table, context.clock, {
      secret: createHmac('sha256', context.jwtSecret).update('balcao sandbox payments').digest('base64url'),
      pixKey: env.PIX_SANDBOX_KEY || undefined,
      merchantName: env.PIX_MERCHANT_NAME || undefined,
      merchantCity: env.PIX_MERCHANT_CITY || undefined,
    });
  }
  throw new Error(`PAYMENTS_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; it is ${chosen}.`);
}

/**
 * Efí's secrets as the cloud stages hold them (SST `Config.Secret`s, stacks/payments.ts): the certificate is the
 * .p12 in base64, as Efí issues it without a passphrase. `EFI_BASE_URL` is a plain setting, not a secret.
 */
export const EFI_SECRETS = [
  'EFI_CLIENT_ID',
  'EFI_CLIENT_SECRET',
  'EFI_CERTIFICATE_P12',
  'EFI_PIX_KEY',
  'EFI_WEBHOOK_SECRET',
] as const;

/**
 * The environment plus the Efí secrets SST bound to this function: a bound secret shows as
 * `SST_Secret_value_<NAME>` and its value is `config[NAME]` (`Config` of `sst/node/config`, fetched from SSM at cold
 * start). An unbound one is never read from `config`, whose proxy throws for it.
 */
export function withBoundSecrets(env: NodeJS.ProcessEnv, config: Record<string, unknown>): NodeJS.ProcessEnv {
  const bound = EFI_SECRETS.filter((name) => env[`SST_Secret_value_${name}`] !== undefined);
  return { ...env, ...Object.fromEntries(bound.map((name) => [name, String(config[name])])) };
}

/** Efí's settings; the certificate as the .p12 in base64 (`EFI_CERTIFICATE_P12`) or as PEM certificate and key. */
export function efiConfig(env: NodeJS.ProcessEnv): EfiConfig {
  const pem = env.EFI_CERTIFICATE_PEM && env.EFI_CERTIFICATE_KEY_PEM;
  const required = ['EFI_CLIENT_ID', 'EFI_CLIENT_SECRET', 'EFI_PIX_KEY', 'EFI_WEBHOOK_SECRET'];
  const missing = required.filter((name) => !env[name]);
  if (!pem && !env.EFI_CERTIFICATE_P12)
    missing.push('EFI_CERTIFICATE_P12 (or EFI_CERTIFICATE_PEM and EFI_CERTIFICATE_KEY_PEM)');
  if (missing.length) throw new Error(`PAYMENTS_PROVIDER=efi needs ${missing.join(', ')}.`);
  if (env.EFI_WEBHOOK_SECRET!.length < MIN_WEBHOOK_SECRET) {
    throw new Error(`EFI_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET} characters.`);
  }
  return {
    baseUrl: env.EFI_BASE_URL || EFI_PRODUCTION,
    clientId: env.EFI_CLIENT_ID!,
    clientSecret: env.EFI_CLIENT_SECRET!,
    pixKey: env.EFI_PIX_KEY!,
    webhookSecret: env.EFI_WEBHOOK_SECRET!,
    certificate: pem
      ? { cert: env.EFI_CERTIFICATE_PEM!, key: env.EFI_CERTIFICATE_KEY_PEM! }
      : {
          pfx: Buffer.from(env.EFI_CERTIFICATE_P12!, 'base64'),
          passphrase: env.EFI_CERTIFICATE_PASSPHRASE || undefined,
        },
  };
}
