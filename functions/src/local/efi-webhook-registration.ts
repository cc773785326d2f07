import type { Clock } from '../platform/clock.js';
import type { EfiConfig } from '../platform/payments/efi-client.js';
import { EfiPayments } from '../platform/payments/efi-payments.js';
import { efiWebhookUrl } from '../platform/payments/efi-webhook.js';
import { EFI_SECRETS, efiConfig } from '../platform/payments/payments-from-env.js';

/** What a deployed stage holds for the registration: its secrets, its API's address, its `.env.<stage>`. */
export interface StageSettings {
  /** A secret of the stage (`npx sst secrets set`), undefined when unset. */
  secret(name: string): Promise<string | undefined>;
  /** The stage's API URL as `sst deploy` wrote it, undefined before the first deploy. */
  apiUrl(): Promise<string | undefined>;
  /** Plain settings: `EFI_BASE_URL` (homologation or production). */
  env: NodeJS.ProcessEnv;
}

export interface RegistrationResult {
  webhookUrl: string;
  /** The URL with the secret masked, to print. */
  shown: string;
  registered: boolean;
  createdAt?: string;
}

/**
 * Registers a stage's payment webhook at Efí (docs/operations-payments.md, docs/decisions/042): the URL is the
 * stage's API (or `apiUrl`) + `/api/payments/webhook/<EFI_WEBHOOK_SECRET>`, registered for `EFI_PIX_KEY` with the
 * stage's own credentials, the same ones the API uses. `dryRun` only builds the URL.
 */
export async function registerStageWebhook(
  stage: string,
  settings: StageSettings,
  options: { apiUrl?: string; dryRun?: boolean; clock: Clock; overrides?: Partial<EfiConfig> },
): Promise<RegistrationResult> {
  const values = await Promise.all(EFI_SECRETS.map(async (name) => [name, await settings.secret(name)] as const));
  const missing = values.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length) {
    throw new Error(
      `Stage ${stage} has no ${missing.join(', ')}: set each with \`npx sst secrets set <NAME> <value> --stage ${stage}\`.`,
    );
  }
  const apiUrl = options.apiUrl ?? (await settings.apiUrl());
  if (!apiUrl) {
    throw new Error(
      `No API URL for stage ${stage}: deploy it first (\`npx sst deploy --stage ${stage}\` writes .sst/outputs.json) or pass --api-url https://…`,
    );
  }
  const config = { ...efiConfig({ ...settings.env, ...Object.fromEntries(values) }), ...options.overrides };
  const webhookUrl = efiWebhookUrl(apiUrl, config.webhookSecret);
  const shown = webhookUrl.replace(encodeURIComponent(config.webhookSecret), '<EFI_WEBHOOK_SECRET>');
  if (options.dryRun) return { webhookUrl, shown, registered: false };
  const efi = new EfiPayments(config, options.clock);
  try {
    const stored = await efi.registerWebhook(webhookUrl);
    return { webhookUrl, shown, registered: true, ...(stored.createdAt && { createdAt: stored.createdAt }) };
  } finally {
    efi.close();
  }
}
