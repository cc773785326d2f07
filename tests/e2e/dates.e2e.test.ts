import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-dates@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Datas', email: 'agente.datas@example.com', password: 'agent-secret' };
const customer = { number: '5511966665555', name: 'Cliente Datas' };
/**
 * The browser's clock, fixed on a day whose number is above 12 and before any ticket: the list then shows
 * dates rather than times, and DD/MM cannot be mistaken for MM/DD.
 */
const BROWSER_NOW = new Date(2026, 0, 28, 10, 0);

const stack = e2eStack('dates', admin);
const shots = screenshotRecorder('dates');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

const pad = (value: number) => String(value).padStart(2, '0');
const ddmmyyyy = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** A Chromium whose own locale is American English, with the app's language chosen as Portuguese. */
async function americanBrowserInPortuguese(): Promise<Page> {
  const context = await stack.newContext({ locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'pt'));
  await context.clock.setFixedTime(BROWSER_NOW);
  return context.newPage();
}

describe('dates in the language chosen in the app, whatever the browser’s locale', () => {
  it('shows DD/MM/YYYY in Portuguese in the ticket list, the messages and the dashboard date inputs', async () => {
    const connection = await connectedSimulator(api, 'Balcão Datas', []);
    await customerPhone(api, connection.id, customer).says('Bom dia, qual o prazo de entrega?');
    const ticket = await eventually(
      () => api.get<{ tickets: { id: string; uuid: string; updatedAt: string }[] }>('/tickets?status=pending'),
      ({ tickets }) => tickets.length === 1,
      'the customer’s ticket',
    ).then(({ tickets }) => tickets[0]!);
    const created = await api.post<{ id: string }>('/users', { ...agent, queueIds: [] });
    await api.put(`/tickets/${ticket.id}`, { status: 'open', userId: created.id });
    const today = ddmmyyyy(new Date(ticket.updatedAt));

    const page = await americanBrowserInPortuguese();
    await logIn(page, agent);
    await page.goto(`/tickets/${ticket.uuid}`);
    const item = page.getByTestId(`ticket-item-${ticket.id}`);
    await expect.poll(() => item.locator('.ticket-item-time').textContent(), LIVE).toBe(today);
    const conversation = page.getByTestId('message-list');
    await conversation.getByText('Bom dia, qual o prazo de entrega?').waitFor(LIVE);
    await expect(conversation.getByTestId('message-day').first().textContent()).resolves.toBe(today);
    await shots.take(page, 'ticket');

    const adminPage = await americanBrowserInPortuguese();
    await logIn(adminPage, admin);
    const from = adminPage.getByTestId('dashboard-date-from');
    const to = adminPage.getByTestId('dashboard-date-to');
    await expect(from.inputValue()).resolves.toBe('01/01/2026');
    await expect(to.inputValue()).resolves.toBe('28/01/2026');
    await expect(from.getAttribute('placeholder')).resolves.toBe('DD/MM/AAAA');

    // Typed in the app's order, the date goes to the server as the day meant.
    await from.fill('');
    await from.pressSequentially('15012026');
    await expect(from.inputValue()).resolves.toBe('15/01/2026');
    const filtered = adminPage.waitForRequest((request) => request.url().includes('date_from=2026-01-15'));
    await adminPage.getByTestId('dashboard-filter').click();
    await filtered;

    // The calendar picks a day too, in Portuguese.
    await adminPage.getByRole('button', { name: 'Escolher Data final' }).click();
    const calendar = adminPage.getByTestId('date-picker');
    await calendar.getByText('janeiro 2026').waitFor();
    await shots.take(adminPage, 'dashboard-calendar');
    await calendar.getByRole('button', { name: /20 de janeiro/ }).click();
    await expect(to.inputValue()).resolves.toBe('20/01/2026');
    await calendar.waitFor({ state: 'detached' });
    await shots.take(adminPage, 'dashboard');
  });
});
