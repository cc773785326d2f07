import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, LIVE, recordSocket, type Api } from './conversation-support.js';
import { insideScrolledView, screenshotRecorder, SIZES } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-list-follows@example.com', password: 'admin-secret' };
const customer = { number: '5511955554444', name: 'Rita Cliente' };
/** More open tickets than the list shows at once, so the oldest one lies below the fold. */
const OLDER_TICKETS = 24;

const stack = e2eStack('list-follows', admin);
const shots = screenshotRecorder('list-follows');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

interface Ticket {
  id: string;
  uuid: string;
}

/** Open tickets of other contacts, oldest first, each the admin's own. */
async function olderOpenTickets(connectionId: string): Promise<Ticket[]> {
  const tickets: Ticket[] = [];
  for (let index = 1; index <= OLDER_TICKETS; index++) {
    const suffix = String(index).padStart(2, '0');
    const contact = await api.post<{ id: string }>('/contacts', {
      name: `Cliente Antigo ${suffix}`,
      number: `55119000000${suffix}`,
    });
    const input = { contactId: contact.id, status: 'open', userId: api.user.id, whatsappId: connectionId };
    tickets.push(await api.post<Ticket>('/tickets', input));
  }
  return tickets;
}

const tabSelected = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"][aria-selected="true"]`).waitFor(LIVE);

/** The ticket is in the Atendendo list, marked selected, and scrolled into the list's visible part. */
async function shownSelectedInOpenList(page: Page, ticketId: string) {
  await tabSelected(page, 'tickets-tab-inbox');
  await tabSelected(page, 'tickets-tab-open');
  const list = page.getByTestId('tickets-list-open');
  const item = list.locator(`li.ticket-item.selected[data-testid="ticket-item-${ticketId}"]`);
  await item.waitFor(LIVE);
  await expect.poll(() => insideScrolledView(item, list), LIVE).toBe(true);
}

describe('the ticket list follows the selected ticket', () => {
  it('moves to Atendendo with the ticket selected and in view after Aceitar, after Reabrir, and when opened by its address', async () => {
    const connection = await connectedSimulator(api, 'Balcão Lista', []);
    const older = await olderOpenTickets(connection.id);
    await customerPhone(api, connection.id, customer).says('Oi, quero trocar um produto');

    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const socket = recordSocket(page);
    await logIn(page, admin);
    await page.getByTestId('menu-tickets').click();
    await socket.sent('joinTickets');

    // Aceitar on the Aguardando tab: the list goes where the ticket now is, instead of showing 'Nada aqui!'.
    await page.getByTestId('tickets-tab-pending').click();
    const pending = page.getByTestId('tickets-list-pending').locator('li').filter({ hasText: customer.name });
    await pending.waitFor(LIVE);
    const ticketId = ((await pending.getAttribute('data-testid')) ?? '').replace('ticket-item-', '');
    await pending.getByTestId('accept-ticket').click();
    await page.locator(`[data-testid="ticket-view"][data-ticket-id="${ticketId}"][data-status="open"]`).waitFor(LIVE);
    await shownSelectedInOpenList(page, ticketId);
    await shots.take(page, 'after-accept', async (size) => {
      if (size === 'mobile') await page.getByTestId('tickets-nav-list').click();
    });

    // Finalizar, then Reabrir from Resolvidos: the list leaves the now empty Resolvidos for Atendendo.
    await page.getByTestId('ticket-header-actions').getByTestId('finish-ticket').click();
    await page.waitForURL('**/tickets');
    await page.getByTestId('tickets-tab-closed').click();
    await page
      .getByTestId('tickets-list-closed')
      .getByTestId(`ticket-item-${ticketId}`)
      .getByTestId('open-ticket')
      .click();
    await page.locator(`[data-testid="ticket-view"][data-ticket-id="${ticketId}"][data-status="closed"]`).waitFor(LIVE);
    await page.getByTestId('ticket-header-actions').getByTestId('reopen-ticket').click();
    await page.locator(`[data-testid="ticket-view"][data-ticket-id="${ticketId}"][data-status="open"]`).waitFor(LIVE);
    await shownSelectedInOpenList(page, ticketId);
    await shots.take(page, 'after-reopen', async (size) => {
      if (size === 'mobile') await page.getByTestId('tickets-nav-list').click();
    });

    // A link to the oldest open ticket (from a notification, a contact): the list scrolls down to it.
    const oldest = older[0]!;
    await page.goto(`/tickets/${oldest.uuid}`);
    await page.locator(`[data-testid="ticket-view"][data-ticket-id="${oldest.id}"]`).waitFor(LIVE);
    await shownSelectedInOpenList(page, oldest.id);
    // On a phone the list waits in its own tab: shown, it is scrolled to the ticket too.
    await page.setViewportSize(SIZES.mobile);
    await page.getByTestId('tickets-nav-list').click();
    await shownSelectedInOpenList(page, oldest.id);
    await page.setViewportSize(SIZES.desktop);
    await shots.take(page, 'opened-by-address', async (size) => {
      if (size === 'mobile') await page.getByTestId('tickets-nav-list').click();
    });
  });
});
