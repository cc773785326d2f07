import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-contact-lists@example.com', password: 'admin-secret' };
/** A second admin pairs the phone mid-test: the browser's login ends the first admin's other sessions. */
const pairing = {
  name: 'Admin Conexões',
  email: 'conexoes.listas@example.com',
  password: 'pair-secret',
  profile: 'admin',
};
const stack = e2eStack('contact-lists', admin);
const shots = screenshotRecorder('contact-lists');
let api: Api;

beforeAll(async () => {
  await (await apiAs(stack.url, admin)).post('/users', pairing);
  api = await apiAs(stack.url, pairing);
});

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const listRow = (page: Page, name: string) =>
  page.getByTestId('contact-lists-table').locator('tbody tr').filter({ hasText: name });
const itemRows = (page: Page) => page.getByTestId('contact-list-items-table').locator('tbody tr');
const itemRow = (page: Page, name: string) => itemRows(page).filter({ hasText: name });

/** The spreadsheet a user would make: headers in Portuguese, three good rows and one without a usable number. */
async function spreadsheet(): Promise<Buffer> {
  const rows = [
    ['Nome', 'Número', 'E-mail'],
    ['Ana Lima', '5511988887777', 'ana@example.com'],
    ['Bruno Reis', '5521977776666', ''],
    ['Carla Dias', '12345678', ''],
    ['Sem Número', '', ''],
  ];
  return writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();
}

describe('contact lists in the browser', () => {
  it('creates a list, imports an .xlsx with its report, checks numbers live, adds, edits and deletes items', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const live = realtimeReady(page);
    await logIn(page, admin);
    await live;
    await page.goto('/contact-lists');
    await page.getByTestId('contact-lists-table').waitFor(LIVE);

    // A list, its name checked as spec 3 §5 says.
    await page.getByRole('button', { name: 'Nova lista' }).click();
    const listModal = page.getByTestId('contact-list-modal');
    await listModal.getByLabel('Nome').fill('A');
    await listModal.getByRole('button', { name: 'Adicionar' }).click();
    await listModal.getByText('Too Short!').waitFor(LIVE);
    await listModal.getByLabel('Nome').fill('Clientes Natal');
    await listModal.getByRole('button', { name: 'Adicionar' }).click();
    await toast(page, 'Lista salva com sucesso.').waitFor(LIVE);
    await listRow(page, 'Clientes Natal').getByTestId('contact-list-count').filter({ hasText: '0' }).waitFor(LIVE);

    // The items page: the import's report tells the refused row and why.
    await listRow(page, 'Clientes Natal').getByRole('link', { name: 'Clientes Natal', exact: true }).click();
    await page.getByRole('heading', { name: 'Clientes Natal' }).waitFor(LIVE);
    await page.getByTestId('contact-list-import-file').setInputFiles({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await spreadsheet(),
    });
    const report = page.getByTestId('import-report');
    await report.getByText('3 adicionados, 0 atualizados (número repetido), 1 recusados.').waitFor(LIVE);
    await report.getByText('Número obrigatório').waitFor(LIVE);
    await settled(page);
    await shots.take(page, 'import-report', () => settled(page));
    await report.getByRole('button', { name: 'Fechar' }).last().click();
    await itemRow(page, 'Carla Dias').waitFor(LIVE);
    expect(await itemRows(page).count()).toBe(3);
    // No connection yet: the numbers stay unchecked until asked again.
    await page.getByTestId('check-progress').getByText('0 de 3 verificados').waitFor(LIVE);
    expect(await page.getByTestId('validity-unchecked').count()).toBe(3);

    // With a connection, asking again marks each number live: valid ones green, the short one invalid.
    await connectedSimulator(api, 'Balcão Listas', []);
    await page.getByRole('button', { name: 'Verificar números' }).click();
    await page.getByTestId('check-progress').getByText('3 de 3 verificados · 2 válidos · 1 inválidos').waitFor(LIVE);
    await itemRow(page, 'Carla Dias').getByTestId('validity-invalid').waitFor(LIVE);
    await itemRow(page, 'Ana Lima').getByTestId('validity-valid').waitFor(LIVE);
    await settled(page);
    await shots.take(page, 'items', () => settled(page));

    // Add, with the number's rule shown first.
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    const itemModal = page.getByTestId('contact-list-item-modal');
    await itemModal.getByLabel('Nome').fill('Davi Souza');
    await itemModal.getByLabel('Número').fill('1234');
    await itemModal.getByRole('button', { name: 'Adicionar' }).click();
    await itemModal.getByText('Too Short!').waitFor(LIVE);
    await settled(page);
    await shots.take(page, 'item-modal', () => settled(page));
    await itemModal.getByLabel('Número').fill('5531966665555');
    await itemModal.getByRole('button', { name: 'Adicionar' }).click();
    await toast(page, 'Contato salvo com sucesso.').waitFor(LIVE);
    await itemRow(page, 'Davi Souza').waitFor(LIVE);

    // Edit: a wrong e-mail is refused with 'Invalid email', then saved.
    await itemRow(page, 'Bruno Reis').getByRole('button', { name: 'Editar Bruno Reis' }).click();
    await itemModal.getByLabel('E-mail').fill('bruno@');
    await itemModal.getByRole('button', { name: 'Salvar' }).click();
    await itemModal.getByText('Invalid email').waitFor(LIVE);
    await itemModal.getByLabel('E-mail').fill('bruno@example.com');
    await itemModal.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Contato salvo com sucesso.').waitFor(LIVE);
    await itemRow(page, 'Bruno Reis').getByText('bruno@example.com').waitFor(LIVE);

    // Delete an item with its confirmation.
    await itemRow(page, 'Carla Dias').getByRole('button', { name: 'Excluir Carla Dias' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Excluir o contato Carla Dias?').waitFor(LIVE);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Contato excluído com sucesso.').waitFor(LIVE);
    await itemRow(page, 'Carla Dias').waitFor({ state: 'detached', ...LIVE });

    // Back on the lists: the count, then the list deleted with its confirmation.
    await page.getByTestId('contact-lists-back').click();
    await listRow(page, 'Clientes Natal').getByTestId('contact-list-count').filter({ hasText: '3' }).waitFor(LIVE);
    await settled(page);
    await shots.take(page, 'lists', () => settled(page));
    await listRow(page, 'Clientes Natal').getByRole('button', { name: 'Excluir Clientes Natal' }).click();
    await confirm.getByText('Excluir a lista Clientes Natal?').waitFor(LIVE);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Lista excluída com sucesso.').waitFor(LIVE);
    await listRow(page, 'Clientes Natal').waitFor({ state: 'detached', ...LIVE });
  });
});
