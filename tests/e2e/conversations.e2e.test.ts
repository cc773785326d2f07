import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { e2eStack } from './stack.js';
import {
  apiAs,
  connectedSimulator,
  customerPhone,
  eventually,
  LIVE,
  PNG,
  recordSocket,
  type Api,
} from './conversation-support.js';

const admin = { email: 'e2e-conversations@example.com', password: 'admin-secret' };
const customer = { number: '5511977776666', name: 'Maria Cliente' };
const FIRST = 'Olá, preciso de ajuda com meu pedido';
const HOSTILE = '<script>window.__xss=1</script> isto é *bold* mesmo';
const REPLY = 'Claro! Vou verificar o seu pedido agora.';
const AGAIN = 'Oi de novo, surgiu outra dúvida';

const stack = e2eStack('conversations', admin);
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

interface Named {
  id: string;
  name: string;
}

/** Queues A, B and C, one agent in each, and a simulator connection serving queue A only. */
async function setUpCompany() {
  const queues: Named[] = [];
  for (const [name, color] of [
    ['Vendas', '#1e88e5'],
    ['Suporte', '#43a047'],
    ['Financeiro', '#e53935'],
  ]) {
    queues.push(await api.post<Named>('/queue', { name, color, greetingMessage: `Olá! Aqui é ${name}.` }));
  }
  const agents = await Promise.all(
    queues.map(async (queue, index) => {
      const credentials = { email: `agente${index + 1}.conversas@example.com`, password: 'agent-secret' };
      await api.post('/users', { name: `Agente ${index + 1}`, ...credentials, queueIds: [queue.id] });
      return credentials;
    }),
  );
  const connection = await connectedSimulator(api, 'Balcão Conversas', [queues[0]!.id]);
  return { queues: queues as [Named, Named, Named], agents, connection };
}

/** An agent's own browser, logged in, on the ticket workspace's Pending tab, subscribed to ticket events. */
async function openWorkspace(credentials: { email: string; password: string }) {
  const page = await stack.newPage();
  const socket = recordSocket(page);
  await logIn(page, credentials);
  await page.getByTestId('menu-tickets').click();
  await page.waitForURL('**/tickets');
  await socket.sent('joinTickets');
  // Marks this document: if it is still there later, what the page shows arrived live, not by a reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await showPending(page);
  await page.getByTestId('tickets-list-pending').getByTestId('tickets-empty').waitFor(LIVE);
  return { page, socket };
}

