import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { EfiPayments } from './efi-payments.js';
import { ACCOUNT_KEY, startEfiTestServer, testServerConfig, type EfiTestServer } from './efi-test-server.js';
import { efiWebhookUrl } from './efi-webhook.js';

const SECRET = 'webhook-secret-0123456789abcdef';
const API = 'https://abc123.execute-api.us-east-1.amazonaws.com';
let server: EfiTestServer;
const providers: EfiPayments[] = [];

beforeAll(async () => {
  server = await startEfiTestServer();
});
afterAll(async () => {
  for (const provider of providers) provider.close();
  await server.close();
});

function efi(pixKey = ACCOUNT_KEY) {
  const provider = new EfiPayments(
    testServerConfig(server, { webhookSecret: SECRET, pixKey }),
    manualClock(new Date()),
  );
  providers.push(provider);
  return provider;
}

describe('efiWebhookUrl', () => {
  it('is the API plus the webhook path and the secret, to which Efí appends /pix', () => {
    expect(efiWebhookUrl(API, SECRET)).toBe(`${API}/api/payments/webhook/${SECRET}`);
    expect(efiWebhookUrl(`${API}/`, SECRET)).toBe(`${API}/api/payments/webhook/${SECRET}`);
    expect(efiWebhookUrl(API, 'a/b+c=')).toBe(`${API}/api/payments/webhook/a%2Fb%2Bc%3D`);
  });

  it('refuses an API that is not HTTPS (Efí calls only HTTPS webhooks)', () => {
    expect(() => efiWebhookUrl('http://localhost:8080', SECRET)).toThrow(/HTTPS/);
    expect(() => efiWebhookUrl('not a url', SECRET)).toThrow(/HTTPS/);
  });
});

describe('EfiPayments.registerWebhook against a local Efí Pix API (mTLS, recorded shapes)', () => {
  it("registers the URL for the account's Pix key without mTLS on our side, and reads it back", async () => {
    const from = server.requests.length;
    const url = efiWebhookUrl(API, SECRET);
    const stored = await efi().registerWebhook(url);
    expect(stored).toMatchObject({ webhookUrl: url });
    expect(Date.parse(stored.createdAt!)).not.toBeNaN();
    const key = encodeURIComponent(ACCOUNT_KEY);
    expect(server.requests.slice(from)).toEqual([
      'POST /oauth/token',
      `PUT /v2/webhook/${key}`,
      `GET /v2/webhook/${key}`,
    ]);
    expect(server.webhooks.get(ACCOUNT_KEY)).toMatchObject({ webhookUrl: url, skipMtls: true });
    expect(await efi().readWebhook()).toMatchObject({ webhookUrl: url });
  });

  it('replaces a registered URL (a new API address or a rotated secret)', async () => {
    await efi().registerWebhook(efiWebhookUrl(API, SECRET));
    const moved = efiWebhookUrl('https://api.balcao.example', SECRET);
    expect(await efi().registerWebhook(moved)).toMatchObject({ webhookUrl: moved });
  });

  it('refuses, before calling Efí, a URL whose notifications parseWebhook would refuse', async () => {
    const from = server.requests.length;
    await expect(efi().registerWebhook(efiWebhookUrl(API, 'another-secret-0123456789abc'))).rejects.toMatchObject({
      failure: 'rejected',
      message: expect.stringMatching(/EFI_WEBHOOK_SECRET/),
    });
    await expect(efi().registerWebhook(`http://x.example/api/payments/webhook/${SECRET}`)).rejects.toMatchObject({
      failure: 'rejected',
    });
    expect(server.requests.slice(from)).toEqual([]);
  });

  it('accepts the ?hmac= form (the secret as a query parameter) as well', async () => {
    const url = `${API}/api/payments/webhook?hmac=${SECRET}&ignorar=`;
    expect(await efi().registerWebhook(url)).toMatchObject({ webhookUrl: url });
  });

  it('fails with rejected, naming the field, when Efí refuses the key (400 problem details)', async () => {
    await expect(efi('someone-else@balcao.dev').registerWebhook(efiWebhookUrl(API, SECRET))).rejects.toMatchObject({
      failure: 'rejected',
      status: 400,
      message: expect.stringContaining('chave'),
    });
  });

  it('knows no webhook for a key that has none', async () => {
    server.webhooks.clear();
    expect(await efi().readWebhook()).toBeUndefined();
  });
});
