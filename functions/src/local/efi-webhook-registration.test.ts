import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../platform/clock.js';
import { ACCOUNT_KEY, startEfiTestServer, type EfiTestServer } from '../platform/payments/efi-test-server.js';
import { registerStageWebhook, type StageSettings } from './efi-webhook-registration.js';

const SECRET = 'stage-webhook-secret-0123456789';
const API = 'https://abc123.execute-api.us-east-1.amazonaws.com';
let server: EfiTestServer;

beforeAll(async () => {
  server = await startEfiTestServer();
});
afterAll(() => server.close());

/** A stage as `sst secrets set` and `sst deploy` leave it: its secrets in SSM, its API URL in the outputs. */
function stage(secrets: Record<string, string | undefined> = {}, apiUrl: string | null = API): StageSettings {
  const all: Record<string, string | undefined> = {
    EFI_CLIENT_ID: server.clientId,
    EFI_CLIENT_SECRET: server.clientSecret,
    EFI_CERTIFICATE_P12: server.clientPfx.pfx.toString('base64'),
    EFI_PIX_KEY: ACCOUNT_KEY,
    EFI_WEBHOOK_SECRET: SECRET,
    ...secrets,
  };
  return {
    secret: async (name) => all[name],
    apiUrl: async () => apiUrl ?? undefined,
    env: { EFI_BASE_URL: server.baseUrl, EFI_CERTIFICATE_PASSPHRASE: server.clientPfx.passphrase },
  };
}

const run = (settings: StageSettings, options: { apiUrl?: string; dryRun?: boolean } = {}) =>
  registerStageWebhook('prod', settings, { ...options, clock: manualClock(new Date()), overrides: { ca: server.ca } });

describe('registerStageWebhook (npm run payments:register-webhook)', () => {
  it("registers the deployed API's webhook URL with the stage's secrets, and shows it without the secret", async () => {
    const result = await run(stage());
    expect(result.webhookUrl).toBe(`${API}/api/payments/webhook/${SECRET}`);
    expect(result.shown).toBe(`${API}/api/payments/webhook/<EFI_WEBHOOK_SECRET>`);
    expect(result.registered).toBe(true);
    expect(server.webhooks.get(ACCOUNT_KEY)).toMatchObject({ webhookUrl: result.webhookUrl, skipMtls: true });
  });

  it('takes another API address when given (a custom domain)', async () => {
    const result = await run(stage(), { apiUrl: 'https://api.balcao.example' });
    expect(server.webhooks.get(ACCOUNT_KEY)?.webhookUrl).toBe(
      `https://api.balcao.example/api/payments/webhook/${SECRET}`,
    );
    expect(result.registered).toBe(true);
  });

  it('with --dry-run, shows the URL and calls nobody', async () => {
    const from = server.requests.length;
    expect(await run(stage(), { dryRun: true })).toMatchObject({ registered: false });
    expect(server.requests.slice(from)).toEqual([]);
  });

  it('names the secrets that are not set, with the command that sets them', async () => {
    await expect(run(stage({ EFI_CLIENT_SECRET: undefined, EFI_WEBHOOK_SECRET: undefined }))).rejects.toThrow(
      'Stage prod has no EFI_CLIENT_SECRET, EFI_WEBHOOK_SECRET: set each with `npx sst secrets set <NAME> <value> --stage prod`.',
    );
  });

  it('says how to get the API URL before the stage is deployed', async () => {
    await expect(run(stage({}, null))).rejects.toThrow(/npx sst deploy --stage prod.*--api-url/);
  });

  it("fails with Efí's reason when Efí refuses (credentials)", async () => {
    await expect(run(stage({ EFI_CLIENT_SECRET: 'Client_Secret_wrong' }))).rejects.toMatchObject({
      failure: 'credentials',
    });
  });
});
