import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-dashboard@example.com', password: 'admin-secret' };
const eva = { name: 'Eva Atendente', email: 'eva.dashboard@example.com', password: 'agent-secret' };
const fabio = { name: 'Fábio Novato', email: 'fabio.dashboard@example.com', password: 'agent-secret' };

const stack = e2eStack('dashboard', admin);
const shots = screenshotRecorder('dashboard');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

/** Eva serving one ticket and Fábio with none, neither having closed any. */
async function twoAgents() {
  const queue = await api.post<{ id: string }>('/queue', { name: 'Suporte', color: '#2563eb', greetingMessage: '' });
  const evaUser = await api.post<{ id: string }>('/users', { ...eva, queueIds: [queue.id] });
  const fabioUser = await api.post<{ id: string }>('/users', fabio);
  const connection = await connectedSimulator(api, 'Balcão Painel', [queue.id]);
  const contact = await api.post<{ id: string }>('/contacts', { name: 'Cliente Painel', number: '5511955550000' });
  await api.post('/tickets', { contactId: contact.id, status: 'open', userId: evaUser.id, whatsappId: connection.id });
  return { evaRow: `attendant-row-${evaUser.id}`, fabioRow: `attendant-row-${fabioUser.id}` };
}

const cell = (page: Page, row: string, column: string) => page.getByTestId(row).getByTestId(`attendant-${column}`);

/** The hour bucket of today's chart that holds the tickets, as the API counts it. */
async function busyHour(page: Page): Promise<{ index: number; hour: string; count: number }> {
  const data = await callApi<{ ticketsByHour: { hour: string; count: number }[] }>(page, 'GET', '/dashboard?days=3');
  const index = data.ticketsByHour.findIndex((bucket) => bucket.count > 0);
  const bucket = data.ticketsByHour[index];
  if (!bucket) throw new Error('no ticket counted today');
  return { index, ...bucket };
}

/** Resolves once the login toast has gone and nothing slides any more (the drawer after a resize). */
async function settled(page: Page) {
  await page.getByText('Login efetuado com sucesso!').waitFor({ state: 'hidden', ...LIVE });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Moves the pointer over the middle of the bar slot `index` of the 24 on the chart's horizontal axis. */
async function hoverHour(page: Page, index: number) {
  const axis = await page.getByTestId('dashboard-chart').locator('.recharts-xAxis .recharts-cartesian-axis-line');
  const box = await axis.boundingBox();
  if (!box) throw new Error('the chart has no horizontal axis line');
  await page.mouse.move(box.x + ((index + 0.5) * box.width) / 24, box.y - 20);
}

describe('the dashboard in the browser', () => {
  it('lists every agent with their open tickets, shows an agent coming online live, and charts today with axes and a tooltip', async () => {
    const { evaRow, fabioRow } = await twoAgents();
    const page = await stack.newPage();
    const adminRealtime = realtimeReady(page);
    await logIn(page, admin);
    await page.getByTestId('dashboard-content').waitFor(LIVE);
    await adminRealtime;

    await page.getByTestId(fabioRow).waitFor(LIVE);
    await expect(cell(page, fabioRow, 'name').textContent()).resolves.toBe(fabio.name);
    await expect(cell(page, fabioRow, 'open').textContent()).resolves.toBe('0');
    await expect(cell(page, fabioRow, 'closed').textContent()).resolves.toBe('0');
    await expect(cell(page, fabioRow, 'avg').textContent()).resolves.toBe('—');
    await expect(cell(page, fabioRow, 'status').textContent()).resolves.toBe('Offline');
    await expect(cell(page, evaRow, 'open').textContent()).resolves.toBe('1');
    await expect(cell(page, evaRow, 'status').textContent()).resolves.toBe('Offline');

    const evaPage = await stack.newPage();
    const evaRealtime = realtimeReady(evaPage);
    await logIn(evaPage, eva);
    await evaRealtime;
    await expect.poll(() => cell(page, evaRow, 'status').textContent(), LIVE).toBe('Online');
    await expect(cell(page, fabioRow, 'status').textContent()).resolves.toBe('Offline');

    const chart = page.getByTestId('dashboard-chart');
    const ticks = (axis: string) => chart.locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`);
    await expect.poll(() => ticks('xAxis').first().textContent(), LIVE).toBe('01:00');
    await expect(ticks('xAxis').count()).resolves.toBeGreaterThan(5);
    await expect(ticks('yAxis').count()).resolves.toBeGreaterThan(1);
    const busy = await busyHour(page);
    // Whole tickets on the count axis, topped at the busiest hour: a day of one ticket reads 0–1, not 0–4.
    await expect(ticks('yAxis').last().textContent()).resolves.toBe(String(busy.count));
    await hoverHour(page, busy.index);
    const tooltip = page.getByTestId('dashboard-chart-tooltip');
    await tooltip.waitFor(LIVE);
    await expect(tooltip.textContent()).resolves.toContain(busy.hour);
    await expect(tooltip.textContent()).resolves.toContain(`${busy.count} atendimento(s)`);

    const showChart = async () => {
      await settled(page);
      await chart.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await hoverHour(page, busy.index);
    };
    const table = page.getByTestId('dashboard-attendants');
    const showTable = async () => {
      await settled(page);
      await page.mouse.move(0, 0);
      await table.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    };
    await shots.take(page, 'chart', showChart);
    await shots.take(page, 'attendants', showTable);
    await page.getByTestId('theme-toggle').click();
    await shots.take(page, 'chart-dark', showChart);
    await shots.take(page, 'attendants-dark', showTable);
  });

  it('draws the menu, ticket and connection icons from one icon set at one stroke', async () => {
    const page = await stack.newPage();
    await logIn(page, admin);
    const menuIcons = page.locator('.drawer-nav svg[data-icon]');
    await expect(menuIcons.count()).resolves.toBeGreaterThan(10);
    const strokes = await menuIcons.evaluateAll((icons) =>
      icons.map((icon) => `${icon.getAttribute('class')} ${icon.getAttribute('stroke-width')}`),
    );
    for (const stroke of strokes) expect(stroke).toMatch(/^lucide lucide-[a-z0-9-]+.* 1\.8$/);

    const openMenu = async (size: string) => {
      await settled(page);
      if (size === 'mobile') await page.getByTestId('drawer-toggle').click();
      await settled(page);
    };
    await shots.take(page, 'menu', openMenu);
    await page.goto('/tickets');
    await page.getByTestId('tickets-tab-inbox').waitFor(LIVE);
    await shots.take(page, 'tickets', () => settled(page));
    await page.goto('/connections');
    await page.getByTestId('connection-status').first().waitFor(LIVE);
    await shots.take(page, 'connections', () => settled(page));
  });
});
