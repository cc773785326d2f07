import { Config, type Stack } from 'sst/constructs';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../functions/src/platform/payments/payment-provider.js';
import { EFI_PRODUCTION, EFI_SECRETS } from '../functions/src/platform/payments/payments-from-env.js';

/**
 * The payment provider a stage runs (docs/decisions/042), from `PAYMENTS_PROVIDER` in `.env.<stage>`: `efi`,
 * `sandbox` or `none`. Unset: `none`, or the sandbox off prod when the simulators are on (`SIMULATOR=on`). Prod
 * never falls back to the sandbox; it runs it only when named.
 */
export function paymentProvider(stage: string, env: NodeJS.ProcessEnv = process.env): PaymentProviderName {
  const chosen = env.PAYMENTS_PROVIDER;
  if (chosen) {
    if ((PAYMENT_PROVIDERS as readonly string[]).includes(chosen)) return chosen as PaymentProviderName;
    throw new Error(`PAYMENTS_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; .env.${stage} says ${chosen}.`);
  }
  return stage !== 'prod' && env.SIMULATOR === 'on' ? 'sandbox' : 'none';
}

/**
 * What the function that takes payments (the API: checkout, the webhook, the sandbox's pay) is given: the
 * provider, the Pix merchant settings, and — on a stage that chose Efí — Efí's base URL and its secrets as SST
 * `Config.Secret`s, bound to that function only. They are declared only there: a bound secret must be set before
 * the function can start (`npx sst secrets set`), so a stage without Efí binds none.
 */
export function paymentSettings(stack: Stack) {
  const provider = paymentProvider(stack.stage);
  const optional = (names: string[]) =>
    Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  const efi = provider === 'efi';
  return {
    provider,
    environment: {
      PAYMENTS_PROVIDER: provider,
      ...optional(['PIX_MERCHANT_NAME', 'PIX_MERCHANT_CITY']),
      ...(provider === 'sandbox' && optional(['PIX_SANDBOX_KEY'])),
      ...(efi && { EFI_BASE_URL: process.env.EFI_BASE_URL || EFI_PRODUCTION }),
    } as Record<string, string>,
    bind: efi ? EFI_SECRETS.map((name) => new Config.Secret(stack, name)) : [],
  };
}
