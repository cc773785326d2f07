import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const root = { email: 'e2e-companies@example.com', password: 'admin-secret' };
const admin = { name: 'Gerente', email: 'gerente.empresas@example.com', password: 'admin-secret2', profile: 'admin' };
const owner = { email: 'dono@padaria.example.com', password: 'padaria-secret' };

const stack = e2eStack('companies', root);
const shots = screenshotRecorder('companies');

interface StoredCompany {
  id: string;
  name: string;
  planId: string;
  dueDate: string | null;
  recurrence: string | null;
}
interface StoredPlan {
  id: string;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A local calendar day as the API stores it and as the Portuguese table shows it. */
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const shownDay = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
const daysFromToday = (days: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
};

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const empresasTab = (page: Page) => page.getByRole('tab', { name: 'Empresas' });
const form = (page: Page) => page.getByTestId('company-form');
const row = (page: Page, name: string) =>
  page
    .getByTestId('companies-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const rowCells = async (page: Page, name: string) =>
  (await row(page, name).getByRole('cell').allInnerTexts()).map((text) => text.trim());

/** A save answered: its toast shows and the form is empty again. */
async function savedAndCleared(page: Page) {
  await toast(page, 'Operação realizada com sucesso!').waitFor();
  await page.waitForFunction(
    () => !document.querySelector<HTMLInputElement>('[data-testid="company-form"] input')?.value,
  );
}

describe('companies in the browser', () => {
  it('lets the super user create, edit and delete companies in Settings › Empresas', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, root);
    await callApi(page, 'POST', '/users', admin);
    const gold = await callApi<StoredPlan>(page, 'POST', '/plans', { name: 'Plano Ouro', users: 5 });
    const plans = await callApi<StoredPlan[]>(page, 'GET', '/plans/all');
    const standard = plans.find((plan) => plan.name === 'Plano Padrão');
    // Due dates coloured as spec 2 §9: 5 days ahead, 1 day ahead, exactly 4 days past.
    const tones = [
      ['Loja Amarela', 5, 'due-date-soon'],
      ['Loja Laranja', 1, 'due-date-near'],
      ['Loja Vermelha', -4, 'due-date-overdue'],
    ] as const;
    for (const [name, days] of tones) {
      await callApi(page, 'POST', '/companies', {
        name,
        email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
        planId: standard?.id,
        password: 'loja-secret',
        dueDate: isoDay(daysFromToday(days)),
      });
    }

    const live = realtimeReady(page);
    await page.goto('/settings');
    await live;
    await empresasTab(page).click();
    await form(page).waitFor();
    await expect(form(page).getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);
    // A company created elsewhere (here by a bare API call, which the page's cache knows nothing of) shows through
    // the `company` event that super users hear.
    await row(page, 'Empresa 1').waitFor();
    await callApi(page, 'POST', '/companies', {
      name: 'Loja Nova',
      email: 'loja.nova@example.com',
      planId: standard?.id,
      password: 'loja-secret',
    });
    await row(page, 'Loja Nova').waitFor();
    for (const [name, , tone] of tones) {
      await row(page, name).waitFor();
      await expect(row(page, name).locator(`.${tone}`).count()).resolves.toBe(1);
    }

    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await form(page).getByText('Required').first().waitFor();

    const due = new Date(new Date().getFullYear(), new Date().getMonth() + 2, 15);
    await form(page).getByLabel('Nome').fill('Padaria Central');
    await form(page).getByLabel('E-mail').fill(owner.email);
    await form(page).getByLabel('Telefone').fill('5511988887777');
    await form(page).getByLabel('Plano').selectOption({ label: 'Plano Padrão' });
    await form(page).getByLabel('Recorrência').selectOption({ label: 'Trimestral' });
    await form(page).getByLabel('Data de Vencimento', { exact: true }).fill(shownDay(due));
    await form(page).getByLabel('Senha').fill(owner.password);
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await savedAndCleared(page);
    await row(page, 'Padaria Central').waitFor();
    expect(await rowCells(page, 'Padaria Central')).toEqual([
      'Padaria Central',
      owner.email,
      'Plano Padrão',
      'Sim',
      shownDay(due),
      'Trimestral',
    ]);
    // The company's first admin logs in with the password given.
    const created = await callApi<{ companies: StoredCompany[] }>(page, 'GET', '/companies/?searchParam=padaria');
    const padaria = created.companies.find((company) => company.name === 'Padaria Central');
    await expect(apiAs(stack.url, owner)).resolves.toMatchObject({ user: { companyId: padaria?.id } });

    // Editing: no password field; another plan; '+ Vencimento' moves the due date on by 3 months (TRIMESTRAL).
    await row(page, 'Padaria Central').click();
    await expect(form(page).getByLabel('Nome').inputValue()).resolves.toBe('Padaria Central');
    await expect(form(page).getByLabel('Senha').count()).resolves.toBe(0);
    await form(page).getByLabel('Plano').selectOption({ label: 'Plano Ouro' });
    await form(page).getByRole('button', { name: '+ Vencimento' }).click();
    const renewed = new Date(due.getFullYear(), due.getMonth() + 3, 15);
    await expect(form(page).getByLabel('Data de Vencimento', { exact: true }).inputValue()).resolves.toBe(
      shownDay(renewed),
    );
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await savedAndCleared(page);
    await row(page, 'Padaria Central').filter({ hasText: 'Plano Ouro' }).waitFor();
    expect((await rowCells(page, 'Padaria Central')).slice(2, 6)).toEqual([
      'Plano Ouro',
      'Sim',
      shownDay(renewed),
      'Trimestral',
    ]);
    const edited = await callApi<{ companies: StoredCompany[] }>(page, 'GET', '/companies/?searchParam=padaria');
    expect(edited.companies).toEqual([
      expect.objectContaining({ name: 'Padaria Central', planId: gold.id, dueDate: isoDay(renewed) }),
    ]);

    // The search waits for the typing to stop, then keeps only the matching companies.
    await page.getByRole('searchbox', { name: 'Pesquisar empresas' }).fill('LOJA');
    await row(page, 'Padaria Central').waitFor({ state: 'detached' });
    await expect(page.getByTestId('companies-table').locator('tbody tr').count()).resolves.toBe(4);
    await page.getByRole('searchbox', { name: 'Pesquisar empresas' }).fill('');
    await row(page, 'Padaria Central').click();
    await shots.take(page, 'settings-empresas', async () => {
      if (!(await form(page).isVisible())) await empresasTab(page).click();
      await settled(page);
    });

    await form(page).getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Exclusão de Registro').waitFor();
    await confirm.getByText('Deseja realmente excluir a empresa "Padaria Central"?', { exact: false }).waitFor();
    await shots.take(page, 'settings-empresas-excluir', () => settled(page));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Operação realizada com sucesso!').waitFor();
    await row(page, 'Padaria Central').waitFor({ state: 'detached' });
    await expect(form(page).getByRole('button', { name: 'Excluir' }).count()).resolves.toBe(0);
    // The deleted company cannot log in from the first second.
    await expect(apiAs(stack.url, owner)).rejects.toThrow();
  });

  it('does not show the Empresas tab to a company admin who is not super', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, admin);
    await page.goto('/settings');
    await page.getByTestId('settings-options').waitFor();
    await expect(empresasTab(page).count()).resolves.toBe(0);
    await expect(page.getByRole('tab', { name: 'Opções' }).count()).resolves.toBe(1);
  });
});
