import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';
import { drawnPng, type FileSpec } from './test-files.js';

const admin = { email: 'e2e-file-lists@example.com', password: 'admin-secret' };
/** The browser's user: the API's admin session stays valid (one session per user). */
const browserUser = { name: 'Fábio', email: 'fabio.arquivos@example.com', password: 'fabio-secret', profile: 'user' };

const stack = e2eStack('file-lists', admin);
const shots = screenshotRecorder('file-lists');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  await api.post('/users', { ...browserUser, queueIds: [] });
});

interface FileList {
  id: string;
  name: string;
  options: { name: string; message: string; file: string | null; mediaType: string | null; path: string | null }[];
}

const row = (page: Page, name: string) => page.getByTestId(`file-list-row-${name}`);
const modal = (page: Page) => page.getByTestId('file-list-modal');
const title = (page: Page) => page.getByTestId('file-lists-title').textContent();
const lists = async () => (await api.get<{ files: FileList[] }>('/files?pageNumber=1')).files;

describe('/files in the browser', () => {
  it('creates a list with an option carrying an uploaded file, edits it and deletes it, live', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const image: FileSpec = { name: 'tabela de preços.png', mimeType: 'image/png', buffer: await drawnPng(page) };
    await logIn(page, browserUser);
    await page.goto('/files');
    await realtimeReady(page);
    await expect.poll(() => title(page), LIVE).toBe('Listas de Arquivos (0)');

    // Spec 3 §5's texts.
    await page.getByTestId('file-list-add').click();
    await modal(page).waitFor();
    await page.getByTestId('file-list-name').fill('ab');
    await page.getByTestId('file-list-save').click();
    await modal(page).getByText('nome muito curto').waitFor();
    await modal(page).getByText('Obrigatório').waitFor();

    await page.getByTestId('file-list-name').fill('Catálogo de verão');
    await page.getByTestId('file-list-message').fill('Confira o nosso catálogo!');
    await page.getByTestId('file-list-option-add').click();
    await page.getByTestId('file-list-option-0-name').fill('Tabela');
    await page.getByTestId('file-list-option-0-file-input').setInputFiles(image);
    await expect.poll(() => page.getByTestId('file-list-option-0-file-name').textContent()).toBe(image.name);
    await page.getByTestId('file-list-option-add').click();
    await page.getByTestId('file-list-option-1-name').fill('Aviso');
    await page.getByTestId('file-list-save').click();
    await modal(page).getByText('Informe uma mensagem ou um arquivo').waitFor();
    await page.getByTestId('file-list-option-1-message').fill('Promoção válida até sexta');
    await shots.take(page, 'modal', async () => {
      if (!(await modal(page).isVisible())) throw new Error('the dialog closed on resize');
    });
    await page.getByTestId('file-list-save').click();
    await page.locator('.toast', { hasText: 'Lista de arquivos salva com sucesso!' }).waitFor(LIVE);
    await modal(page).waitFor({ state: 'detached' });
    await row(page, 'Catálogo de verão').waitFor(LIVE);
    await expect.poll(() => title(page), LIVE).toBe('Listas de Arquivos (1)');

    const [created] = await lists();
    expect(created!.options).toMatchObject([
      { name: 'Tabela', message: '', file: 'tabela_de_preços.png', mediaType: 'image/png' },
      { name: 'Aviso', message: 'Promoção válida até sexta', file: null },
    ]);

    // Another user's list arrives live (the `file` event).
    await api.post('/files', { name: 'Boas-vindas', message: 'Olá!', options: [] });
    await row(page, 'Boas-vindas').waitFor(LIVE);
    await expect.poll(() => title(page), LIVE).toBe('Listas de Arquivos (2)');
    await settled(page);
    await shots.take(page, 'page', () => page.waitForTimeout(400));

    // Editing shows the stored file; the list is renamed and loses its second option.
    await row(page, 'Catálogo de verão')
      .getByRole('button', { name: /Editar Catálogo de verão/ })
      .click();
    await expect
      .poll(() => page.getByTestId('file-list-option-0-file-name').textContent())
      .toBe('tabela_de_preços.png');
    await page.getByTestId('file-list-name').fill('Catálogo de inverno');
    await page.getByTestId('file-list-option-1').getByRole('button', { name: 'Remover opção 2' }).click();
    await page.getByTestId('file-list-save').click();
    await row(page, 'Catálogo de inverno').waitFor(LIVE);
    await row(page, 'Catálogo de verão').waitFor({ state: 'detached' });
    const edited = (await lists()).find((list) => list.id === created!.id)!;
    expect(edited.options).toMatchObject([{ name: 'Tabela', file: 'tabela_de_preços.png' }]);

    // Deleting asks first.
    await row(page, 'Catálogo de inverno')
      .getByRole('button', { name: /Excluir Catálogo de inverno/ })
      .click();
    await page.getByTestId('confirm-dialog').getByText('Excluir Catálogo de inverno?').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.locator('.toast', { hasText: 'Lista de arquivos excluída com sucesso!' }).waitFor(LIVE);
    await row(page, 'Catálogo de inverno').waitFor({ state: 'detached', ...LIVE });
    await expect.poll(() => title(page), LIVE).toBe('Listas de Arquivos (1)');
    expect((await lists()).map((list) => list.name)).toEqual(['Boas-vindas']);

    // 22 lists: 20 a page, the rest as the table is scrolled to its bottom; the search narrows them (lower-cased).
    for (let i = 0; i < 21; i += 1) {
      await api.post('/files', { name: `Lista ${String(i).padStart(2, '0')}`, message: 'Olá!', options: [] });
    }
    await page.reload();
    await expect.poll(() => title(page), LIVE).toBe('Listas de Arquivos (22)');
    const rows = page.getByTestId('file-lists-table').locator('tbody tr');
    await expect.poll(() => rows.count(), LIVE).toBe(20);
    await page.getByTestId('file-lists-table').evaluate((table) => {
      const container = table.parentElement!;
      container.scrollTop = container.scrollHeight;
    });
    await row(page, 'Lista 20').waitFor(LIVE);
    expect(await rows.count()).toBe(22);
    await page.getByPlaceholder('Pesquisar').fill('LISTA 2');
    await expect.poll(() => title(page), LIVE).toBe('Listas de Arquivos (1)');
    await expect.poll(() => rows.count(), LIVE).toBe(1);
  });
});
