import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import {
  apiAs,
  connectedSimulator,
  customerPhone,
  eventually,
  LIVE,
  recordSocket,
  type Api,
} from './conversation-support.js';
import { screenshotRecorder } from './screenshots.js';
import { e2eStack } from './stack.js';
import { drawnPng, type FileSpec } from './test-files.js';

const admin = { email: 'e2e-quick-messages@example.com', password: 'admin-secret' };
/** The person at the browser: an admin of their own, since a browser login ends the API's session of its user. */
const browserUser = { email: 'rita.respostas@example.com', password: 'rita-secret' };
const customer = { number: '5511944445555', name: 'Gabi Cliente' };
const TEXT = 'Segue a nossa tabela de preços!';

const stack = e2eStack('quick-messages', admin);
const shots = screenshotRecorder('quick-messages');
let api: Api;
let browserUserId: string;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  const user = await api.post<{ id: string }>('/users', {
    name: 'Rita',
    ...browserUser,
    profile: 'admin',
    queueIds: [],
  });
  browserUserId = user.id;
});

const row = (page: Page, shortcode: string) => page.getByTestId(`quick-message-row-${shortcode}`);

describe('quick messages with an attachment', () => {
  it('are made on /quick-messages and, chosen in a conversation, send the image with the text to the customer', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const image: FileSpec = { name: 'tabela de preços.png', mimeType: 'image/png', buffer: await drawnPng(page) };
    await logIn(page, browserUser);

    // The page: empty, then a quick message with an image, added through the modal.
    await page.goto('/quick-messages');
    await page.getByTestId('quick-messages-table').waitFor(LIVE);
    await page.getByTestId('quick-message-add').click();
    const modal = page.getByTestId('quick-message-modal');
    await modal.waitFor();
    await page.getByTestId('quick-message-save').click();
    await modal.getByText('Obrigatório').first().waitFor();
    await page.getByTestId('quick-message-shortcode').fill('tabela');
    await page.getByTestId('quick-message-message').fill(TEXT);
    await page.getByTestId('quick-message-attachment-input').setInputFiles(image);
    await expect(page.getByTestId('quick-message-attachment-name').textContent()).resolves.toBe(image.name);
    await shots.take(page, 'modal', async () => {
      if (!(await modal.isVisible())) throw new Error('the modal closed on resize');
    });
    await page.getByTestId('quick-message-save').click();
    await page.getByText('Operação realizada com sucesso!').waitFor(LIVE);
    await modal.waitFor({ state: 'detached' });
    // Spaces in the name became underscores (spec 2 §5).
    await row(page, 'tabela').getByText('tabela_de_preços.png').waitFor(LIVE);

    // Another agent's message arrives live (the quickemessage event).
    await api.post('/quick-messages', { shortcode: 'pix', message: 'Nossa chave PIX é 123' });
    await row(page, 'pix').waitFor(LIVE);
    // On a phone the side menu slides away first.
    await shots.take(page, 'page', () => page.waitForTimeout(400));

    // Editing shows the stored attachment; removing it asks first.
    await row(page, 'tabela')
      .getByRole('button', { name: /Editar tabela/ })
      .click();
    await expect(page.getByTestId('quick-message-attachment-name').textContent()).resolves.toBe('tabela_de_preços.png');
    await page.getByTestId('quick-message-attachment-remove').click();
    await page.getByTestId('confirm-dialog').getByText('Excluir anexo?').waitFor();
    await shots.take(page, 'attachment-confirm');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByTestId('quick-message-modal').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByTestId('quick-message-modal').waitFor({ state: 'detached' });

    // A conversation with the simulator's customer.
    const connection = await connectedSimulator(api, 'Balcão Respostas', []);
    const phone = customerPhone(api, connection.id, customer);
    await phone.says('Oi, quanto custa?');
    const ticket = await eventually(
      () => api.get<{ tickets: { id: string; uuid: string }[] }>('/tickets?status=pending'),
      ({ tickets }) => tickets.length === 1,
      'the customer’s ticket',
    ).then(({ tickets }) => tickets[0]!);
    await api.put(`/tickets/${ticket.id}`, { status: 'open', userId: browserUserId });
    const socket = recordSocket(page);
    await page.goto(`/tickets/${ticket.uuid}`);
    await socket.sent('joinTickets');
    await page.getByTestId('message-list').getByText('Oi, quanto custa?').waitFor(LIVE);

    // '/' and the shortcode offer it; chosen, its text fills the input and its image joins the tray.
    const item = page.locator('[data-testid="attachment-item"][data-name="tabela_de_preços.png"]');
    const choose = async () => {
      await page.getByTestId('message-input').fill('/tab');
      await page.getByTestId('quick-message-tabela').click();
      await expect(page.getByTestId('message-input').inputValue()).resolves.toBe(TEXT);
      await item.waitFor(LIVE);
    };
    await choose();
    // Each size mounts its own layout, which starts with an empty composer.
    const again = async () => ((await item.count()) === 0 ? choose() : undefined);
    await shots.take(page, 'ticket-tray', again);
    await again();
    await page.getByTestId('send-message').click();
    await page.getByTestId('attachment-tray').waitFor({ state: 'detached', ...LIVE });

    // A quick message added meanwhile is offered at once (the quickemessage event refreshes the autocomplete).
    await api.post('/quick-messages', { shortcode: 'horario', message: 'Atendemos das 8h às 18h.' });
    await page.getByTestId('message-input').fill('/hor');
    await page.getByTestId('quick-message-horario').waitFor(LIVE);
    await page.getByTestId('message-input').fill('');

    // The customer's phone shows the image with the text.
    const received = await eventually(
      phone.conversation,
      (messages) => messages.some((m) => m.from === 'business' && m.media?.kind === 'image'),
      'the image on the customer’s phone',
    );
    const sent = received.find((m) => m.from === 'business' && m.media?.kind === 'image')!;
    expect(sent.body).toContain(TEXT);
    const bytes = await fetch(new URL(sent.media!.url, stack.url)).then((res) => res.arrayBuffer());
    expect(Buffer.from(bytes).equals(image.buffer)).toBe(true);
  });
});