const showPending = (page: Page) => page.getByTestId('tickets-tab-pending').click();
const sameDocument = (page: Page) =>
  expect(page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
const pendingItems = (page: Page, text: string) =>
  page.getByTestId('tickets-list-pending').locator('li[data-testid^="ticket-item-"]').filter({ hasText: text });
const openView = (page: Page, ticketId: string) =>
  page.locator(`[data-testid="ticket-view"][data-ticket-id="${ticketId}"][data-status="open"]`).waitFor(LIVE);
const idOf = async (row: { getAttribute(name: string): Promise<string | null> }, prefix: string) =>
  ((await row.getAttribute('data-testid')) ?? '').slice(prefix.length);

describe('conversations in the browser, with the simulator as the customer', () => {
  it('takes a customer from pending through reply, read ticks, transfer and close, to a new ticket; another queue never sees it', async () => {
    const { queues, agents, connection } = await setUpCompany();
    const [sales, support] = queues;
    const phone = customerPhone(api, connection.id, customer);
    const [one, two, three] = await Promise.all(agents.map(openWorkspace));

    // The customer writes: agent 1 (queue A) gets the ticket live, as pending, in the connection's only queue
    // (whose greeting the chatbot sends at once, so the list shows that as the last message).
    await phone.says(FIRST);
    const item = pendingItems(one!.page, customer.name);
    await item.waitFor(LIVE);
    await sameDocument(one!.page);
    const ticketId = await idOf(item, 'ticket-item-');
    const ticket = await api.get(`/tickets/${ticketId}`);
    expect(ticket).toMatchObject({ status: 'pending', contact: { number: customer.number } });
    expect.soft(ticket.queueId, 'a connection with one queue gives its new tickets that queue').toBe(sales.id);

    await item.getByTestId('accept-ticket').click();
    await openView(one!.page, ticketId);
    const conversation = one!.page.getByTestId('message-list');
    await conversation.getByText(FIRST).waitFor(LIVE);

    // A hostile message arrives live and renders as text: the markup is shown, `*bold*` becomes <b>, nothing runs.
    await phone.says(HOSTILE);
    const hostile = conversation
      .locator('[data-testid^="message-text-"]')
      .filter({ hasText: '<script>window.__xss=1</script>' });
    await hostile.waitFor(LIVE);
    await expect(hostile.locator('b').textContent()).resolves.toBe('bold');
    await expect(conversation.locator('script').count()).resolves.toBe(0);
    await expect(one!.page.evaluate(() => (window as { __xss?: number }).__xss)).resolves.toBeUndefined();

    // Agent 1 replies with text, then an image.
    await one!.page.getByTestId('message-input').fill(REPLY);
    await one!.page.getByTestId('send-message').click();
    const textRow = conversation.locator('[data-from-me="true"]').filter({ hasText: REPLY });
    await textRow.waitFor(LIVE);
    await one!.page
      .getByTestId('attach-file-input')
      .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
    // A picked file waits in the tray until sent.
    await one!.page.getByTestId('send-message').click();
    const imageRow = conversation.locator('[data-from-me="true"][data-media-type="image"]');
    await imageRow.waitFor(LIVE);
    await expect
      .poll(() => imageRow.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), LIVE)
      .toBe(2);
    const ownIds = [await idOf(textRow, 'message-'), await idOf(imageRow, 'message-')];

    // The customer's phone shows both, the customer reads them, and agent 1 sees the blue ticks.
    await eventually(
      phone.conversation,
      (messages) =>
        messages.some((m) => m.from === 'business' && m.body.includes(REPLY)) &&
        messages.some((m) => m.from === 'business' && m.media?.kind === 'image'),
      'the customer receiving the reply and the image',
    );
    await phone.readAll();
    for (const id of ownIds) {
      await one!.page.locator(`[data-testid="message-ack-${id}"][data-ack="3"][data-state="read"]`).waitFor(LIVE);
    }
    await sameDocument(one!.page);

    // Transfer to queue B, to nobody in particular: it waits there as pending.
    await one!.page.getByTestId('ticket-header-actions').getByTestId('transfer-ticket').click();
    const transfer = one!.page.getByTestId('transfer-modal');
    await transfer.getByTestId('transfer-queue').selectOption({ label: support.name });
    await transfer.getByTestId('transfer-submit').click();
    await one!.page.waitForURL('**/tickets');

    // Agent 2 (queue B) finds it live, accepts it with its history, and closes it.
    const transferred = two!.page.getByTestId('tickets-list-pending').getByTestId(`ticket-item-${ticketId}`);
    await transferred.waitFor(LIVE);
    await sameDocument(two!.page);
    await transferred.getByTestId('accept-ticket').click();
    await openView(two!.page, ticketId);
    await two!.page.getByTestId('message-list').getByText(REPLY).waitFor(LIVE);
    await two!.page.getByTestId('ticket-header-actions').getByTestId('finish-ticket').click();
    await two!.page.waitForURL('**/tickets');
    const closed = await eventually(
      () => api.get(`/tickets/${ticketId}`),
      (t) => t.status === 'closed',
      'the close',
    );
    expect(closed.queueId).toBe(support.id);

    // The customer writes again: a new ticket, pending in queue A.
    await phone.says(AGAIN);
    await showPending(one!.page);
    const next = pendingItems(one!.page, customer.name);
    await next.waitFor(LIVE);
    await sameDocument(one!.page);
    const nextId = await idOf(next, 'ticket-item-');
    expect(nextId).not.toBe(ticketId);

    // Agent 3 (queue C), logged in all along, saw none of it: no event, no item, no count, no bell, no access.
    // Soft checks: each broken rule is reported, and the direct-link check below still runs.
    const third = three!.page;
    await sameDocument(third);
    const leaked = three!.socket.received.filter((frame) => frame.includes(ticketId) || frame.includes(nextId));
    expect.soft(leaked, 'realtime events about the tickets reaching agent 3').toEqual([]);
    const items = third.locator('li[data-testid^="ticket-item-"]');
    expect.soft(await items.allTextContents(), "tickets in agent 3's list").toEqual([]);
    expect.soft(await third.getByTestId('tickets-pending-count').textContent()).toBe('0');
    expect.soft(await third.getByTestId('tickets-open-count').textContent()).toBe('0');
    expect.soft(await third.getByTestId('notifications-count').count(), "agent 3's bell count").toBe(0);
    await third.goto(`/tickets/${ticketId}`);
    await third.getByText('Acesso não permitido').waitFor(LIVE);
    await third.waitForURL('**/tickets');
    await expect(third.getByTestId('ticket-view').count()).resolves.toBe(0);
  });
});
