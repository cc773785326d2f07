import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-settings@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Config', email: 'agente.config@example.com', password: 'agent-secret' };

const stack = e2eStack('settings', admin);

const newPage = stack.newPage;
type Setting = { key: string; value: string };
type HoursEntry = { weekdayEn: string; startTime: string; endTime: string };

const storedSetting = async (page: Page, key: string) =>
  (await callApi<Setting[]>(page, 'GET', '/settings')).find((setting) => setting.key === key)?.value;

async function storedDay(page: Page, weekdayEn: string) {
  const companyId = await page.evaluate(() => localStorage.getItem('companyId'));
  const company = await callApi<{ schedules: HoursEntry[] }>(page, 'GET', `/companies/${companyId}`);
  return company.schedules.find((day) => day.weekdayEn === weekdayEn);
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const hoursTab = (page: Page) => page.getByRole('tab', { name: 'Horários' });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Configurações' }).waitFor();
  await page.getByTestId('settings-options').waitFor();
}

describe('settings in the browser', () => {
  it('lets an admin turn on company hours, keep Monday hours typed through the mask, and change a switch', async () => {
    const page = await newPage();
    await logIn(page, admin);
    await openSettings(page);
    await expect(hoursTab(page).count()).resolves.toBe(0);

    await page.getByLabel('Gerenciamento de Expediente').selectOption({ label: 'Empresa' });
    await toast(page, 'Operação atualizada com sucesso.').waitFor();
    await hoursTab(page).click();

    const mondayStart = page.getByLabel('Segunda-feira Início');
    const mondayEnd = page.getByLabel('Segunda-feira Fim');
    await expect(mondayStart.inputValue()).resolves.toBe('08:00');
    await mondayStart.clear();
    await mondayStart.pressSequentially('09h3:0');
    await expect(mondayStart.inputValue()).resolves.toBe('09:30');
    await mondayEnd.clear();
    await mondayEnd.pressSequentially('174599');
    await expect(mondayEnd.inputValue()).resolves.toBe('17:45');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Horários atualizados com sucesso.').waitFor();
    await expect(storedDay(page, 'monday')).resolves.toMatchObject({ startTime: '09:30', endTime: '17:45' });

    await page.reload();
    await hoursTab(page).click();
    await expect(page.getByLabel('Segunda-feira Início').inputValue()).resolves.toBe('09:30');
    await expect(page.getByLabel('Segunda-feira Fim').inputValue()).resolves.toBe('17:45');
    await expect(page.getByLabel('Terça-feira Início').inputValue()).resolves.toBe('08:00');

    await page.getByRole('tab', { name: 'Opções' }).click();
    await page.getByLabel('Aceitar Chamada').selectOption({ label: 'Não Aceitar' });
    await toast(page, 'Operação atualizada com sucesso.').waitFor();
    await expect(storedSetting(page, 'call')).resolves.toBe('disabled');

    await page.reload();
    await page.getByTestId('settings-options').waitFor();
    await expect(page.getByLabel('Aceitar Chamada').inputValue()).resolves.toBe('disabled');
    await expect(page.getByLabel('Gerenciamento de Expediente').inputValue()).resolves.toBe('company');
  });

  it('sends no hours while one of them is impossible', async () => {
    const page = await newPage();
    await logIn(page, admin);
    await callApi(page, 'PUT', '/settings/scheduleType', { key: 'scheduleType', value: 'company' });
    const schedulePuts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/schedules')) schedulePuts.push(request.url());
    });
    await openSettings(page);
    await hoursTab(page).click();

    const fridayStart = page.getByLabel('Sexta-feira Início');
    await fridayStart.clear();
    await fridayStart.pressSequentially('2500');
    await page.getByText('Informe um horário entre 00:00 e 23:59').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await fridayStart.clear();
    await fridayStart.pressSequentially('0700');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Horários atualizados com sucesso.').waitFor();

    // Requests leave in order: had the first click sent the impossible hour, it would be counted before this one.
    expect(schedulePuts).toHaveLength(1);
    await expect(storedDay(page, 'friday')).resolves.toMatchObject({ startTime: '07:00' });
  });

  it('saves an integration field on blur and shows agents the options read-only and live', async () => {
    const adminPage = await newPage();
    await logIn(adminPage, admin);
    await callApi(adminPage, 'POST', '/users', { ...agent, profile: 'user' });
    await openSettings(adminPage);
    await adminPage.getByLabel('IP do IXC').fill('10.0.0.7');
    await adminPage.getByLabel('Token do IXC').click();
    await toast(adminPage, 'Operação atualizada com sucesso.').waitFor();
    await expect(storedSetting(adminPage, 'ipixc')).resolves.toBe('10.0.0.7');

    const agentPage = await newPage();
    const agentRealtime = realtimeReady(agentPage);
    await logIn(agentPage, agent);
    await openSettings(agentPage);
    await agentRealtime;
    await expect(agentPage.getByLabel('Avaliações').isDisabled()).resolves.toBe(true);
    await expect(agentPage.getByLabel('IP do IXC').isDisabled()).resolves.toBe(true);
    await expect(agentPage.getByLabel('IP do IXC').inputValue()).resolves.toBe('10.0.0.7');
    await expect(
      agentPage.getByText('Somente administradores podem alterar as configurações.').isVisible(),
    ).resolves.toBe(true);

    // The earlier tests left company hours on; an admin turning them off takes the tab away from the agent live.
    await hoursTab(agentPage).waitFor();
    await adminPage.getByLabel('Gerenciamento de Expediente').selectOption({ label: 'Desabilitado' });
    await hoursTab(agentPage).waitFor({ state: 'detached' });
    await expect(agentPage.getByLabel('Gerenciamento de Expediente').inputValue()).resolves.toBe('disabled');
  });
});
