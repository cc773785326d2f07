import { describe, expect, it } from 'vitest';
import { logIn } from './browser.js';
import { eventually, LIVE } from './conversation-support.js';
import { afterLayout, insideScrolledView, screenshotRecorder, SIZES } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-shell-alerts@example.com', password: 'admin-secret' };

const stack = e2eStack('shell-alerts', admin);
const shots = screenshotRecorder('shell-alerts');

describe('the shell at a laptop height', () => {
  it('scrolls the side menu inside itself and shows a connection problem in the top bar, live', async () => {
    const page = await stack.newPage();
    await page.setViewportSize(SIZES.desktop);
    await logIn(page, admin);

    const nav = page.locator('.drawer-nav');
    const connectionsEntry = page.getByTestId('menu-connections');
    const navSize = await nav.evaluate((node) => ({ scroll: node.scrollHeight, client: node.clientHeight }));
    expect(navSize.scroll).toBeGreaterThan(navSize.client);
    await expect(insideScrolledView(connectionsEntry, nav)).resolves.toBe(false);
    await nav.hover();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => insideScrolledView(connectionsEntry, nav)).toBe(true);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    const topBarAlert = page.getByTestId('top-bar').getByRole('link', { name: 'Há conexões que precisam de atenção' });
    await expect(topBarAlert.count()).resolves.toBe(0);
    // Through the page's own session: a second login of the same admin would end it (spec 1 §4).
    const connection = await callApi<{ id: string }>(page, 'POST', '/whatsapp', {
      name: 'Balcão Alerta',
      provider: 'simulator',
    });
    await topBarAlert.waitFor(LIVE);
    await page.getByTestId('connections-alert').waitFor();
    await shots.take(page, 'top-bar-alert');

    await topBarAlert.click();
    await page.waitForURL('**/connections');
    await eventually(
      () => callApi<{ status: string }>(page, 'GET', `/whatsapp/${connection.id}`),
      (stored) => stored.status === 'qrcode',
      'the QR code',
    );
    await callApi(page, 'POST', `/simulator/${connection.id}/scan`, {});
    await topBarAlert.waitFor({ state: 'detached', ...LIVE });
    await expect(page.getByTestId('connections-alert').count()).resolves.toBe(0);
    await shots.take(page, 'top-bar-connected');

    await callApi(page, 'DELETE', `/whatsappsession/${connection.id}`);
    await topBarAlert.waitFor(LIVE);
    await afterLayout(page);
    const box = await topBarAlert.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(SIZES.desktop.height);
  });
});
