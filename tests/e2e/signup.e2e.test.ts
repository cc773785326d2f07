import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';
import { trialDaysShownAfterSignup } from './trial-days.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const root = { email: 'e2e-signup@example.com', password: 'admin-secret' };
const visitor = {
  name: 'Padaria Central',
  email: 'dono@padaria.example.com',
  phone: '11999990000',
  password: 'segredo1',
};

const stack = e2eStack('signup', root);
const shots = screenshotRecorder('signup');

/** What the screen settles on: the toasts gone. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 10_000 });

const animationsDone = async (page: Page) => {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
};

describe('signup in the browser', () => {
  it('lets a visitor sign up from the login page on a plan, log in and see the trial on /subscription', async () => {
    const admin = await stack.newPage();
    await logIn(admin, root);
    await callApi(admin, 'POST', '/plans', { name: 'Essencial', users: 3, connections: 1, queues: 2, value: 49.9 });

    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Termos de Uso' }).click();
    await page.getByRole('heading', { name: 'Termos de Uso' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Política de Privacidade' }).click();
    await page.getByRole('heading', { name: 'Política de Privacidade' }).waitFor();
    await page.goBack();

    await page.getByRole('link', { name: 'Cadastre-se!' }).click();
    await page.waitForURL('**/signup');
    await page.getByTestId('signup-form').waitFor();
    // The spec's texts (spec 2 §5) before anything is sent.
    await page.getByLabel('Nome').fill('P');
    await page.getByLabel('Email').fill('nao-e-email');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Too Short!').first().waitFor();
    await page.getByText('Invalid email').waitFor();
    await expect(page.getByText('Required').count()).resolves.toBeGreaterThan(0);

    await page.getByLabel('Nome').fill(visitor.name);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Telefone').fill(visitor.phone);
    await page.getByLabel('Senha').fill(visitor.password);
    const essencial = page.locator('select[name="planId"] option', { hasText: 'Essencial' });
    await essencial.waitFor({ state: 'attached' });
    await page.getByLabel('Plano').selectOption((await essencial.getAttribute('value')) ?? '');
    await shots.take(page, 'signup-filled');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Cadastro realizado com sucesso!').waitFor();
    await settled(page);

    await logIn(page, visitor);
    const me = await callApi<{ name: string; profile: string; super: boolean }>(page, 'GET', '/auth/me');
    expect(me).toMatchObject({ name: visitor.name, profile: 'admin', super: false });

    // The trial: the due date is 7 days from today, so 7 days are left (spec 2 §4, §9).
    await page.goto('/subscription');
    await expect.poll(() => page.getByLabel('Período de teste').inputValue()).toBe(trialDaysShownAfterSignup());
    await expect.poll(() => page.getByLabel('Email de cobrança').inputValue()).toBe(visitor.email);
    await expect(page.getByLabel('Email de cobrança').getAttribute('readonly')).resolves.not.toBeNull();
    await settled(page);
    // The side menu slides shut when the phone size applies: the shot waits for it.
    await shots.take(page, 'subscription', () => animationsDone(page));
    await page.getByRole('link', { name: 'Assine Agora!' }).click();
    await page.waitForURL('**/financeiro');
  });
});
