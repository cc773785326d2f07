import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../functions/src/domain/webhooks/signature.js';
import { startWebhookReceiver } from '../../functions/src/testing/webhook-receiver.js';
import { logIn, realtimeReady } from './browser.js';
import { LIVE } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-webhooks@example.com', password: 'admin-secret' };
const stack = e2eStack('webhooks', admin);
const shots = screenshotRecorder('webhooks');
/** The drawer slides away when the page narrows to a phone's width. */
const transitions = (page: Page) => () => page.waitForTimeout(400);
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});

afterAll(() => receiver.close());

describe('/webhooks in the browser (docs/decisions/056)', () => {
  it('registers an endpoint, shows its secret once, sends a test event and shows the delivery in the log', async () => {
    const context = await stack.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const live = realtimeReady(page);
    await logIn(page, admin);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/webhooks');
    await live;
    await page.getByText('Nenhum webhook cadastrado.').waitFor();

    await page.getByRole('button', { name: 'Adicionar webhook' }).click();
    const modal = page.getByTestId('webhook-modal');
    await modal.getByLabel('URL').fill('hooks.example.com');
    await modal.getByLabel('Mensagem nova').uncheck();
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await modal.getByText('URL inválida').waitFor();
    await modal.getByText('Escolha ao menos um evento').waitFor();
    await modal.getByLabel('URL').fill(receiver.url('/e2e'));
    await modal.getByLabel('Mensagem nova').check();
    await modal.getByLabel('Ticket alterado').check();
    await shots.take(page, 'modal', transitions(page));
    await modal.getByRole('button', { name: 'Adicionar' }).click();

    const secretDialog = page.getByTestId('webhook-secret');
    await secretDialog.waitFor(LIVE);
    const secret = await page.getByTestId('webhook-secret-value').inputValue();
    expect(secret).toMatch(/^whsec_/);
    // The label changes once the clipboard took the secret, and back after 1 s.
    const copy = secretDialog.locator('.webhook-secret-row button');
    await expect.poll(() => copy.textContent()).toBe('Copiar');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect.poll(() => copy.textContent()).toBe('Copiar');
    // The save's toast goes by itself; the dialog stays until the secret is taken.
    await page.locator('.toast').waitFor({ state: 'detached', ...LIVE });
    await shots.take(page, 'secret', transitions(page));
    await secretDialog.getByRole('button', { name: 'Concluído' }).click();
    await secretDialog.waitFor({ state: 'detached' });

    const row = page.locator('.webhook-row', { hasText: receiver.url('/e2e') });
    await row.getByText(`Segredo terminado em ${secret.slice(-4)}`).waitFor();
    await row.getByRole('button', { name: 'Enviar teste' }).click();
    const [hook] = await receiver.received('/e2e');
    const signature = {
      signature: String(hook!.headers['x-balcao-signature']),
      timestamp: String(hook!.headers['x-balcao-timestamp']),
    };
    expect(verifyDelivery(secret, signature, hook!.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(JSON.parse(hook!.body)).toMatchObject({ event: 'webhook.test' });

    const log = page.getByTestId('webhook-deliveries');
    const delivery = log.getByTestId('webhook-delivery').first();
    await delivery.waitFor(LIVE);
    await expect.poll(() => delivery.textContent(), LIVE).toMatch(/Teste.*200 · Entregue.*1.*ms/);
    await settled(page);
    await shots.take(page, 'page', transitions(page));
  });
});
