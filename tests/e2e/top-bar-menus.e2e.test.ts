import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { LIVE } from './conversation-support.js';
import { afterLayout, screenshotRecorder } from './screenshots.js';
import { e2eStack } from './stack.js';

/**
 * The top bar's menus load Headless UI on first use (docs/decisions/032, addendum): until then their triggers are
 * plain buttons. Whatever the user does first (a key, a click without pointing first, pointing), the menu opens
 * and behaves as before: Escape closes it and the focus goes back to its button.
 */
const admin = { email: 'e2e-top-bar@example.com', password: 'admin-secret' };

const stack = e2eStack('top-bar-menus', admin);
const shots = screenshotRecorder('top-bar-menus');

const focusedTestId = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid);

async function dashboard(): Promise<Page> {
  const page = await stack.newPage();
  await logIn(page, admin);
  await page.getByTestId('dashboard-content').waitFor(LIVE);
  await page.getByText('Login efetuado com sucesso!').waitFor({ state: 'hidden', ...LIVE });
  return page;
}

describe('the top bar menus, loaded on first use', () => {
  it('open the user menu from the keyboard, close it with Escape and give the focus back', async () => {
    const page = await dashboard();
    await shots.take(page, 'dashboard');

    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Perfil' }).waitFor(LIVE);
    await expect(page.getByRole('menuitem', { name: 'Sair' }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('user-menu').getAttribute('aria-expanded')).resolves.toBe('true');

    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached', ...LIVE });
    await expect(focusedTestId(page)).resolves.toBe('user-menu');

    await page.keyboard.press('Space');
    await page.getByRole('menuitem', { name: 'Perfil' }).waitFor(LIVE);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached', ...LIVE });
  });

  it('open on a click that comes before the pointer, then by the mouse as before', async () => {
    const page = await dashboard();
    // A tap without a hover first: the click reaches the plain button, the popover opens once it has loaded.
    await page.getByTestId('volume-button').dispatchEvent('click');
    await page.getByTestId('volume-slider').waitFor(LIVE);
    await page.keyboard.press('Escape');
    await page.getByTestId('volume-slider').waitFor({ state: 'detached', ...LIVE });

    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-panel').getByText('Nenhuma notificação').waitFor(LIVE);
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).waitFor(LIVE);
    await afterLayout(page);
    await shots.take(page, 'user-menu-open', async () => {
      if ((await page.getByRole('menu').count()) === 0) await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Sair' }).waitFor(LIVE);
    });
  });

  it('open and close a group of the side menu with its button', async () => {
    const page = await dashboard();
    const group = page.getByTestId('menu-campaigns');
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByTestId('menu-campaignsList').count()).resolves.toBe(0);
    await group.click();
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByTestId('menu-campaignsList').waitFor(LIVE);
    await group.press('Enter');
    await page.getByTestId('menu-campaignsList').waitFor({ state: 'detached', ...LIVE });
  });
});
