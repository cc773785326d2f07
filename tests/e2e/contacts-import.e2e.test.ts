import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-import@example.com', password: 'admin-secret' };
const stack = e2eStack('contacts-import', admin);
const shots = mkdtempSync(join(tmpdir(), 'balcao-contacts-import-'));
const SIZES = { desktop: { width: 1366, height: 800 }, mobile: { width: 390, height: 844 } };

async function screenshots(page: Page, name: string) {
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(shots, `${name}-${label}.png`) });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** 2,000 good rows (two chunks, so the bar is seen half way) and two refused ones. */
function contactsFile(): string {
  const rows = Array.from({ length: 2000 }, (_, i) => `Cliente ${i};5531980${String(i).padStart(6, '0')};`);
  return ['nome;numero;email', 'X;5531970000001;', ...rows, 'Sem Número;;'].join('\n');
}

describe('importing contacts in the browser', () => {
  it('shows the import moving on a progress bar, then what it did and the refused rows', async () => {
    const page = await stack.newPage();
    const realtime = realtimeReady(page);
    await logIn(page, admin);
    await realtime;
    await page.goto('/contacts');
    await page.getByTestId('import-file').setInputFiles({
      name: 'contatos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(contactsFile()),
    });

    const dialog = page.getByTestId('import-report');
    await dialog.getByTestId('import-progress').waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) > 0,
      undefined,
      { timeout: 60_000 },
    );
    await expect(dialog.getByText(/de 2002 linhas importadas/).isVisible()).resolves.toBe(true);
    await screenshots(page, 'progress');

    await dialog.getByTestId('import-summary').waitFor({ timeout: 90_000 });
    await expect(dialog.getByTestId('import-summary').textContent()).resolves.toBe('2000 criado(s), 0 atualizado(s).');
    await dialog.getByTestId('import-error-2').getByText('Nome muito curto (mínimo 2 caracteres)').waitFor();
    await dialog.getByTestId('import-error-2003').getByText('Número obrigatório').waitFor();
    await expect(dialog.getByText('Linhas não importadas (2)').isVisible()).resolves.toBe(true);
    await screenshots(page, 'done');
    console.log(`contacts import screenshots in ${shots}`);

    const download = page.waitForEvent('download');
    await dialog.getByTestId('import-report-download').click();
    expect((await download).suggestedFilename()).toBe('contatos-recusados.csv');

    await dialog.locator('.modal-footer').getByRole('button', { name: 'Fechar' }).click();
    const listed = await callApi<unknown[]>(page, 'GET', '/contacts/list');
    expect(listed).toHaveLength(1000);
    await page.getByText('Cliente 0', { exact: true }).waitFor();
  });
});
