import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, LIVE, PNG, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

/**
 * /messages-api (spec 3 §2, docs/decisions/055): the test forms send through the public API with a connection's
 * token, and the simulator's customer receives the text and the file; the copy buttons reset after 1 s; the
 * reference page (Scalar, from our own origin) shows the document.
 */
const admin = { email: 'e2e-messages-api@example.com', password: 'admin-secret' };
/** The browser's user: the API's admin session stays valid (one session per user). */
const integrator = { name: 'Integrador', email: 'integrador@example.com', password: 'agent-secret', profile: 'admin' };
const customer = { number: '5511955554444', name: 'Cliente API' };

const stack = e2eStack('messages-api', admin);
const shots = screenshotRecorder('messages-api');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();

describe('the /messages-api page in the browser', () => {
  it('sends a text and a file through the test forms to the simulator, with the number rule and copy buttons', async () => {
    const connection = await connectedSimulator(api, 'Balcão API', []);
    const { token } = await api.get<{ token: string }>(`/whatsapp/${connection.id}`);
    const phone = customerPhone(api, connection.id, customer);
    await api.post('/users', integrator);
    const context = await stack.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await logIn(page, integrator);
    await page.goto('/messages-api');
    await page.getByRole('heading', { name: 'API de mensagens' }).waitFor();
    expect(await page.getByTestId('messages-api-url').textContent()).toBe(`POST ${stack.url}/api/messages/send`);

    // Spec 3 §2: the copy button says it copied, then resets after 1 second.
    const copyUrl = page.getByTestId('copy-url');
    await copyUrl.click();
    await expect.poll(() => copyUrl.textContent()).toBe('Copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.url}/api/messages/send`);
    await expect.poll(() => copyUrl.textContent(), { timeout: 3_000 }).toBe('Copiar');
    await shots.take(page, 'page', () => settled(page));

    // Spec 3 §5: token, number and body required; the number digits only.
    const text = page.getByTestId('messages-api-text');
    await text.getByRole('button', { name: 'Enviar' }).click();
    expect(await text.getByText('Obrigatório').count()).toBe(3);
    await text.getByLabel('Token').fill(token);
    await text.getByLabel('Número').fill('+55 (11) 95555-4444');
    await text.getByLabel('Mensagem').fill('Olá pela API!');
    await text.getByText('Use só dígitos: DDI, DDD e número (8 a 15 dígitos)').waitFor();
    await shots.take(page, 'number-rule', async () => {
      await text.getByLabel('Número').scrollIntoViewIfNeeded();
      await settled(page);
    });
    await text.getByLabel('Número').fill(customer.number);
    await text.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Mensagem enviada com sucesso.').waitFor();
    await expect
      .poll(
        async () => (await phone.conversation()).some((m) => m.from === 'business' && m.body === 'Olá pela API!'),
        LIVE,
      )
      .toBe(true);

    // A wrong token is the API's own refusal, shown as its message.
    const media = page.getByTestId('messages-api-media');
    await media.getByLabel('Token').fill('token-que-nao-existe-0000');
    await media.getByLabel('Número').fill(customer.number);
    await media.getByLabel('Arquivo').setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
    await media.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Token inválido.').waitFor();
    await media.getByLabel('Token').fill(token);
    await media.getByLabel('Legenda (opcional)').fill('Comprovante');
    await media.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Mensagem enviada com sucesso.').waitFor();
    await expect
      .poll(
        async () => (await phone.conversation()).some((m) => m.body === 'Comprovante' && m.media?.kind === 'image'),
        LIVE,
      )
      .toBe(true);
    await shots.take(page, 'sent', async () => {
      await media.scrollIntoViewIfNeeded();
      await settled(page);
    });
  });

  it('shows the connection’s token in its form with regenerate and copy', async () => {
    const [connection] = await api.get<{ id: string; name: string; token: string }[]>('/whatsapp');
    const context = await stack.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await logIn(page, integrator);
    await page.goto('/connections');
    const row = page.getByTestId('connection-row').filter({ hasText: connection!.name });
    await row.getByRole('button', { name: /^Editar/ }).click();
    const modal = page.getByTestId('connection-modal');
    expect(await modal.getByLabel('Token', { exact: true }).inputValue()).toBe(connection!.token);
    const copy = modal.getByTestId('connection-token-copy');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(connection!.token);
    await shots.take(page, 'connection-token', () => settled(page));
  });

  it('links a reference page that renders the OpenAPI document with nothing from outside our origin', async () => {
    const page = await stack.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(stack.url)) outside.push(request.url());
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/api/docs');
    await page.getByText('Balcão — API de mensagens').first().waitFor({ timeout: 20_000 });
    await page.getByText('/messages/send').first().waitFor();
    // None of Scalar's cloud features (they would call outside): no AI agent, no MCP, no developer tools.
    expect(await page.getByText('Ask AI').count()).toBe(0);
    await shots.take(page, 'reference', () => settled(page));
    expect({ outside, refused }).toEqual({ outside: [], refused: [] });
  });
});
