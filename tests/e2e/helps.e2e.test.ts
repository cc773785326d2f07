import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logIn } from './browser.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const root = { email: 'e2e-helps@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Ajuda', email: 'agente.ajuda@example.com', password: 'agent-secret', profile: 'user' };

const stack = e2eStack('helps', root);
const shots = screenshotRecorder('helps');

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const ajudaTab = (page: Page) => page.getByRole('tab', { name: 'Ajuda' });
const row = (page: Page, cell: string) =>
  page
    .getByTestId('helps-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/**
 * No internet here: the video host's thumbnails fail (as they would offline or blocked) and its player is a stand-in
 * page served at the real embed address, so the test sees the page's policy let the frame load.
 */
async function offlineVideoHost(context: BrowserContext) {
  await context.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));
  await context.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#eee;font:16px sans-serif">Player</body>',
    }),
  );
}

/** What the screen settles on: the toasts gone, the drawer and dialogs done moving after the size change. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 10_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** Content-Security-Policy refusals the page reports from now on. */
async function cspViolations(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cspSeen: string[] }).cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspSeen: string[] }).cspSeen);
}

async function saveHelp(page: Page, fields: { title: string; video: string; description?: string }) {
  await page.getByLabel('Título').fill(fields.title);
  await page.getByLabel('Código do Vídeo').fill(fields.video);
  await page.getByLabel('Descrição').fill(fields.description ?? '');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await savedAndCleared(page);
}

/** A save answered: its toast shows and the form is empty again, ready for the next record. */
async function savedAndCleared(page: Page) {
  await toast(page, 'Operação realizada com sucesso!').waitFor();
  await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('[data-testid="help-form"] input')?.value);
}

describe('help videos in the browser', () => {
  it('lets the super user add, edit and delete help videos in Settings › Ajuda', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, root);
    await callApi(page, 'POST', '/users', agent);
    await page.goto('/settings');
    await ajudaTab(page).click();
    await page.getByTestId('helps-tab').waitFor();
    await expect(page.getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);

    await saveHelp(page, {
      title: 'Como conectar o WhatsApp',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      description: 'Leia o QR Code da página Conexões com o celular da empresa.',
    });
    await row(page, 'dQw4w9WgXcQ').waitFor();
    await expect(page.getByLabel('Título').inputValue()).resolves.toBe('');
    await saveHelp(page, {
      title: 'Filas e chatbot',
      video: 'ABCDEFGHIJK',
      description: 'Opções do chatbot por fila.',
    });
    await saveHelp(page, { title: 'Apagar este', video: 'abcdefghijk' });

    await row(page, 'Como conectar o WhatsApp').click();
    await expect(page.getByLabel('Título').inputValue()).resolves.toBe('Como conectar o WhatsApp');
    await expect(page.getByLabel('Código do Vídeo').inputValue()).resolves.toBe('dQw4w9WgXcQ');
    await page.getByLabel('Título').fill('Conectar o WhatsApp');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await savedAndCleared(page);
    await row(page, 'Conectar o WhatsApp').waitFor();
    await expect(row(page, 'Como conectar o WhatsApp').count()).resolves.toBe(0);

    await row(page, 'Apagar este').click();
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Exclusão de Registro').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await row(page, 'Apagar este').waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);

    // The list is read from an index, which DynamoDB keeps eventually consistent: it settles on the two left.
    const stored = async () =>
      (await callApi<{ title: string; video: string }[]>(page, 'GET', '/helps')).map(({ title, video }) => [
        title,
        video,
      ]);
    await expect.poll(stored).toEqual([
      ['Conectar o WhatsApp', 'dQw4w9WgXcQ'],
      ['Filas e chatbot', 'ABCDEFGHIJK'],
    ]);

    await row(page, 'Filas e chatbot').click();
    await shots.take(page, 'settings-ajuda', async () => {
      if (!(await page.getByTestId('helps-tab').isVisible())) await ajudaTab(page).click();
      await settled(page);
    });
  });

  it('shows an agent the cards on /helps, plays a video in a modal and closes it with Escape', async () => {
    const context = await stack.newContext({ viewport: { width: 1366, height: 800 } });
    await offlineVideoHost(context);
    const page = await context.newPage();
    await logIn(page, agent);
    await page.goto('/settings');
    await page.getByTestId('settings-options').waitFor();
    await expect(ajudaTab(page).count()).resolves.toBe(0);

    await page.goto('/helps');
    const violations = await cspViolations(page);
    const card = page.getByRole('button', { name: 'Assistir: Conectar o WhatsApp' });
    await card.waitFor();
    await expect(page.getByTestId('help-grid').getByRole('listitem').count()).resolves.toBe(2);
    // The thumbnail could not load: the card keeps its 16:9 placeholder and play button.
    await card.locator('.help-thumb-broken').waitFor();
    const thumb = await card.locator('.help-thumb').boundingBox();
    expect(thumb!.width / thumb!.height).toBeCloseTo(16 / 9, 1);
    await shots.take(page, 'helps-page', () => settled(page));

    await card.click();
    const modal = page.getByTestId('help-video-modal');
    await modal.getByRole('heading', { name: 'Conectar o WhatsApp' }).waitFor();
    const player = modal.locator('iframe');
    await expect(player.getAttribute('src')).resolves.toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    await page.frameLocator('[data-testid="help-video-modal"] iframe').getByText('Player').waitFor();
    await shots.take(page, 'helps-video-modal', async () => {
      if (!(await modal.isVisible())) await card.click();
      await modal.waitFor();
      await settled(page);
    });

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expect(card.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await expect(violations()).resolves.toEqual([]);
  });
});
