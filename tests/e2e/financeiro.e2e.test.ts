import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDueInvoices } from '../../functions/src/domain/invoices/billing.js';
import { putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { newId } from '../../functions/src/platform/ids.js';
import { logIn, realtimeReady } from './browser.js';
import {
  checkoutDialog as dialog,
  checkoutToPix,
  fillCheckoutData,
  invoiceRow as row,
  payInSandboxAndSeeRenewal,
  ptDate,
} from './checkout-support.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const root = { email: 'e2e-financeiro@example.com', password: 'admin-secret' };
const owner = { name: 'Padaria Pix', email: 'dono@padaria-pix.example.com', password: 'segredo1' };

const stack = e2eStack('financeiro', root);
const shots = screenshotRecorder('financeiro');

const animationsDone = async (page: Page) => {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
};

/** The toasts gone and the dialog done moving, so a screenshot shows the page itself. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 10_000 });
  await animationsDone(page);
}

/** Both sizes; the side menu slides shut when the phone size applies, so each shot waits for it. */
const shoot = (page: Page, name: string) => shots.take(page, name, () => animationsDone(page));

/**
 * A company on a paid plan signs up (the product's own signup call), the daily invoice job makes its first
 * invoice for its trial's due date.
 */
async function companyWithInvoices(page: Page): Promise<void> {
  await logIn(page, root);
  const plan = await callApi<{ id: string }>(page, 'POST', '/plans', {
    name: 'Ouro',
    users: 5,
    connections: 2,
    queues: 3,
    value: 149.9,
  });
  await callApi(page, 'POST', '/companies/cadastro', { ...owner, phone: '11988887777', planId: plan.id });
  await createDueInvoices(stack.deps);
}

describe('invoices, checkout and Pix in the browser', () => {
  it('lets an admin pay an invoice by Pix through the three checkout steps; the sandbox pays and the company renews', async () => {
    const setup = await stack.newPage();
    await companyWithInvoices(setup);

    const context = await stack.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const socketOpen = realtimeReady(page);
    await logIn(page, owner);
    const me = await callApi<{ companyId: string }>(page, 'GET', '/auth/me');
    const company = await callApi<{ dueDate: string }>(page, 'GET', `/companies/${me.companyId}`);
    const overdue = { id: newId(), companyId: me.companyId, detail: 'Ouro (mês anterior)', value: 99.5 };
    await putInvoiceOnce(stack.deps.table, { ...overdue, dueDate: '2026-01-10' }, new Date().toISOString());

    // /financeiro: the job's invoice Em Aberto with PAGAR, the older one Vencido and highlighted (spec 2 §2, §4).
    await page.getByRole('link', { name: 'Financeiro' }).click();
    await page.waitForURL('**/financeiro');
    await row(page, 'open').waitFor();
    const openCells = (await row(page, 'open').getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(openCells.slice(2)).toEqual(['R$\u00a0149,90', ptDate(company.dueDate), 'Em Aberto', 'PAGAR']);
    expect(openCells[1]).toMatch(/^Ouro/);
    await expect(row(page, 'overdue').getByText('Vencido').count()).resolves.toBe(1);
    const highlight = await row(page, 'overdue').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(highlight).not.toBe('rgba(0, 0, 0, 0)');
    await settled(page);
    await shoot(page, 'financeiro');

    // Step 0, Dados: every field required with the spec 2 §5 texts.
    await row(page, 'open').getByRole('button', { name: 'PAGAR' }).click();
    await dialog(page).getByTestId('checkout-data').waitFor();
    await dialog(page).getByRole('button', { name: 'Próximo' }).click();
    for (const message of [
      'O nome completo é obrigatório',
      'O Endereço é obrigatório',
      'Cidade é obrigatória',
      'CEP é obrigatório',
      'País é obrigatório',
    ]) {
      await dialog(page).getByText(message).waitFor();
    }
    await shoot(page, 'checkout-dados-errors');
    await dialog(page).getByLabel('Cidade').fill('Recife');
    await expect(dialog(page).getByText('Cidade é obrigatória').count()).resolves.toBe(0);
    await expect(dialog(page).getByText('CEP é obrigatório').count()).resolves.toBe(1);
    await fillCheckoutData(page);
    await shoot(page, 'checkout-dados');
    await dialog(page).getByRole('button', { name: 'Próximo' }).click();

    // Step 1, Personalizar: the company's plan card.
    const card = dialog(page).getByTestId('checkout-plan');
    await card.getByText('Ouro', { exact: true }).waitFor();
    await card.getByText('R$\u00a0149,90/mês').waitFor();
    await card.getByText('5 usuário(s)').waitFor();
    await shoot(page, 'checkout-personalizar');
    await dialog(page).getByRole('button', { name: 'Próximo' }).click();

    // Step 2, Revisar; Voltar goes back a step and forward again keeps what was typed.
    await dialog(page).getByTestId('checkout-review').waitFor();
    await dialog(page).getByRole('button', { name: 'Voltar' }).click();
    await card.waitFor();
    await dialog(page).getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog(page).getByTestId('checkout-total').innerText()).resolves.toBe('R$\u00a0149,90');
    await dialog(page).getByText('Ana Maria Souza · Rua das Flores, 10, Recife').waitFor();
    await shoot(page, 'checkout-revisar');
    await dialog(page).getByRole('button', { name: 'Gerar Pix' }).click();

    // The Pix view: the success toast of spec 2 §8, the QR code, the amount and the copia e cola.
    await page.getByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento').waitFor();
    const pix = dialog(page).getByTestId('pix-view');
    await pix.getByTestId('pix-qr').locator('svg').waitFor();
    await expect(pix.getByTestId('pix-amount').innerText()).resolves.toBe('R$\u00a0149,90');
    const code = await pix.getByRole('textbox').inputValue();
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406149\.90.*6304[0-9A-F]{4}$/);
    await settled(page);
    await shoot(page, 'pix');

    // Copy: the label says it was copied, then resets after 1 s (spec 2 §9).
    // The label changes once the clipboard took the code (an asynchronous write): waited for in the page, not read
    // once right after the click (the gate saw the label before the write had finished).
    const copy = pix.getByTestId('pix-copy');
    const label = (text: string) =>
      page.waitForFunction(
        (wanted) => document.querySelector('[data-testid="pix-copy"]')?.textContent === wanted,
        text,
      );
    const clickedAt = Date.now();
    await copy.click();
    await label('Copiado!');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await label('Copiar código');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);

    // The sandbox pays through the payment webhook; the renewal message names the new due date, then / after 4 s.
    await socketOpen;
    const renewal = await payInSandboxAndSeeRenewal(page);
    const renewedAt = Date.now();
    const after = await callApi<{ dueDate: string }>(page, 'GET', `/companies/${me.companyId}`);
    expect(after.dueDate > company.dueDate).toBe(true);
    expect(renewal).toContain(`renovada até ${ptDate(after.dueDate)}`);
    await page
      .getByTestId('greeting')
      .getByText(`Ativo até ${ptDate(after.dueDate)}`)
      .waitFor();
    await shoot(page, 'renewed');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - renewedAt).toBeGreaterThanOrEqual(3000);
    await page
      .getByTestId('greeting')
      .getByText(`Ativo até ${ptDate(after.dueDate)}`)
      .waitFor();

    // The list shows the invoice paid, without PAGAR; 'Assine Agora!' opens the checkout for the one left unpaid.
    await page.goto('/financeiro');
    await row(page, 'paid').getByText('Pago').waitFor();
    await expect(row(page, 'paid').getByRole('button', { name: 'PAGAR' }).count()).resolves.toBe(0);
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Assine Agora!' }).click();
    await dialog(page).getByTestId('checkout-data').waitFor();
  });

  it('loads the next page of invoices when the table is scrolled to its end, and finds one by its detail', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, root);
    const me = await callApi<{ companyId: string }>(page, 'GET', '/auth/me');
    const stamp = new Date().toISOString();
    for (let n = 1; n <= 25; n += 1) {
      const dueDate = `2027-${String(Math.ceil(n / 2)).padStart(2, '0')}-${n % 2 ? '10' : '20'}`;
      const invoice = { id: newId(), companyId: me.companyId, detail: `Plano Prata #${n}`, value: 10 + n };
      await putInvoiceOnce(stack.deps.table, { ...invoice, dueDate }, stamp);
    }
    await page.goto('/financeiro');
    const rows = page.getByTestId('invoice-row');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByTestId('invoices-table').evaluate((table) => {
      const scroller = table.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(25);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('PRATA #7');
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.getByRole('cell').nth(1).innerText()).resolves.toBe('Plano Prata #7');
    // The steps as one helper (checkout-support.ts) reach the Pix of this invoice's amount.
    await rows.getByRole('button', { name: 'PAGAR' }).click();
    expect(await checkoutToPix(page)).toMatch(/540517\.00.*6304[0-9A-F]{4}$/);
    await expect(dialog(page).getByTestId('pix-amount').innerText()).resolves.toBe('R$\u00a017,00');
  });
});
