import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-campaign-settings@example.com', password: 'admin-secret' };
/** The browser's user: the API's admin session stays valid (one session per user). */
const browserUser = { name: 'Carla', email: 'carla.campanhas@example.com', password: 'carla-secret', profile: 'admin' };

const stack = e2eStack('campaign-settings', admin);
const shots = screenshotRecorder('campaign-settings');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  await api.post('/users', { ...browserUser, queueIds: [] });
});

const select = (page: Page, key: string) => page.getByTestId(`campaign-settings-${key}`);
const variableRow = (page: Page, key: string) => page.getByTestId(`campaign-variable-${key}`);

describe('/campaigns-config in the browser', () => {
  it('shows the defaults, saves the intervals and variables, and shows them again after a reload', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserUser);
    await page.goto('/campaigns-config');

    // Spec 3 §9: defaults 20, 20, 60 and the interval options.
    await select(page, 'messageInterval').waitFor(LIVE);
    expect(await select(page, 'messageInterval').inputValue()).toBe('20');
    expect(await select(page, 'longerIntervalAfter').inputValue()).toBe('20');
    expect(await select(page, 'greaterInterval').inputValue()).toBe('60');
    expect(await select(page, 'messageInterval').locator('option').allTextContents()).toEqual([
      'Sem intervalo',
      '5 segundos',
      '10 segundos',
      '15 segundos',
      '20 segundos',
    ]);
    expect(await select(page, 'greaterInterval').locator('option').count()).toBe(12);

    await select(page, 'messageInterval').selectOption('5');
    await select(page, 'longerIntervalAfter').selectOption('10');
    await select(page, 'greaterInterval').selectOption('120');

    // A variable is added; the same shortcut again is refused (spec 3 §5).
    await page.getByTestId('campaign-variable-key').fill('loja');
    await page.getByTestId('campaign-variable-value').fill('Padaria Central');
    await page.getByTestId('campaign-variable-add').click();
    await expect.poll(() => variableRow(page, 'loja').locator('td').first().textContent()).toBe('{loja}');
    await page.getByTestId('campaign-variable-key').fill('loja');
    await page.getByTestId('campaign-variable-value').fill('Outra loja');
    await page.getByTestId('campaign-variable-add').click();
    await page.getByTestId('campaign-settings').getByText('Este atalho já existe').waitFor();
    expect(await page.getByTestId('campaign-variables').locator('tbody tr').count()).toBe(1);
    await page.getByTestId('campaign-variable-key').fill('horario');
    await page.getByTestId('campaign-variable-value').fill('das 8h às 18h');
    await page.getByTestId('campaign-variable-add').click();
    await variableRow(page, 'horario').waitFor();
    // And one is removed.
    await variableRow(page, 'horario').getByRole('button', { name: 'Excluir variável horario' }).click();
    await variableRow(page, 'horario').waitFor({ state: 'detached' });

    await page.getByTestId('campaign-settings-save').click();
    await page.locator('.toast', { hasText: 'Configurações salvas' }).waitFor(LIVE);
    const saved = await api.get<{ key: string; value: string }[]>('/campaign-settings');
    expect(Object.fromEntries(saved.map(({ key, value }) => [key, JSON.parse(value) as unknown]))).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 120,
      variables: [{ key: 'loja', value: 'Padaria Central' }],
    });

    await page.reload();
    await select(page, 'messageInterval').waitFor(LIVE);
    expect(await select(page, 'messageInterval').inputValue()).toBe('5');
    expect(await select(page, 'longerIntervalAfter').inputValue()).toBe('10');
    expect(await select(page, 'greaterInterval').inputValue()).toBe('120');
    await expect.poll(() => variableRow(page, 'loja').locator('td').nth(1).textContent()).toBe('Padaria Central');
    await settled(page);
    await shots.take(page, 'page', () => page.waitForTimeout(400));
  });
});
