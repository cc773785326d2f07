import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import type { InboundEvent, InboundMessage } from '../../functions/src/platform/chat/chat-provider.js';
import { INBOUND_QUEUE } from '../../functions/src/platform/chat/session-commands.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { jobOptions } from '../../session-host/src/session-events.js';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, LIVE, type Api } from './conversation-support.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-message-marks@example.com', password: 'admin-secret' };
const LID = '180000000000042';
const CHAT = `lid:${LID}`;
const HIDDEN = 'Número oculto pelas configurações de privacidade do cliente';

const stack = e2eStack('message-marks', admin);
let api: Api;
const shots = mkdtempSync(join(tmpdir(), 'balcao-message-marks-'));

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

/** Puts an event on the inbound queue as the session host does, in its chat's group with its dedupe id. */
function arrives(connectionId: string, event: InboundEvent) {
  const job = { companyId: api.user.companyId, connectionId, event };
  return stack.deps.jobs.send(INBOUND_QUEUE, job, jobOptions(connectionId, event));
}

/**
 * Waits for the pipeline to store what arrived, so the page's first read of the conversation holds it: a
 * realtime update that lands while that read is in flight can be overwritten by its older answer.
 */
const stored = () => (stack.deps.jobs as TableJobQueue).drain(INBOUND_QUEUE);

const fromCustomer = (fields: Partial<InboundMessage> & Pick<InboundMessage, 'id' | 'body'>): InboundEvent => ({
  type: 'message',
  message: { chatId: CHAT, isGroup: false, fromMe: false, timestamp: Date.now(), ...fields },
});

const SIZES = { desktop: { width: 1366, height: 800 }, mobile: { width: 390, height: 844 } };

/**
 * Resolves once the page has re-rendered and no API call is in flight. Each size mounts its own layout, which
 * fetches the conversation again: an update that lands while that fetch is in flight can be overwritten by it.
 */
function settledAfterLayout(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => request.url().includes('/api/') && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(() => inFlight.size, LIVE).toBe(0);
  };
}

/** A screenshot at each size; `show` brings back what the layout change closed (the drawer). */
async function screenshots(page: Page, name: string, show: () => Promise<void> = async () => {}) {
  const settled = settledAfterLayout(page);
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await settled();
    await show();
    await page.screenshot({ path: join(shots, `${name}-${label}.png`) });
  }
  await page.setViewportSize(SIZES.desktop);
  await settled();
}

/** The line of a contact's ticket in one tab of the ticket list. */
const ticketItem = (page: Page, tab: 'open' | 'pending', contact: string) =>
  page.getByTestId(`tickets-list-${tab}`).locator('li[data-testid^="ticket-item-"]').filter({ hasText: contact });

const row = (conversation: Locator, text: string) => conversation.locator('.msg-row').filter({ hasText: text });

