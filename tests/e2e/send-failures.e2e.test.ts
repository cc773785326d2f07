import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, eventually, LIVE, type Api, type PhoneMessage } from './conversation-support.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-send-failures@example.com', password: 'admin-secret' };
const customer = { number: '5511966665555', name: 'Joana Cliente' };
const STUCK = 'Seu pedido sai amanhã cedo.';

const stack = e2eStack('send-failures', admin);
let api: Api;
const shots = mkdtempSync(join(tmpdir(), 'balcao-send-failures-'));

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

/** The page's own session: logging the admin in there ends the session `api` had. */
async function connectionStatus(page: Page, id: string, status: string) {
  await eventually(
    () => callApi<{ status: string }>(page, 'GET', `/whatsapp/${id}`),
    (c) => c.status === status,
    `connection ${status}`,
  );
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: join(shots, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, `${name}-mobile.png`) });
  await page.setViewportSize({ width: 1366, height: 800 });
}

describe('a message that could not be sent, in the browser', () => {
  it('shows the failed mark with its reason, and Reenviar sends it once the connection is back', async () => {
    const queue = await api.post<{ id: string }>('/queue', { name: 'Atendimento', color: '#1e88e5' });
    const connection = await connectedSimulator(api, 'Balcão Falhas', [queue.id]);
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, admin);
    await page.getByTestId('menu-tickets').click();
    await page.getByTestId('tickets-tab-pending').click();

    const says = (body: string) => callApi(page, 'POST', `/simulator/${connection.id}/messages`, { ...customer, body });
    await says('Oi, meu pedido já saiu?');
    const item = page
      .getByTestId('tickets-list-pending')
      .locator('li[data-testid^="ticket-item-"]')
      .filter({ hasText: customer.name });
    await item.waitFor(LIVE);
    await item.getByTestId('accept-ticket').click();
    const conversation = page.getByTestId('message-list');
    await conversation.getByText('Oi, meu pedido já saiu?').waitFor(LIVE);

    // The phone is logged out: what the agent sends now cannot go.
    await callApi(page, 'DELETE', `/whatsappsession/${connection.id}`);
    await connectionStatus(page, connection.id, 'DISCONNECTED');
    await page.getByTestId('message-input').fill(STUCK);
    await page.getByTestId('send-message').click();
    const row = conversation.locator('[data-from-me="true"]').filter({ hasText: STUCK });
    const mark = row.locator('[data-testid^="message-ack-"][data-state="failed"]');
    await mark.waitFor(LIVE);
    expect(await mark.getAttribute('aria-label')).toBe('Não enviada: a conexão está desconectada');
    const resend = row.getByRole('button', { name: 'Reenviar' });
    await resend.waitFor(LIVE);
    await screenshots(page, 'failed');

    // The connection comes back; Reenviar sends it, and the ticks replace the mark live.
    await callApi(page, 'POST', `/whatsappsession/${connection.id}`, {});
    await connectionStatus(page, connection.id, 'qrcode');
    await callApi(page, 'POST', `/simulator/${connection.id}/scan`, {});
    await connectionStatus(page, connection.id, 'CONNECTED');
    await resend.click();
    await row
      .locator('[data-testid^="message-ack-"][data-state="sent"], [data-state="delivered"]')
      .first()
      .waitFor(LIVE);
    await expect(row.getByRole('button', { name: 'Reenviar' }).count()).resolves.toBe(0);
    await eventually(
      async () =>
        (
          await callApi<{ messages: PhoneMessage[] }>(
            page,
            'GET',
            `/simulator/${connection.id}/messages?number=${customer.number}`,
          )
        ).messages,
      (messages) => messages.some((m) => m.from === 'business' && m.body.endsWith(STUCK)),
      'the resent message on the phone',
    );
    await screenshots(page, 'resent');
    console.log(`send-failure screenshots in ${shots}`);
  });
});
