import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { newId } from '../ids.js';
import { hasValidCrc } from './br-code.js';
import type { EfiConfig } from './efi-client.js';
import { EfiPayments } from './efi-payments.js';
import { ACCOUNT_KEY, startEfiTestServer, testServerConfig, type EfiTestServer } from './efi-test-server.js';
import { efiWebhookUrl } from './efi-webhook.js';
import { describePaymentsContract } from './payment-provider-contract.js';

const WEBHOOK_SECRET = 'webhook-secret-0123456789';
let server: EfiTestServer;
const providers: EfiPayments[] = [];

beforeAll(async () => {
  server = await startEfiTestServer();
});
afterAll(async () => {
  for (const provider of providers) provider.close();
  await server.close();
});

function efi(overrides: Partial<EfiConfig> = {}, clock = manualClock(new Date())) {
  const provider = new EfiPayments(testServerConfig(server, { webhookSecret: WEBHOOK_SECRET, ...overrides }), clock);
  providers.push(provider);
  return provider;
}

describePaymentsContract('Efí against its local stand-in', async () => ({
  provider: efi(),
  async pay(txid) {
    const body = server.pay(txid, `E09089356202611241200${txid.slice(-11)}`, new Date().toISOString());
    return { headers: { 'content-type': 'application/json' }, body, pathSecret: WEBHOOK_SECRET };
  },
  forge: ({ pathSecret: _secret, ...request }) => request,
}));

const newCharge = (amountCents = 14990) => ({ txid: newId(), amountCents, expiresInSeconds: 3600 });
const calls = (from: number) => server.requests.slice(from);

