import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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
import { dispatchFiles, drawnPng, PDF, type FileSpec } from './test-files.js';

const admin = { email: 'e2e-attachments@example.com', password: 'admin-secret' };
/** The person at the browser: an admin of their own, since a browser login ends the API's session of its user. */
const browserUser = { email: 'ana.anexos@example.com', password: 'ana-secret' };
const customer = { number: '5511933332222', name: 'Dora Cliente' };
const CAPTION = 'Segue o orçamento que combinamos';
const PHONE_CAPTION = 'Foto da peça quebrada';

const stack = e2eStack('attachments', admin);
const shots = screenshotRecorder('attachments');
let api: Api;
let browserUserId: string;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  const user = await api.post<{ id: string }>('/users', {
    name: 'Ana',
    ...browserUser,
    profile: 'admin',
    queueIds: [],
  });
  browserUserId = user.id;
});

interface StoredMessage {
  fromMe: boolean;
  mediaType: string;
  mediaName?: string;
  body: string;
}

const tray = (page: Page) => page.getByTestId('attachment-tray');
const trayItem = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="attachment-item"][data-name="${name}"]`);

/** The tray shows the file's name and its size, and an image's thumbnail once it has decoded. */
async function previewed(scope: Page | Locator, file: FileSpec, size: RegExp) {
  const item = trayItem(scope, file.name);
  await item.waitFor(LIVE);
  await expect(item.getByTestId('attachment-name').textContent()).resolves.toBe(file.name);
  await expect(item.getByTestId('attachment-size').textContent()).resolves.toMatch(size);
  if (file.mimeType.startsWith('image/')) {
    const thumbnail = item.locator('img[data-testid="attachment-thumbnail"]');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/**
 * The button lies wholly inside the window once the layout has settled (the side menu slides away on a phone): a
 * wide tray never pushes the composer's buttons out of reach.
 */
const reachable = (button: Locator) =>
  expect
    .poll(() => button.evaluate((node) => node.getBoundingClientRect().right <= window.innerWidth), LIVE)
    .toBe(true);

const ownMessages = async (ticketId: string) =>
  (await api.get<{ messages: StoredMessage[] }>(`/messages/${ticketId}`)).messages.filter((m) => m.fromMe);

describe('attachments wait in a tray until sent', () => {
  it('lets an agent pick, paste and drop files, see them, caption them, cancel some, and send the rest', async () => {
    const connection = await connectedSimulator(api, 'Balcão Anexos', []);
    await customerPhone(api, connection.id, customer).says('Bom dia, pode me mandar o orçamento?');
    const ticket = await eventually(
      () => api.get<{ tickets: { id: string; uuid: string }[] }>('/tickets?status=pending'),
      ({ tickets }) => tickets.length === 1,
      'the customer’s ticket',
    ).then(({ tickets }) => tickets[0]!);
    await api.put(`/tickets/${ticket.id}`, { status: 'open', userId: browserUserId });

    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const photo: FileSpec = { name: 'vitrine.png', mimeType: 'image/png', buffer: await drawnPng(page) };
    const budget: FileSpec = { name: 'orcamento.pdf', mimeType: 'application/pdf', buffer: PDF };
    const socket = recordSocket(page);
    await logIn(page, browserUser);
    await page.goto(`/tickets/${ticket.uuid}`);
    await socket.sent('joinTickets');
    const conversation = page.getByTestId('message-list');
    await conversation.getByText('Bom dia, pode me mandar o orçamento?').waitFor(LIVE);

    // Two files picked at once wait in the tray with their previews; nothing has left.
    const pickBoth = async () => {
      await page.getByTestId('attach-file-input').setInputFiles([photo, budget]);
      await page.getByTestId('message-input').fill(CAPTION);
    };
    await pickBoth();
    await previewed(page, photo, /^\d+(,\d)? KB$/);
    await previewed(page, budget, /^45 B$/);
    // Each size mounts its own layout, which starts with an empty tray.
    const again = async () => ((await tray(page).count()) === 0 ? pickBoth() : undefined);
    await shots.take(page, 'agent-tray', async () => {
      await again();
      await reachable(page.getByTestId('send-message'));
    });
    await again();
    expect(await ownMessages(ticket.id)).toEqual([]);

    // The photo is cancelled; the budget goes with the caption.
    await trayItem(page, photo.name).getByTestId('attachment-remove').click();
    await trayItem(page, photo.name).waitFor({ state: 'detached' });
    await page.getByTestId('send-message').click();
    const sent = conversation.locator('[data-from-me="true"][data-media-type="application"]');
    await sent.filter({ hasText: CAPTION }).filter({ hasText: budget.name }).waitFor(LIVE);
    await tray(page).waitFor({ state: 'detached' });
    await expect(page.getByTestId('message-input').inputValue()).resolves.toBe('');
    const stored = await ownMessages(ticket.id);
    expect(stored).toMatchObject([
      { mediaType: 'application', mediaName: budget.name, body: expect.stringContaining(CAPTION) },
    ]);

    // Pasted files join the tray, and 'Remover todos' empties it.
    const pasted = [
      { ...photo, name: 'colada.png' },
      { ...budget, name: 'colado.pdf' },
    ];
    await dispatchFiles(page, '[data-testid="message-input"]', 'paste', pasted);
    await previewed(page, pasted[0]!, /KB$/);
    await previewed(page, pasted[1]!, /^45 B$/);
    await page.getByTestId('attachment-clear').click();
    await tray(page).waitFor({ state: 'detached' });

    // Files dragged over the conversation show the drop zone; dropped, they join the tray and are sent.
    await dispatchFiles(page, '[data-testid="message-list"]', 'dragenter', [photo]);
    await page.getByTestId('file-drop-zone').waitFor();
    await shots.take(page, 'agent-drop-zone', async () => {
      await dispatchFiles(page, '[data-testid="message-list"]', 'dragenter', [photo]);
      await page.getByTestId('file-drop-zone').waitFor();
    });
    await dispatchFiles(page, '[data-testid="message-list"]', 'drop', [photo]);
    await page.getByTestId('file-drop-zone').waitFor({ state: 'detached' });
    await previewed(page, photo, /KB$/);
    await page.getByTestId('send-message').click();
    await conversation.locator('[data-from-me="true"][data-media-type="image"]').waitFor(LIVE);
    expect((await ownMessages(ticket.id)).map((m) => m.mediaType).sort()).toEqual(['application', 'image']);
    await shots.take(page, 'agent-sent');
  });

  it('lets the simulator’s customer pick and drop files, caption them and send them one message each', async () => {
    await connectedSimulator(api, 'Balcão Anexos Simulador', []);
    const phone = await stack.newPage();
    await phone.setViewportSize({ width: 1366, height: 800 });
    const photo: FileSpec = { name: 'peca.png', mimeType: 'image/png', buffer: await drawnPng(phone, 600, 400) };
    const receipt: FileSpec = { name: 'nota-fiscal.pdf', mimeType: 'application/pdf', buffer: PDF };
    await logIn(phone, browserUser);
    await phone.goto('/simulator');
    await phone.getByTestId('simulator-connection').selectOption({ label: 'Balcão Anexos Simulador' });
    const add = phone.getByTestId('simulator-add-customer');
    await add.getByLabel('Número').fill('5511922221111');
    await add.getByLabel('Nome').fill('Edu Cliente');
    await add.getByRole('button', { name: 'Adicionar cliente' }).click();
    const chat = phone.getByTestId('simulator-conversation');
    await chat.waitFor();

    await phone.getByTestId('simulator-file').setInputFiles([photo, receipt]);
    await previewed(chat, photo, /KB$/);
    await previewed(chat, receipt, /^45 B$/);
    await phone.getByTestId('simulator-text').fill(PHONE_CAPTION);
    await shots.take(phone, 'simulator-tray', () => reachable(phone.getByTestId('simulator-send')));
    await expect(chat.locator('[data-testid="simulator-message"]').count()).resolves.toBe(0);

    await dispatchFiles(phone, '[data-testid="simulator-messages"]', 'dragenter', [receipt]);
    await chat.getByTestId('file-drop-zone').waitFor();
    await dispatchFiles(phone, '[data-testid="simulator-messages"]', 'drop', [{ ...receipt, name: 'recibo.pdf' }]);
    await previewed(chat, { ...receipt, name: 'recibo.pdf' }, /B$/);
    await trayItem(chat, receipt.name).getByTestId('attachment-remove').click();

    await phone.getByTestId('simulator-send').click();
    const sent = chat.locator('[data-testid="simulator-message"][data-from="customer"]');
    await expect.poll(() => sent.count(), LIVE).toBe(2);
    await sent.first().filter({ hasText: PHONE_CAPTION }).locator('img').waitFor();
    await sent.nth(1).filter({ hasText: 'recibo.pdf' }).waitFor();
    await expect(sent.nth(1).textContent()).resolves.not.toContain(PHONE_CAPTION);
    await chat.getByTestId('attachment-tray').waitFor({ state: 'detached' });
    await shots.take(phone, 'simulator-sent');
  });
});
