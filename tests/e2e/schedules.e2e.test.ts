import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-schedules@example.com', password: 'admin-secret' };
/** The browser's user: the API's admin session stays valid (one session per user). */
const agent = { name: 'Agente Agenda', email: 'agente.agenda@example.com', password: 'agent-secret', profile: 'admin' };
const paula = { number: '5511955553333', name: 'Paula Agenda' };
const body = 'Olá Paula, lembrete da sua consulta!';

const stack = e2eStack('schedules', admin);
const shots = screenshotRecorder('schedules');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

interface Schedule {
  id: string;
  body: string;
  status: string;
  sentAt: string | null;
  contact: { name: string };
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const dialog = (page: Page) => page.getByTestId('schedule-dialog');

describe('the Schedules calendar in the browser', () => {
  it('creates a schedule in the dialog, shows it in the week view, sends it to the customer and shows it sent', async () => {
    const connection = await connectedSimulator(api, 'Balcão Agenda', []);
    const contact = await api.post<{ id: string }>('/contacts', paula);
    const phone = customerPhone(api, connection.id, paula);
    await api.post('/users', agent);
    const page = await stack.newPage();
    await logIn(page, agent);
    await page.goto('/schedules');
    await realtimeReady(page);
    await expect.poll(() => page.getByTestId('schedules-title').textContent(), LIVE).toBe('Agendamentos (0)');
    for (const label of ['Mês', 'Semana', 'Dia', 'Agenda', 'Hoje']) {
      await page.getByRole('button', { name: label, exact: true }).waitFor();
    }

    await page.getByTestId('schedule-add').click();
    await expect.poll(() => dialog(page).locator('.modal-title').textContent()).toBe('Mensagem');
    // Spec 2 §5: the texts of a short message and a missing contact.
    await page.getByTestId('schedule-body').fill('oi');
    await page.getByTestId('schedule-save').click();
    await dialog(page).getByText('Mensagem muito curta').waitFor();
    await dialog(page).getByText('Obrigatório').waitFor();
    await page.getByTestId('schedule-contact').fill('Paula');
    await page.getByRole('option', { name: new RegExp(paula.name) }).click();
    await page.getByTestId('schedule-body').fill(body);
    // One hour from now by default.
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    expect(await page.getByTestId('schedule-time').inputValue()).toMatch(/^\d{2}:\d{2}$/);
    await shots.take(page, 'dialog-new', () => settled(page));
    await page.getByTestId('schedule-save').click();
    await toast(page, 'Agendamento salvo com sucesso.').waitFor();
    await expect.poll(() => page.getByTestId('schedules-title').textContent(), LIVE).toBe('Agendamentos (1)');

    const [created] = (await api.get<{ schedules: Schedule[] }>('/schedules/')).schedules;
    expect(created).toMatchObject({ body, status: 'PENDENTE', contact: { name: paula.name } });
    expect(
      Math.abs(new Date((created as unknown as { sendAt: string }).sendAt).getTime() - inAnHour.getTime()),
    ).toBeLessThan(2 * 60_000);
    const event = page.getByTestId(`schedule-event-${created!.id}`);
    await event.waitFor();
    await shots.take(page, 'month', () => settled(page));

    // The test moves it a few seconds ahead through the API; the week view shows it under the contact's name.
    await api.put(`/schedules/${created!.id}`, { sendAt: new Date(Date.now() + 4_000).toISOString() });
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await expect.poll(() => page.getByTestId('schedules-calendar').getAttribute('data-view')).toBe('week');
    await expect.poll(() => event.textContent(), LIVE).toBe(paula.name);
    await shots.take(page, 'week', () => settled(page));

    // The simulator's customer receives it once, and the event turns to sent on the page without a reload.
    const received = await eventually(
      () => phone.conversation(),
      (messages) => messages.some((m) => m.from === 'business' && m.body === body),
      'the customer received the scheduled message',
    );
    expect(received.filter((m) => m.body === body)).toHaveLength(1);
    await expect.poll(() => event.getAttribute('data-status'), LIVE).toBe('ENVIADA');
    await event.click();
    await expect.poll(() => dialog(page).locator('.modal-title').textContent()).toBe('Mensagem Enviada');
    await dialog(page).getByTestId('schedule-sent-at').waitFor();
    expect(await dialog(page).getByTestId('schedule-save').count()).toBe(0);
    await shots.take(page, 'dialog-sent', () => settled(page));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Agenda', exact: true }).click();
    await page.locator('.rbc-agenda-view').getByText(paula.name).waitFor();
    await shots.take(page, 'agenda', () => settled(page));

    // ?contactId= opens the add dialog for that contact.
    await page.goto(`/schedules?contactId=${contact.id}`);
    await expect.poll(() => page.getByTestId('schedule-contact').inputValue(), LIVE).toBe(paula.name);
    await page.keyboard.press('Escape');

    // The message went into a new ticket of Paula's; its workspace's schedule action opens the same dialog for her.
    const { tickets } = await api.get<{ tickets: { uuid: string; contact: { name: string } }[] }>(
      '/tickets?status=pending&showAll=true',
    );
    const ticket = tickets.find((one) => one.contact.name === paula.name);
    expect(ticket).toBeDefined();
    await page.goto(`/tickets/${ticket!.uuid}`);
    await page.getByTestId('schedule-ticket').click();
    await expect.poll(() => dialog(page).locator('.modal-title').textContent(), LIVE).toBe('Mensagem');
    await expect.poll(() => page.getByTestId('schedule-contact').inputValue(), LIVE).toBe(paula.name);
    await shots.take(page, 'ticket-dialog', () => settled(page));

    // A plan without schedules: the address leads back to the start page (the API refuses them too).
    const plan = await api.get<{ id: string }>(`/companies/listPlan/${api.user.companyId}`);
    await api.put(`/plans/${plan.id}`, { useSchedules: false });
    await page.goto('/schedules');
    await page.waitForURL((url) => url.pathname === '/', LIVE);
    await api.put(`/plans/${plan.id}`, { useSchedules: true });
  });
});
