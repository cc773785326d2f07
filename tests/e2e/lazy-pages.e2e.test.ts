import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, eventually, LIVE, type Api } from './conversation-support.js';
import { afterLayout, screenshotRecorder, SIZES } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-lazy@example.com', password: 'admin-secret' };
const customer = { number: '5511944443333', name: 'Cliente Atalho' };

const stack = e2eStack('lazy-pages', admin);
const shots = screenshotRecorder('lazy-pages');
let api: Api;
let ticket: { uuid: string };

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  // Before the browser logs in: its login ends the API's session of the same user.
  ticket = await openTicket();
});

/** A pending ticket with the customer's first message, taken by the admin. */
async function openTicket(): Promise<{ uuid: string }> {
  const connection = await connectedSimulator(api, 'Balcão Atalho', []);
  await api.post(`/simulator/${connection.id}/messages`, { ...customer, body: 'Olá, preciso de ajuda.' });
  const { tickets } = await eventually(
    () => api.get<{ tickets: { id: string; uuid: string }[] }>('/tickets?status=pending'),
    (page) => page.tickets.length > 0,
    'the ticket opened',
  );
  await api.put(`/tickets/${tickets[0]!.id}`, { status: 'open', userId: api.user.id });
  return tickets[0]!;
}

/** Holds the answers for the built chunks whose names start with `chunk` until `release` is called. */
async function holdChunk(context: BrowserContext, chunk: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** After a resize: the drawer has finished sliding (the skeleton's fade-in too), so the shot shows the page at rest. */
const still = async (page: Page) => {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
};

const box = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

describe('pages in chunks of their own, in the browser', () => {
  it('logs in to the dashboard, whose chart arrives into a box of its own height', async () => {
    const context = await stack.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await shots.take(page, 'login');

    const releaseChart = await holdChunk(context, 'hour-bars');
    await logIn(page, admin);
    const chart = page.getByTestId('dashboard-chart');
    await chart.waitFor(LIVE);
    await page.getByText('Login efetuado com sucesso!').waitFor({ state: 'hidden', ...LIVE });
    // Measured at rest: while the drawer still slides in after the login, the box moves sideways with it.
    await still(page);
    const chartBoxWaiting = await box(page, '.hour-chart');
    await shots.take(page, 'dashboard-chart-loading', () => still(page));
    releaseChart();
    await chart.locator('.recharts-bar-rectangle').first().waitFor(LIVE);
    await still(page);
    // The bars fill the box the page had already laid out: nothing below it moves.
    expect(await box(page, '.hour-chart')).toEqual(chartBoxWaiting);
    await shots.take(page, 'dashboard', () => still(page));
  });

  it('opens a ticket from a deep link in a fresh browser profile, showing the page frame while its chunk loads', async () => {
    const first = await stack.newContext();
    await logIn(await first.newPage(), admin);
    const signedIn = await first.storageState();

    for (const [label, viewport] of Object.entries(SIZES)) {
      // A returning user on a laptop or a phone: the session kept, nothing of the app in the HTTP cache.
      const context = await stack.newContext({ storageState: signedIn, viewport });
      const page = await context.newPage();
      const releaseTickets = await holdChunk(context, 'tickets-route');

      await page.goto(`/tickets/${ticket.uuid}`);
      await page.getByTestId('page-skeleton').waitFor(LIVE);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.page-skeleton')!).opacity === '1');
      const topBarWaiting = await box(page, '.top-bar');
      await page.screenshot({ path: join(shots.dir, `tickets-loading-${label}.png`) });

      releaseTickets();
      await page.getByTestId('ticket-header').getByText(customer.name).waitFor(LIVE);
      expect(new URL(page.url()).pathname).toBe(`/tickets/${ticket.uuid}`);
      await expect(page.getByTestId('page-skeleton').count()).resolves.toBe(0);
      // The shell's frame stood where the shell now stands.
      expect(await box(page, '.top-bar')).toEqual(topBarWaiting);
      await afterLayout(page);
      await page.screenshot({ path: join(shots.dir, `tickets-${label}.png`) });
      await context.close();
    }
  });
});
