import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, eventually, LIVE, type Api } from './conversation-support.js';
import { afterLayout, screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';
import { drawnPng } from './test-files.js';

const admin = { email: 'e2e-simulator@example.com', password: 'admin-secret' };
/** The person at the browser: an admin of their own, since a browser login ends the API's session of its user. */
const browserUser = { email: 'bia.simulador@example.com', password: 'bia-secret' };
const customer = { number: '5511911110000', name: 'Gil Cliente' };
const FORMATTED = 'Quero *duas* caixas ~três~ _urgentes_ do código ```AB-12```';

const stack = e2eStack('simulator', admin);
const shots = screenshotRecorder('simulator');
let api: Api;
let browserUserId: string;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  const user = await api.post<{ id: string }>('/users', {
    name: 'Bia',
    ...browserUser,
    profile: 'admin',
    queueIds: [],
  });
  browserUserId = user.id;
});

interface Connection {
  id: string;
  status: string;
}

const connectionState = (id: string, status: string) =>
  eventually(
    () => api.get<Connection>(`/whatsapp/${id}`),
    (connection) => connection.status === status,
    `connection ${status}`,
  );

/** How far the conversation is from its bottom, in pixels (0: the newest message is in view). */
const distanceFromBottom = (messages: Locator) =>
  messages.evaluate((list) => Math.round(list.scrollHeight - list.scrollTop - list.clientHeight));

/** The business answers the customer's ticket, as its agent (the browser's user) would. */
const businessSays = (page: Page, ticketId: string, body: string) =>
  callApi(page, 'POST', `/messages/${ticketId}`, { body });

/** The business sends a photo, as the agent's upload does. */
const businessSendsPhoto = (page: Page, ticketId: string, png: Buffer) =>
  page.evaluate(
    async ({ ticketId, data }) => {
      const form = new FormData();
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      form.append('medias', new File([bytes], 'caixas.png', { type: 'image/png' }));
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const answer = await fetch(`/api/messages/${ticketId}`, { method: 'POST', headers, body: form });
      if (!answer.ok) throw new Error(`the upload answered ${answer.status}`);
    },
    { ticketId, data: png.toString('base64') },
  );

async function openQrDialog(page: Page, name: string) {
  await page.goto('/connections');
  const row = page.getByTestId('connection-row').filter({ hasText: name });
  await row.locator('[data-testid="connection-status"][data-status="qrcode"]').waitFor(LIVE);
  await row.getByRole('button', { name: 'QR CODE' }).click();
  return page.getByTestId('qr-modal');
}

describe('the simulator as a new user finds and uses it', () => {
  it('is offered by the QR dialog of a simulated connection, renders formatting as a phone does, and follows new messages', async () => {
    await api.post<Connection>('/whatsapp', { name: 'Simulador Loja', provider: 'simulator', queueIds: [] });
    const chosen = await api.post<Connection>('/whatsapp', {
      name: 'Simulador Filial',
      provider: 'simulator',
      queueIds: [],
    });
    await connectionState(chosen.id, 'qrcode');

    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserUser);

    // The QR dialog of a simulated connection says where its phone is, and the link opens that connection there.
    const dialog = await openQrDialog(page, 'Simulador Filial');
    const link = dialog.getByRole('link', { name: 'Abrir simulador' });
    await expect(link.getAttribute('href')).resolves.toBe(`/simulator?connection=${chosen.id}`);
    await shots.take(page, 'qr-dialog', async () => {
      if ((await dialog.count()) === 0) await openQrDialog(page, 'Simulador Filial');
    });
    await link.click();
    await page.waitForURL(`**/simulator?connection=${chosen.id}`);
    await expect(page.getByTestId('simulator-connection').inputValue()).resolves.toBe(chosen.id);
    await page.getByTestId('simulator-scan').click();
    await page.getByTestId('simulator-phone').waitFor(LIVE);

    // A long conversation: the customer writes, an agent takes the ticket and the business answers.
    const simulator = `/simulator/${chosen.id}/messages`;
    for (let index = 1; index <= 18; index++) await api.post(simulator, { ...customer, body: `Mensagem ${index}` });
    const ticket = await eventually(
      () => api.get<{ tickets: { id: string }[] }>('/tickets?status=pending'),
      ({ tickets }) => tickets.length === 1,
      'the customer’s ticket',
    ).then(({ tickets }) => tickets[0]!);
    await api.put(`/tickets/${ticket.id}`, { status: 'open', userId: browserUserId });

    await page.getByTestId('simulator-customer').filter({ hasText: customer.name }).click();
    const chat = page.getByTestId('simulator-conversation');
    const messages = page.getByTestId('simulator-messages');
    await messages.getByText('Mensagem 18').waitFor(LIVE);
    await expect.poll(() => distanceFromBottom(messages), LIVE).toBeLessThanOrEqual(2);

    // The customer's formatting shows as the phone shows it, markers gone.
    await page.getByTestId('simulator-text').fill(FORMATTED);
    await page.getByTestId('simulator-send').click();
    const formatted = chat.locator('[data-testid="simulator-message"][data-from="customer"]').last();
    await formatted.locator('b', { hasText: 'duas' }).waitFor(LIVE);
    await expect(formatted.locator('s').textContent()).resolves.toBe('três');
    await expect(formatted.locator('i').textContent()).resolves.toBe('urgentes');
    await expect(formatted.locator('code').textContent()).resolves.toBe('AB-12');
    await expect(formatted.locator('.bubble-text').textContent()).resolves.not.toMatch(/[*~_`]/);

    // A business reply arrives while the customer reads the newest message: the chat follows it, formatting too.
    await businessSays(page, ticket.id, '*Bia:*\nClaro! Separo as _duas_ caixas hoje.');
    const reply = chat.locator('[data-testid="simulator-message"][data-from="business"]').last();
    await reply.locator('b', { hasText: 'Bia:' }).waitFor(LIVE);
    await expect.poll(() => distanceFromBottom(messages), LIVE).toBeLessThanOrEqual(2);

    // A photo from the business: the chat is still at the bottom once it has loaded.
    await businessSendsPhoto(page, ticket.id, await drawnPng(page, 600, 800));
    await reply.locator('img').waitFor(LIVE);
    await expect
      .poll(
        () =>
          messages
            .locator('img')
            .last()
            .evaluate((img: HTMLImageElement) => img.complete),
        LIVE,
      )
      .toBe(true);
    await expect.poll(() => distanceFromBottom(messages), LIVE).toBeLessThanOrEqual(2);
    // On a phone too the chat scrolls inside itself and shows the newest message.
    await shots.take(page, 'conversation', async () => {
      if ((await chat.count()) === 0) {
        await page.getByTestId('simulator-customer').filter({ hasText: customer.name }).click();
      }
      await expect(messages.evaluate((list) => list.scrollHeight > list.clientHeight)).resolves.toBe(true);
      await expect.poll(() => distanceFromBottom(messages), LIVE).toBeLessThanOrEqual(2);
      await chat.getByTestId('simulator-send').scrollIntoViewIfNeeded();
    });

    // Scrolled up to read older messages, the customer is not pulled down by the next reply.
    await messages.evaluate((list) => list.scrollTo({ top: 0 }));
    await afterLayout(page);
    await businessSays(page, ticket.id, 'Mais alguma coisa?');
    await chat.getByText('Mais alguma coisa?').waitFor(LIVE);
    await afterLayout(page);
    await expect(messages.evaluate((list) => list.scrollTop)).resolves.toBe(0);
  });
});
