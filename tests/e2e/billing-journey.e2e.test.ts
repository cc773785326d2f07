import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayOf } from '../../functions/src/domain/common/company-time.js';
import { createDueInvoices } from '../../functions/src/domain/invoices/billing.js';
import { logIn, realtimeReady } from './browser.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';
import { trialDaysShownAfterSignup } from './trial-days.js';

/**
 * Issue 16's acceptance journey, end to end in Chromium: a visitor signs up and is on trial; the platform's super
 * user creates a paid plan and a help video and moves the company onto the plan; the daily invoice job bills it;
 * the company's admin pays the invoice by Pix (the sandbox pays through the payment webhook) and is back on / with
 * the renewed due date in the top bar.
 */
const root = { email: 'e2e-billing@example.com', password: 'admin-secret' };
const visitor = { name: 'Mercearia Boa Vista', email: 'dona@boavista.example.com', phone: '81999990000' };
const password = 'segredo1';

const stack = e2eStack('billing-journey', root);
const shots = screenshotRecorder('billing-journey');

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
/** DD/MM/YYYY of a calendar date, as the Portuguese UI writes it. */
const ptDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
const dialog = (page: Page) => page.getByTestId('checkout-dialog');

/** What a screenshot should show: the toasts gone and nothing still moving. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 10_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

async function signUp(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Cadastre-se!' }).click();
  await page.waitForURL('**/signup');
  await page.getByLabel('Nome').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Telefone').fill(visitor.phone);
  await page.getByLabel('Senha').fill(password);
  const standard = page.locator('select[name="planId"] option', { hasText: 'Plano Padrão' });
  await standard.waitFor({ state: 'attached' });
  await page.getByLabel('Plano').selectOption((await standard.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Cadastro realizado com sucesso!').waitFor();
}

/** The super user's part, all in Settings: a paid plan (Planos), a help video (Ajuda), the company onto the plan. */
async function superUserSetsUp(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Planos' }).click();
  const planForm = page.getByTestId('plan-form');
  await planForm.getByLabel('Nome').fill('Ouro');
  await planForm.getByLabel('Usuários').fill('5');
  await planForm.getByLabel('Conexões').fill('2');
  await planForm.getByLabel('Filas').fill('3');
  await planForm.getByLabel('Valor').fill('149,9');
  // Without the kanban: the company's signed-in users see the menu follow the plan change at once.
  await planForm.getByRole('switch', { name: 'Kanban' }).click();
  await planForm.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Operação realizada com sucesso!').waitFor();

  await page.getByRole('tab', { name: 'Ajuda' }).click();
  await page.getByLabel('Título').fill('Como pagar a assinatura');
  await page.getByLabel('Código do Vídeo').fill('dQw4w9WgXcQ');
  await page.getByLabel('Descrição').fill('O Pix da fatura, passo a passo.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('cell', { name: 'Como pagar a assinatura' }).waitFor();

  await page.getByRole('tab', { name: 'Empresas' }).click();
  const companyRow = page
    .getByTestId('companies-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: visitor.name, exact: true }) });
  await companyRow.click();
  const companyForm = page.getByTestId('company-form');
  await expect(companyForm.getByLabel('Nome').inputValue()).resolves.toBe(visitor.name);
  await companyForm.getByLabel('Plano').selectOption({ label: 'Ouro' });
  await companyForm.getByRole('button', { name: 'Salvar' }).click();
  await companyRow.filter({ hasText: 'Ouro' }).waitFor();
}

describe('billing journey in the browser', () => {
  it('takes a visitor from signup through the trial to a paid invoice and a renewed company', async () => {
    const owner = await stack.newPage();
    await owner.setViewportSize({ width: 1366, height: 800 });
    await signUp(owner);
    await logIn(owner, { email: visitor.email, password });

    // The trial: 7 days from signup (spec 2 §4, §9), counted from the company's day (São Paulo), as billing counts.
    const changes = realtimeReady(owner);
    await owner.goto('/subscription');
    const me = await callApi<{ companyId: string }>(owner, 'GET', '/auth/me');
    const trial = await callApi<{ dueDate: string; planId: string }>(owner, 'GET', `/companies/${me.companyId}`);
    expect(trial.dueDate).toBe(addDays(dayOf(new Date()), 7));
    await expect.poll(() => owner.getByLabel('Período de teste').inputValue()).toBe(trialDaysShownAfterSignup());

    const kanbanLink = owner.getByRole('link', { name: 'Kanban', exact: true });
    await kanbanLink.waitFor();

    const admin = await stack.newPage();
    await admin.setViewportSize({ width: 1366, height: 800 });
    await logIn(admin, root);
    await changes;
    await superUserSetsUp(admin);
    // The plan changed under the signed-in owner: the menu drops the kanban without a reload.
    await kanbanLink.waitFor({ state: 'detached', timeout: 10_000 });
    const helps = await callApi<{ title: string }[]>(owner, 'GET', '/helps/list');
    expect(helps.map((help) => help.title)).toContain('Como pagar a assinatura');
    const onPlan = await callApi<{ name: string; value: number }>(owner, 'GET', `/companies/listPlan/${me.companyId}`);
    expect(onPlan).toMatchObject({ name: 'Ouro', value: 149.9 });

    // The daily invoice job (the scheduler's run, called here at once) bills the trial's due date on the new plan.
    await expect(createDueInvoices(stack.deps)).resolves.toMatchObject({ created: 1 });

    const socketOpen = realtimeReady(owner);
    await owner.goto('/');
    await owner.getByRole('link', { name: 'Financeiro' }).click();
    await owner.waitForURL('**/financeiro');
    const open = owner.locator('[data-testid="invoice-row"][data-status="open"]');
    await open.waitFor();
    const cells = (await open.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(cells.slice(2)).toEqual(['R$\u00a0149,90', ptDate(trial.dueDate), 'Em Aberto', 'PAGAR']);

    // PAGAR → Dados → Personalizar → Revisar → the Pix charge.
    await open.getByRole('button', { name: 'PAGAR' }).click();
    await dialog(owner).getByLabel('Nome completo').fill('Maria da Boa Vista');
    await dialog(owner).getByLabel('Endereço').fill('Rua do Sol, 5');
    await dialog(owner).getByLabel('Cidade').fill('Olinda');
    await dialog(owner).getByLabel('CEP').fill('53000-000');
    await dialog(owner).getByLabel('País').selectOption('BR');
    await dialog(owner).getByRole('button', { name: 'Próximo' }).click();
    await dialog(owner).getByTestId('checkout-plan').getByText('Ouro', { exact: true }).waitFor();
    await dialog(owner).getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog(owner).getByTestId('checkout-total').innerText()).resolves.toBe('R$\u00a0149,90');
    await dialog(owner).getByRole('button', { name: 'Gerar Pix' }).click();
    const pix = dialog(owner).getByTestId('pix-view');
    await pix.getByTestId('pix-qr').locator('svg').waitFor();
    expect(await pix.getByRole('textbox').inputValue()).toMatch(/^000201.*5406149\.90.*6304[0-9A-F]{4}$/);
    await shots.take(owner, 'pix', () => settled(owner));

    // The sandbox pays through the payment webhook: renewal message, then / with the new due date on top.
    await socketOpen;
    await pix.getByRole('button', { name: 'Pagar (sandbox)' }).click();
    await dialog(owner).getByTestId('checkout-renewed').waitFor({ timeout: 15_000 });
    const renewed = await callApi<{ dueDate: string }>(owner, 'GET', `/companies/${me.companyId}`);
    expect(renewed.dueDate > trial.dueDate).toBe(true);
    await owner.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await owner
      .getByTestId('greeting')
      .getByText(`Ativo até ${ptDate(renewed.dueDate)}`)
      .waitFor();
    await shots.take(owner, 'renewed-home', () => settled(owner));
  });
});