describe('EfiPayments against a local Efí Pix API (mTLS, recorded shapes)', () => {
  it('gets a token with the client credentials, creates the cob with its txid and answers its copia e cola', async () => {
    const from = server.requests.length;
    const input = newCharge();
    const charge = await efi().createCharge(input);
    expect(charge).toMatchObject({ txid: input.txid, status: 'active', amountCents: 14990 });
    expect(hasValidCrc(charge.copyPaste)).toBe(true);
    expect(Date.parse(charge.expiresAt) - Date.parse(charge.createdAt)).toBe(3600_000);
    expect(calls(from)).toEqual(['POST /oauth/token', `PUT /v2/cob/${input.txid}`]);
  });

  it('keeps the token for later calls', async () => {
    const provider = efi();
    const from = server.requests.length;
    const { txid } = await provider.createCharge(newCharge());
    await provider.readCharge(txid);
    await provider.readCharge(txid);
    expect(calls(from).filter((call) => call === 'POST /oauth/token')).toHaveLength(1);
  });

  it('asks for a new token once when Efí no longer accepts the one it holds', async () => {
    const provider = efi();
    const { txid } = await provider.createCharge(newCharge());
    server.revokeTokens();
    const from = server.requests.length;
    expect((await provider.readCharge(txid))?.txid).toBe(txid);
    expect(calls(from)).toEqual([`GET /v2/cob/${txid}`, 'POST /oauth/token', `GET /v2/cob/${txid}`]);
  });

  it('reads the copia e cola from the charge location when the charge does not carry it', async () => {
    server.withCopyPaste = false;
    try {
      const from = server.requests.length;
      const charge = await efi().createCharge(newCharge());
      expect(hasValidCrc(charge.copyPaste)).toBe(true);
      expect(calls(from).at(-1)).toMatch(/^GET \/v2\/loc\/\d+\/qrcode$/);
    } finally {
      server.withCopyPaste = true;
    }
  });

  it('reads a paid charge with its payment, and knows no charge it never created', async () => {
    const provider = efi();
    const { txid } = await provider.createCharge(newCharge(5000));
    expect((await provider.readCharge(txid))?.status).toBe('active');
    server.pay(txid, 'E09089356202611241200abcdefghijk', '2026-11-24T12:00:00.000Z');
    expect(await provider.readCharge(txid)).toMatchObject({
      status: 'paid',
      payment: {
        txid,
        amountCents: 5000,
        paidAt: '2026-11-24T12:00:00.000Z',
        eventId: 'E09089356202611241200abcdefghijk',
      },
    });
    expect(await provider.readCharge(newId())).toBeUndefined();
  });

  it('shows an active charge past its expiry as expired', async () => {
    const clock = manualClock(new Date());
    const provider = efi({}, clock);
    const { txid } = await provider.createCharge({ ...newCharge(), expiresInSeconds: 60 });
    clock.advance(3600_000);
    expect((await provider.readCharge(txid))?.status).toBe('expired');
  });

  it('works with the certificate as the .p12 Efí issues', async () => {
    const charge = await efi({ certificate: server.clientPfx }).createCharge(newCharge());
    expect(charge.status).toBe('active');
  });

  it('fails with credentials when Efí refuses the client id and secret (401)', async () => {
    const attempt = efi({ clientSecret: 'wrong' }).createCharge(newCharge());
    await expect(attempt).rejects.toMatchObject({ failure: 'credentials', status: 401 });
    await expect(attempt).rejects.toThrow(/invalid_client — Invalid or inactive credentials/);
  });

  it('fails with unavailable when the certificate is not one the server trusts (mTLS handshake)', async () => {
    const attempt = efi({ certificate: server.strangerClient }).createCharge(newCharge());
    await expect(attempt).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('fails with unavailable when Efí does not answer in time', async () => {
    server.silent = true;
    try {
      const attempt = efi({ timeoutMs: 300 }).readCharge(newId());
      await expect(attempt).rejects.toMatchObject({ failure: 'unavailable' });
      await expect(attempt).rejects.toThrow(/no answer within 300 ms/);
    } finally {
      server.silent = false;
    }
  });

  it('fails with rejected, naming the field, when Efí refuses the charge (400 problem details)', async () => {
    const attempt = efi({ pixKey: 'someone-else@example.com' }).createCharge(newCharge());
    await expect(attempt).rejects.toMatchObject({ failure: 'rejected', status: 400 });
    await expect(attempt).rejects.toThrow(/cob\.chave: A chave informada não pertence ao usuário recebedor/);
  });

  it('fails with rejected when the txid is already used (400 in the { nome, mensagem } shape)', async () => {
    const provider = efi();
    const { txid } = await provider.createCharge(newCharge());
    const duplicate = provider.createCharge({ ...newCharge(), txid });
    await expect(duplicate).rejects.toMatchObject({ failure: 'rejected', status: 400 });
    await expect(duplicate).rejects.toThrow(/txid_duplicado — Campo txid informado já foi utilizado/);
  });

  it('refuses a charge the Pix API would refuse before calling Efí', async () => {
    const from = server.requests.length;
    await expect(efi().createCharge({ ...newCharge(), txid: 'too-short' })).rejects.toMatchObject({
      failure: 'rejected',
    });
    await expect(efi().createCharge(newCharge(0))).rejects.toMatchObject({ failure: 'rejected' });
    expect(calls(from)).toEqual([]);
  });
});

describe('EfiPayments webhook', () => {
  const body = JSON.stringify({
    pix: [
      {
        endToEndId: 'E09089356202611241200abcdefghijk',
        txid: '01JDQ0000000000000000000AB',
        chave: 'efi-key@balcao.dev',
        valor: '149.90',
        horario: '2026-11-24T12:00:00.000-03:00',
        infoPagador: 'pagando a fatura',
      },
      { endToEndId: 'E09089356202611241201zzzzzzzzzzz', valor: '1.00', horario: '2026-11-24T12:01:00Z' },
    ],
  });

  it('reads the payments of a notification carrying the secret, skipping a Pix without a charge', async () => {
    const outcome = await efi().parseWebhook({ headers: {}, body, pathSecret: WEBHOOK_SECRET });
    expect(outcome).toEqual({
      kind: 'accepted',
      payments: [
        {
          txid: '01JDQ0000000000000000000AB',
          amountCents: 14990,
          paidAt: '2026-11-24T15:00:00.000Z',
          eventId: 'E09089356202611241200abcdefghijk',
        },
      ],
    });
  });

  it('accepts the secret as the hmac query parameter (Efí webhooks registered without mTLS)', async () => {
    const outcome = await efi().parseWebhook({ headers: {}, body, query: { hmac: WEBHOOK_SECRET } });
    expect(outcome.kind).toBe('accepted');
  });

  it('refuses a notification without the secret or with another one', async () => {
    for (const request of [
      { headers: {}, body },
      { headers: {}, body, pathSecret: 'guess' },
    ]) {
      expect(await efi().parseWebhook(request)).toMatchObject({ kind: 'rejected', reason: 'unauthenticated' });
    }
  });

  it("acknowledges Efí's test call and calls a broken body malformed", async () => {
    const secret = { headers: {}, pathSecret: WEBHOOK_SECRET };
    expect(await efi().parseWebhook({ ...secret, body: '{"evento":"teste_webhook"}' })).toEqual({
      kind: 'accepted',
      payments: [],
    });
    expect(await efi().parseWebhook({ ...secret, body: '{"pix":[{"txid":"x"}]}' })).toMatchObject({
      kind: 'rejected',
      reason: 'malformed',
    });
  });
});

const API = 'https://abc123.execute-api.us-east-1.amazonaws.com';
const hooked = (pixKey = ACCOUNT_KEY) => efi({ pixKey });

describe('EfiPayments.registerWebhook against a local Efí Pix API (mTLS, recorded shapes)', () => {
  it("registers the URL for the account's Pix key without mTLS on our side, and reads it back", async () => {
    const from = server.requests.length;
    const url = efiWebhookUrl(API, WEBHOOK_SECRET);
    const stored = await hooked().registerWebhook(url);
    expect(stored).toMatchObject({ webhookUrl: url });
    expect(Date.parse(stored.createdAt!)).not.toBeNaN();
    const key = encodeURIComponent(ACCOUNT_KEY);
    expect(server.requests.slice(from)).toEqual([
      'POST /oauth/token',
      `PUT /v2/webhook/${key}`,
      `GET /v2/webhook/${key}`,
    ]);
    expect(server.webhooks.get(ACCOUNT_KEY)).toMatchObject({ webhookUrl: url, skipMtls: true });
    expect(await hooked().readWebhook()).toMatchObject({ webhookUrl: url });
  });

  it('replaces a registered URL (a new API address or a rotated secret)', async () => {
    await hooked().registerWebhook(efiWebhookUrl(API, WEBHOOK_SECRET));
    const moved = efiWebhookUrl('https://api.balcao.example', WEBHOOK_SECRET);
    expect(await hooked().registerWebhook(moved)).toMatchObject({ webhookUrl: moved });
  });

  it('refuses, before calling Efí, a URL whose notifications parseWebhook would refuse', async () => {
    const from = server.requests.length;
    await expect(hooked().registerWebhook(efiWebhookUrl(API, 'another-secret-0123456789abc'))).rejects.toMatchObject({
      failure: 'rejected',
      message: expect.stringMatching(/EFI_WEBHOOK_SECRET/),
    });
    await expect(
      hooked().registerWebhook(`http://x.example/api/payments/webhook/${WEBHOOK_SECRET}`),
    ).rejects.toMatchObject({
      failure: 'rejected',
    });
    expect(server.requests.slice(from)).toEqual([]);
  });

  it('accepts the ?hmac= form (the secret as a query parameter) as well', async () => {
    const url = `${API}/api/payments/webhook?hmac=${WEBHOOK_SECRET}&ignorar=`;
    expect(await hooked().registerWebhook(url)).toMatchObject({ webhookUrl: url });
  });

  it('fails with rejected, naming the field, when Efí refuses the key (400 problem details)', async () => {
    await expect(
      hooked('someone-else@balcao.dev').registerWebhook(efiWebhookUrl(API, WEBHOOK_SECRET)),
    ).rejects.toMatchObject({
      failure: 'rejected',
      status: 400,
      message: expect.stringContaining('chave'),
    });
  });

  it('knows no webhook for a key that has none', async () => {
    server.webhooks.clear();
    expect(await hooked().readWebhook()).toBeUndefined();
  });
});
