import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  startDialogflowTestServer,
  type DialogflowTestServer,
} from '../../functions/src/platform/dialogflow/dialogflow-test-server.js';
import { googleDialogflow } from '../../functions/src/platform/dialogflow/google-dialogflow.js';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-integrations@example.com', password: 'admin-secret' };
/** The browser's admin: the API's admin session stays valid (one session per user). */
const browserAdmin = { name: 'Ivo', email: 'ivo.integracoes@example.com', password: 'ivo-secret', profile: 'admin' };

const stack = e2eStack('queue-integrations', admin);
const shots = screenshotRecorder('queue-integrations');
let api: Api;
/** Dialogflow's REST API, local: the server's Dialogflow port points at it. */
let dialogflow: DialogflowTestServer;

/** The customer's own bot behind a webhook: a local HTTP server recording what reaches it. */
const hook = { url: '', requests: [] as { method: string; path: string; body: string }[] };
const hookServer = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    hook.requests.push({ method: req.method ?? '', path: req.url ?? '', body });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: 'pong' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/bot`;
  dialogflow = await startDialogflowTestServer();
  stack.deps.dialogflow = googleDialogflow({ url: dialogflow.url });
  api = await apiAs(stack.url, admin);
  await api.post('/users', { ...browserAdmin, queueIds: [] });
});
afterAll(async () => {
  await dialogflow.close();
  await new Promise<void>((resolve) => hookServer.close(() => resolve()));
});

interface Integration {
  id: string;
  type: string;
  name: string;
  projectName: string | null;
  urlN8N: string | null;
}

const row = (page: Page, name: string) => page.getByTestId(`queue-integration-row-${name}`);
const modal = (page: Page) => page.getByTestId('queue-integration-modal');
const title = (page: Page) => page.getByTestId('queue-integrations-title').textContent();
const stored = async () =>
  (await api.get<{ queueIntegrations: Integration[] }>('/queueIntegration/?pageNumber=1')).queueIntegrations;

describe('/queue-integration in the browser', () => {
  it('creates a webhook integration, tests its URL, edits and deletes it, live', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserAdmin);
    await page.goto('/queue-integration');
    await realtimeReady(page);
    await expect.poll(() => title(page), LIVE).toBe('Integrações (0)');

    // Spec 3 §5's name texts.
    await page.getByTestId('queue-integration-add').click();
    await modal(page).waitFor();
    await page.getByTestId('queue-integration-type').selectOption('webhook');
    await page.getByTestId('queue-integration-save').click();
    await modal(page).getByText('Required', { exact: true }).first().waitFor();
    await page.getByTestId('queue-integration-name').fill('a');
    await page.getByTestId('queue-integration-save').click();
    await modal(page).getByText('Too Short!').waitFor();
    await page.getByTestId('queue-integration-name').fill('x'.repeat(51));
    await page.getByTestId('queue-integration-save').click();
    await modal(page).getByText('Too Long!').waitFor();

    await page.getByTestId('queue-integration-name').fill('Robô de pedidos');
    await page.getByTestId('queue-integration-urlN8N').fill(hook.url);
    // The test action reaches the URL before anything is saved.
    await page.getByTestId('queue-integration-test').click();
    await page.locator('.toast', { hasText: 'Teste da integração realizado com sucesso!' }).waitFor(LIVE);
    expect(hook.requests.length).toBeGreaterThan(0);
    await shots.take(page, 'modal', async () => {
      if (!(await modal(page).isVisible())) throw new Error('the dialog closed on resize');
    });
    await page.getByTestId('queue-integration-save').click();
    await page.locator('.toast', { hasText: 'Integração adicionada com sucesso!' }).waitFor(LIVE);
    await modal(page).waitFor({ state: 'detached' });
    await row(page, 'Robô de pedidos').waitFor(LIVE);
    await expect.poll(() => title(page), LIVE).toBe('Integrações (1)');
    // The project name of a webhook is its name (spec 3 §5).
    expect(await stored()).toMatchObject([
      { type: 'webhook', name: 'Robô de pedidos', projectName: 'Robô de pedidos', urlN8N: hook.url },
    ]);

    // Another admin's integration arrives live (the `queueIntegration` event).
    await api.post('/queueIntegration', { type: 'n8n', name: 'Fluxo n8n', urlN8N: 'http://127.0.0.1:9/n8n' });
    await row(page, 'Fluxo n8n').waitFor(LIVE);
    await expect.poll(() => title(page), LIVE).toBe('Integrações (2)');
    await settled(page);
    await shots.take(page, 'page', () => page.waitForTimeout(400));

    // A URL nobody answers at: the test says so and nothing is saved.
    await row(page, 'Fluxo n8n')
      .getByRole('button', { name: /Editar Fluxo n8n/ })
      .click();
    await modal(page).waitFor();
    await page.getByTestId('queue-integration-test').click();
    await page.locator('.toast-error').first().waitFor(LIVE);
    await page.keyboard.press('Escape');

    // Editing renames it.
    await row(page, 'Robô de pedidos')
      .getByRole('button', { name: /Editar Robô de pedidos/ })
      .click();
    await expect.poll(() => page.getByTestId('queue-integration-urlN8N').inputValue()).toBe(hook.url);
    await page.getByTestId('queue-integration-name').fill('Robô de entregas');
    await page.getByTestId('queue-integration-save').click();
    await page.locator('.toast', { hasText: 'Integração editada com sucesso!' }).waitFor(LIVE);
    await row(page, 'Robô de entregas').waitFor(LIVE);
    await row(page, 'Robô de pedidos').waitFor({ state: 'detached' });

    // Deleting asks first.
    await row(page, 'Robô de entregas')
      .getByRole('button', { name: /Excluir Robô de entregas/ })
      .click();
    await page.getByTestId('confirm-dialog').getByText('Excluir Robô de entregas?').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.locator('.toast', { hasText: 'Integração excluída com sucesso!' }).waitFor(LIVE);
    await row(page, 'Robô de entregas').waitFor({ state: 'detached', ...LIVE });
    expect((await stored()).map((integration) => integration.name)).toEqual(['Fluxo n8n']);

    // The search narrows the list (lower-cased).
    await page.getByPlaceholder('Pesquisar').fill('FLUXO');
    await expect.poll(() => page.getByTestId('queue-integrations-table').locator('tbody tr').count(), LIVE).toBe(1);
  });

  it("adds a Dialogflow agent whose key file the test action tries against Dialogflow's API", async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserAdmin);
    await page.goto('/queue-integration');
    await page.getByTestId('queue-integration-add').click();
    await page.getByTestId('queue-integration-type').selectOption('dialogflow');
    await page.getByTestId('queue-integration-name').fill('Agente virtual');
    await page.getByTestId('queue-integration-projectName').fill(dialogflow.account.project_id);
    await page.getByTestId('queue-integration-language').selectOption('en');
    await page.getByTestId('queue-integration-jsonContent').fill(JSON.stringify(dialogflow.account, null, 2));
    await page.getByTestId('queue-integration-test').click();
    await page.locator('.toast', { hasText: 'Teste da integração realizado com sucesso!' }).waitFor(LIVE);
    expect(dialogflow.calls.at(-1)).toMatchObject({ text: 'hello', languageCode: 'en' });
    await shots.take(page, 'dialogflow-modal', () => settled(page));
    await page.getByTestId('queue-integration-save').click();
    await page.locator('.toast', { hasText: 'Integração adicionada com sucesso!' }).waitFor(LIVE);
    await row(page, 'Agente virtual').waitFor(LIVE);

    // Edited, the dialog shows the key without its private key; testing again uses the stored one.
    await row(page, 'Agente virtual')
      .getByRole('button', { name: /Editar Agente virtual/ })
      .click();
    await expect.poll(() => page.getByTestId('queue-integration-jsonContent').inputValue()).toContain('••••');
    const calls = dialogflow.calls.length;
    await page.getByTestId('queue-integration-test').click();
    await expect.poll(() => dialogflow.calls.length, LIVE).toBe(calls + 1);
    await page.locator('.toast-error').waitFor({ state: 'detached' });
  });

  it('a plan without integrations: the permission toast, then the start page after 1 s', async () => {
    const plan = await api.get<{ id: string }>(`/companies/listPlan/${api.user.companyId}`);
    await api.put(`/plans/${plan.id}`, { useIntegrations: false });
    try {
      const page = await stack.newPage();
      await page.setViewportSize({ width: 1366, height: 800 });
      await logIn(page, browserAdmin);
      await page.goto('/queue-integration');
      await page
        .locator('.toast', { hasText: 'Esta empresa não possui permissão para acessar essa página!' })
        .waitFor(LIVE);
      await page.waitForURL((url) => url.pathname === '/', LIVE);
    } finally {
      await api.put(`/plans/${plan.id}`, { useIntegrations: true });
    }
  });
});
