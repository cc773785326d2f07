import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, LIVE, PNG } from './conversation-support.js';
import { e2eStack } from './stack.js';

const admin = { email: 'csp-admin@example.com', password: 'admin-secret' };
/** Plays the customer through the simulator's API: one login per user, so not the admin's, who uses the browser. */
const phoneUser = { name: 'Telefone', email: 'csp-phone@example.com', password: 'phone-secret', profile: 'admin' };
const customer = { number: '5511966665555', name: 'Cliente CSP' };
const stack = e2eStack('csp', admin);

/** Every CSP violation and console error the page reports, from its first script on. */
async function watchPolicy(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

describe('the web app under its Content-Security-Policy', () => {
  it('loads, opens its WebSocket, shows and sends pictures with no violation or console error', async () => {
    await (await apiAs(stack.url, admin)).post('/users', phoneUser);
    const api = await apiAs(stack.url, phoneUser);
    const connection = await connectedSimulator(api, 'CSP', []);
    await api.post(`/simulator/${connection.id}/messages`, {
      ...customer,
      body: 'Segue a foto',
      media: { kind: 'image', mimetype: 'image/png', fileName: 'foto.png', data: PNG.toString('base64') },
    });

    const page = await stack.newPage();
    const policy = await watchPolicy(page);
    const document = page.waitForResponse((response) => response.url().endsWith('/login'));
    const realtime = realtimeReady(page);
    await logIn(page, admin);
    expect((await document).headers()['content-security-policy']).toContain("script-src 'self'");
    await realtime;

    await page.getByTestId('menu-tickets').click();
    await page.waitForURL('**/tickets');
    await page.getByTestId('tickets-tab-pending').click();
    const item = page.getByTestId('tickets-list-pending').locator('li[data-testid^="ticket-item-"]');
    await item.filter({ hasText: customer.name }).getByTestId('accept-ticket').click(LIVE);
    const conversation = page.getByTestId('message-list');
    const received = conversation.locator('[data-media-type="image"] img').first();
    await expect.poll(() => received.evaluate((img: HTMLImageElement) => img.naturalWidth), LIVE).toBe(2);

    await page
      .getByTestId('attach-file-input')
      .setInputFiles({ name: 'resposta.png', mimeType: 'image/png', buffer: PNG });
    // A picked file waits in the tray until sent.
    await page.getByTestId('send-message').click();
    const sent = conversation.locator('[data-from-me="true"][data-media-type="image"] img');
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth), LIVE).toBe(2);
    await customerPhone(api, connection.id, customer).says('Recebi, obrigado');
    await conversation.getByText('Recebi, obrigado').waitFor(LIVE);

    const shot = join(mkdtempSync(join(tmpdir(), 'balcao-csp-')), 'conversation.png');
    await page.screenshot({ path: shot });
    console.log(`screenshot: ${shot}`);
    expect(await policy.violations()).toEqual([]);
    expect(policy.consoleErrors).toEqual([]);
  });
});