describe('what a message shows besides its text, in the browser', () => {
  it('a customer with a hidden number: reaction, unreadable notice and a download that turns out too large', async () => {
    const queue = await api.post<{ id: string }>('/queue', { name: 'Atendimento', color: '#1e88e5' });
    const connection = await connectedSimulator(api, 'Balcão Marcas', [queue.id]);
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, admin);
    await page.getByTestId('menu-tickets').click();
    await page.getByTestId('tickets-tab-pending').click();

    await arrives(
      connection.id,
      fromCustomer({ id: 'M1', body: 'Oi, meu pedido chegou quebrado.', senderName: 'Lia' }),
    );
    await arrives(connection.id, {
      type: 'reaction',
      id: 'R1',
      chatId: CHAT,
      timestamp: Date.now(),
      targetId: 'M1',
      emoji: '😢',
      fromMe: false,
    });
    await arrives(connection.id, fromCustomer({ id: 'U1', body: '', unreadable: true }));
    await arrives(
      connection.id,
      fromCustomer({
        id: 'DOC1',
        body: 'Segue o vídeo da caixa',
        pendingMedia: { kind: 'video', mimetype: 'video/mp4', fileName: 'caixa.mp4', size: 180_000_000 },
      }),
    );
    await stored();

    const item = ticketItem(page, 'pending', 'Lia');
    await item.waitFor(LIVE);
    await item.getByTestId('accept-ticket').click();
    const conversation = page.getByTestId('message-list');
    await conversation.getByText('Oi, meu pedido chegou quebrado.').waitFor(LIVE);

    // The customer hides their number: the header says so instead of showing a LID as a phone number.
    await expect(page.getByTestId('ticket-contact-number').textContent()).resolves.toBe(HIDDEN);
    const reactions = row(conversation, 'Oi, meu pedido chegou quebrado.').locator(
      '[data-testid^="message-reactions-"]',
    );
    await reactions.waitFor(LIVE);
    await expect(reactions.textContent()).resolves.toBe('😢');
    await expect(reactions.getAttribute('aria-label')).resolves.toBe('Reações: 1');
    await conversation
      .getByRole('note')
      .filter({ hasText: 'Não foi possível ler esta mensagem — peça ao cliente para reenviar.' })
      .waitFor(LIVE);
    const media = row(conversation, 'Segue o vídeo da caixa').locator('[data-testid^="message-media-status-"]');
    await expect(media.textContent()).resolves.toBe('Baixando mídia…');
    await screenshots(page, 'downloading');

    // The session host's download step finds the video above the size cap; the caption stays.
    await arrives(connection.id, {
      type: 'media',
      id: 'DOC1',
      chatId: CHAT,
      timestamp: Date.now(),
      failure: 'tooLarge',
    });
    await media.and(page.locator('[data-status="tooLarge"]')).waitFor(LIVE);
    await expect(media.textContent()).resolves.toBe('Arquivo grande demais para receber (limite de 64 MB).');
    await row(conversation, 'Segue o vídeo da caixa').getByText('Segue o vídeo da caixa').waitFor();
    await screenshots(page, 'too-large');

    // The contact drawer says the number is hidden too, and the contact can still be renamed.
    const drawerNumber = page.getByTestId('drawer-contact-number');
    const openDrawer = async () => {
      if (!(await drawerNumber.isVisible())) await page.getByTestId('open-contact-drawer').click();
      await drawerNumber.waitFor(LIVE);
    };
    await openDrawer();
    await expect(drawerNumber.textContent()).resolves.toBe(HIDDEN);
    await page.getByTestId('edit-contact').click();
    const modal = page.getByTestId('contact-modal');
    await modal.getByText(HIDDEN).waitFor(LIVE);
    await modal.getByLabel('Nome').fill('Lia Souza');
    await modal.getByTestId('contact-save').click();
    await page.getByTestId('drawer-contact-name').filter({ hasText: 'Lia Souza' }).waitFor(LIVE);
    await expect(page.getByTestId('ticket-contact-number').textContent()).resolves.toBe(HIDDEN);
    await screenshots(page, 'drawer', openDrawer);
    console.log(`message-marks screenshots in ${shots}`);
  });
});

describe('the previews of the last message, in the browser (issue 14 point 6)', () => {
  it('show the words without their markers in the list and the bell, and the deleted mark as soon as it goes', async () => {
    // A browser login ends the API client's session (a new login revokes the others): log it in again.
    api = await apiAs(stack.url, admin);
    const connection = await connectedSimulator(api, 'Balcão Prévias', []);
    const number = '5511966660000';
    const says = (id: string, body: string) =>
      arrives(connection.id, {
        type: 'message',
        message: { chatId: number, isGroup: false, fromMe: false, timestamp: Date.now(), id, body, senderName: 'Rui' },
      });
    const page = await stack.newPage();
    await page.setViewportSize(SIZES.desktop);
    await logIn(page, admin);
    await page.getByTestId('menu-tickets').click();
    await page.getByTestId('tickets-tab-pending').click();

    await says('F1', '*Oi* _tudo_ ~bem~? ```pedido 42```');
    await stored();
    const item = ticketItem(page, 'pending', 'Rui');
    await item.waitFor(LIVE);
    await expect(item.locator('.ticket-item-last').textContent()).resolves.toBe('Oi tudo bem? pedido 42');
    await screenshots(page, 'preview-list');
    // Each size mounts its own layout, which opens on the default tab.
    await page.getByTestId('tickets-tab-pending').click();

    await item.getByTestId('accept-ticket').click();
    await page.getByTestId('message-list').getByText('pedido 42').waitFor(LIVE);
    // Away from the conversation, the next message counts as unread and goes to the bell.
    await page.getByTestId('menu-contacts').click();
    await says('F2', '*Rui:*\n_chegou_ quebrado');
    await stored();
    await page.getByTestId('notifications-bell').click();
    const entry = page.getByTestId('notifications-panel').locator('[data-testid^="notification-"]');
    await entry.filter({ hasText: 'Rui: chegou quebrado' }).waitFor(LIVE);
    await expect(entry.textContent()).resolves.not.toMatch(/[*_~]/);

    await arrives(connection.id, { type: 'delete', id: 'F2', chatId: number, timestamp: Date.now() });
    await entry.getByTestId('last-message-deleted').filter({ hasText: 'Esta mensagem foi apagada' }).waitFor(LIVE);
    await expect(entry.textContent()).resolves.not.toContain('quebrado');
    await screenshots(page, 'preview-bell', async () => {
      if (!(await entry.isVisible())) await page.getByTestId('notifications-bell').click();
    });

    await page.keyboard.press('Escape');
    await page.getByTestId('menu-tickets').click();
    await page.getByTestId('tickets-tab-open').click();
    const open = ticketItem(page, 'open', 'Rui');
    await open.getByTestId('last-message-deleted').waitFor(LIVE);
    await screenshots(page, 'preview-deleted');
  });
});
