import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { eventually } from './conversation-support.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const root = { email: 'e2e-plans@example.com', password: 'admin-secret' };
const admin = { name: 'Gerente', email: 'gerente.planos@example.com', password: 'admin-secret2', profile: 'admin' };

const stack = e2eStack('plans', root);
const shots = screenshotRecorder('plans');

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const planosTab = (page: Page) => page.getByRole('tab', { name: 'Planos' });
const form = (page: Page) => page.getByTestId('plan-form');
const row = (page: Page, name: string) =>
  page
    .getByTestId('plans-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const rowCells = async (page: Page, name: string) =>
  (await row(page, name).getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s/g, ' '));

/** What the screen settles on: the toasts gone, the dialogs done moving after the size change. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 10_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** A save answered: its toast shows and the form is empty again, ready for the next plan. */
async function savedAndCleared(page: Page) {
  await toast(page, 'Operação realizada com sucesso!').waitFor();
  await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('[data-testid="plan-form"] input')?.value);
}

interface StoredPlan {
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
  useKanban: boolean;
  useOpenAi: boolean;
}

describe('plans in the browser', () => {
  it('lets the super user create, edit and delete plans in Settings › Planos', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, root);
    await callApi(page, 'POST', '/users', admin);
    await page.goto('/settings');
    await planosTab(page).click();
    await form(page).waitFor();
    await expect(form(page).getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);
    // The defaults of spec 2 §9 and every feature on.
    await expect(form(page).getByLabel('Usuários').inputValue()).resolves.toBe('0');
    await expect(form(page).getByLabel('Valor').inputValue()).resolves.toBe('0,00');
    await expect(form(page).getByRole('switch', { name: 'Kanban' }).isChecked()).resolves.toBe(true);

    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await form(page).getByText('Obrigatório').waitFor();

    await form(page).getByLabel('Nome').fill('Profissional');
    await form(page).getByLabel('Usuários').fill('10');
    await form(page).getByLabel('Conexões').fill('3');
    await form(page).getByLabel('Filas').fill('5');
    await form(page).getByLabel('Valor').fill('149,9');
    await form(page).getByRole('switch', { name: 'Open.Ai' }).click();
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await savedAndCleared(page);
    await row(page, 'Profissional').waitFor();
    expect((await rowCells(page, 'Profissional')).slice(0, 5)).toEqual(['Profissional', '10', '3', '5', 'R$ 149,90']);

    await form(page).getByLabel('Nome').fill('Temporário');
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await savedAndCleared(page);

    await row(page, 'Profissional').click();
    await expect(form(page).getByLabel('Nome').inputValue()).resolves.toBe('Profissional');
    await expect(form(page).getByLabel('Valor').inputValue()).resolves.toBe('149,90');
    await expect(form(page).getByRole('switch', { name: 'Open.Ai' }).isChecked()).resolves.toBe(false);
    await form(page).getByLabel('Nome').fill('Profissional Plus');
    await form(page).getByLabel('Usuários').fill('12');
    await form(page).getByRole('switch', { name: 'Kanban' }).click();
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await savedAndCleared(page);
    await row(page, 'Profissional Plus').waitFor();
    await expect(row(page, 'Profissional').count()).resolves.toBe(0);

    // The plan of the seeded company is in use: its delete is refused with its own text.
    await row(page, 'Plano Padrão').click();
    await form(page).getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Exclusão de Registro').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Este plano está em uso por uma ou mais empresas e não pode ser excluído.').waitFor();
    await row(page, 'Plano Padrão').waitFor();

    await row(page, 'Temporário').click();
    await form(page).getByRole('button', { name: 'Excluir' }).click();
    await confirm.getByText('Exclusão de Registro').waitFor();
    await confirm.getByText('Deseja realmente excluir o plano "Temporário"?').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await row(page, 'Temporário').waitFor({ state: 'detached' });
    await expect(form(page).getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);

    // The list is read from an index (eventually consistent on DynamoDB): the deleted plan leaves it shortly after.
    const names = (plans: StoredPlan[]) => plans.map(({ name }) => name).sort();
    const stored = await eventually(
      () => callApi<StoredPlan[]>(page, 'GET', '/plans/all'),
      (plans) => !names(plans).includes('Temporário'),
      'the deleted plan gone from /plans/all',
    );
    expect(names(stored)).toEqual(['Plano Padrão', 'Profissional Plus']);
    expect(stored.find((plan) => plan.name === 'Profissional Plus')).toMatchObject({
      users: 12,
      connections: 3,
      queues: 5,
      value: 149.9,
      useKanban: false,
      useOpenAi: false,
    });

    await row(page, 'Profissional Plus').click();
    await shots.take(page, 'settings-planos', async () => {
      if (!(await form(page).isVisible())) await planosTab(page).click();
      await settled(page);
    });
  });

  it('does not show the Planos tab to a company admin who is not super', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, admin);
    await page.goto('/settings');
    await page.getByTestId('settings-options').waitFor();
    await expect(planosTab(page).count()).resolves.toBe(0);
    await expect(page.getByRole('tab', { name: 'Opções' }).count()).resolves.toBe(1);
  });
});
