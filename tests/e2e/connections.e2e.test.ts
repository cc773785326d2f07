import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer, type ServerOptions } from '../../functions/src/local/server.js';
import { BrowserProfiles, launchChromium, logIn as logInAs, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, eventually } from './conversation-support.js';
import { callApi } from './stack.js';

// Needs web/dist: `npm test` builds the web app before running the browser tests.
const admin = { email: 'e2e-connections@example.com', password: 'admin-secret' };
const connectionName = 'Balcão Simulado';
const customer = { number: '5511988887777', name: 'Cliente Teste' };
/** Session changes travel through the job queue and the session manager: allow them a few polls. */
const LIVE = { timeout: 20_000 };
const SIZES = { desktop: { width: 1366, height: 800 }, mobile: { width: 390, height: 844 } };

const serverOptions: ServerOptions = {
  port: 0,
  dynamoEndpoint: inject('dynamoEndpoint'),
  tableName: `e2e-connections-${Date.now()}`,
  adminEmail: admin.email,
  adminPassword: admin.password,
};

let server: RunningServer | undefined;
let browser: Browser;
let profiles: BrowserProfiles;

beforeAll(async () => {
  server = await startServer(serverOptions);
  browser = await launchChromium();
  profiles = new BrowserProfiles(browser);
});

afterAll(async () => {
  await profiles?.closeAll();
  await browser?.close();
  await server?.stop();
});

const newContext = () => profiles.newContext(server!.url);
const logIn = (page: Page) => logInAs(page, admin);

const connectionRow = (page: Page) => page.getByTestId('connection-row').filter({ hasText: connectionName });

/** Waits until the row's status icon says `status` — pushed by realtime events, never by a reload. */
async function rowShows(row: Locator, status: string) {
  await row.locator(`[data-testid="connection-status"][data-status="${status}"]`).waitFor(LIVE);
}

async function scanFromPhone(phone: Page) {
  await phone.locator('[data-testid="simulator-status"][data-status="qrcode"]').waitFor(LIVE);
  await phone.getByTestId('simulator-qr').locator('svg').waitFor();
  await phone.getByTestId('simulator-scan').click();
}

async function addConnection(page: Page) {
  await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
  const modal = page.getByTestId('connection-modal');
  await modal.getByLabel('Nome').fill(connectionName);
  await expect(modal.getByLabel('Provedor').inputValue()).resolves.toBe('simulator');
  await modal.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByText('Conexão salva com sucesso.').waitFor();
}

describe('connections and the simulator in the browser', () => {
  it('connects a simulated number by QR, disconnects it, starts it again, and keeps it connected across a restart', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const pageRealtime = realtimeReady(page);
    await logIn(page);
    await pageRealtime;

    await page.getByTestId('menu-connections').click();
    await page.waitForURL('**/connections');
    await page.getByRole('heading', { name: 'Conexões' }).waitFor();
    await addConnection(page);
    const row = connectionRow(page);
    await rowShows(row, 'qrcode');

    await row.getByRole('button', { name: 'QR CODE' }).click();
    const qrModal = page.getByTestId('qr-modal');
    await qrModal.getByTestId('qr-code').locator('svg').waitFor();

    const phone = await context.newPage();
    const phoneRealtime = realtimeReady(phone);
    await phone.goto('/simulator');
    await phoneRealtime;
    await phone.getByTestId('simulator-connection').selectOption({ label: connectionName });
    await scanFromPhone(phone);

    await qrModal.waitFor({ state: 'detached', ...LIVE });
    await rowShows(row, 'CONNECTED');
    await phone.getByTestId('simulator-phone').waitFor(LIVE);

    await row.getByRole('button', { name: 'Desconectar' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await rowShows(row, 'DISCONNECTED');

    await row.getByRole('button', { name: 'Tentar novamente' }).click();
    await rowShows(row, 'qrcode');
    await scanFromPhone(phone);
    await rowShows(row, 'CONNECTED');

    const addCustomer = phone.getByTestId('simulator-add-customer');
    await addCustomer.getByLabel('Número').fill(customer.number);
    await addCustomer.getByLabel('Nome').fill(customer.name);
    await addCustomer.getByRole('button', { name: 'Adicionar cliente' }).click();
    const conversation = phone.getByTestId('simulator-conversation');
    await phone.getByTestId('simulator-text').fill('Olá, preciso de ajuda');
    await phone.getByTestId('simulator-send').click();
    await conversation
      .locator('[data-testid="simulator-message"][data-from="customer"]')
      .filter({ hasText: 'Olá, preciso de ajuda' })
      .waitFor(LIVE);
    await phone.getByTestId('simulator-customer').filter({ hasText: customer.name }).waitFor();

    await context.close();
    await server!.stop();
    server = await startServer(serverOptions);

    const afterRestart = await (await newContext()).newPage();
    await logIn(afterRestart);
    await afterRestart.goto('/connections');
    const restoredRow = connectionRow(afterRestart);
    // Nobody scans after the restart: CONNECTED can only come from the stored pairing.
    await rowShows(restoredRow, 'CONNECTED');
    await expect(restoredRow.getByRole('button', { name: 'QR CODE' }).count()).resolves.toBe(0);
  });
});

describe('deleting a connection that still has tickets, in the browser', () => {
  it('is refused with a toast saying how many tickets are open, and allowed once they are resolved', async () => {
    const api = await apiAs(server!.url, admin);
    const held = await connectedSimulator(api, 'Conexão Ocupada', []);
    const phone = customerPhone(api, held.id, { number: '5511977770000', name: 'Cliente Ocupada' });
    await phone.says('Oi, ainda estou aqui');
    const [ticket] = await eventually(
      () => api.get<{ tickets: { id: string; whatsappId: string }[] }>('/tickets?status=pending&showAll=true'),
      (page) => page.tickets.some((candidate) => candidate.whatsappId === held.id),
      'the customer’s ticket',
    ).then((page) => page.tickets.filter((candidate) => candidate.whatsappId === held.id));

    const page = await (await newContext()).newPage();
    await logIn(page);
    await page.goto('/connections');
    const row = page.getByTestId('connection-row').filter({ hasText: 'Conexão Ocupada' });
    const shots = mkdtempSync(join(tmpdir(), 'balcao-connection-delete-'));
    const refusal =
      'Esta conexão tem 1 ticket aberto ou pendente. Resolva-o ou transfira-o antes de excluir a conexão.';
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await row.getByRole('button', { name: 'Excluir Conexão Ocupada' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
      const toast = page.getByRole('alert').filter({ hasText: refusal });
      await toast.waitFor();
      await toast.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
      await page.screenshot({ path: join(shots, `refused-${label}.png`) });
      // Error toasts close by themselves after 2 s (spec 1 §9).
      await toast.waitFor({ state: 'detached' });
    }
    console.log(`connection delete screenshots in ${shots}`);
    await expect(row.count()).resolves.toBe(1);

    // The browser's login ended the API client's session: the page's own session resolves the ticket.
    await callApi(page, 'PUT', `/tickets/${ticket!.id}`, { status: 'closed' });
    await row.getByRole('button', { name: 'Excluir Conexão Ocupada' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Conexão excluída com sucesso!').waitFor();
    await row.waitFor({ state: 'detached', ...LIVE });
  });
});
