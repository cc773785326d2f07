import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { e2eStack } from './stack.js';
import { apiAs, connectedSimulator, eventually, LIVE, type Api } from './conversation-support.js';

const admin = { email: 'e2e-chatbot@example.com', password: 'admin-secret' };
const agent = { email: 'agente.suporte.bot@example.com', password: 'agent-secret' };
/** Plays the phone on /simulator: a user of its own, since a login ends the same user's other sessions. */
const phoneUser = { email: 'telefone.bot@example.com', password: 'phone-secret' };
const CONNECTION = 'Balcão Chatbot';
const CLOSED_ALL_WEEK = [
  ['Segunda-feira', 'monday'],
  ['Terça-feira', 'tuesday'],
  ['Quarta-feira', 'wednesday'],
  ['Quinta-feira', 'thursday'],
  ['Sexta-feira', 'friday'],
  ['Sábado', 'saturday'],
  ['Domingo', 'sunday'],
].map(([weekday, weekdayEn]) => ({ weekday, weekdayEn, startTime: '00:00', endTime: '00:00' }));

const stack = e2eStack('chatbot', admin);
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

interface Named {
  id: string;
  name: string;
}

/**
 * Two queues on one connection; Suporte has a two-level option tree (Planos → Fibra | Rádio, and Endereço);
 * one agent serves Suporte only.
 */
async function setUpCompany() {
  const vendas = await api.post<Named>('/queue', {
    name: 'Vendas',
    color: '#1e88e5',
    orderQueue: 1,
    greetingMessage: 'Você está em Vendas.',
  });
  const suporte = await api.post<Named>('/queue', {
    name: 'Suporte',
    color: '#43a047',
    orderQueue: 2,
    greetingMessage: 'Bem-vindo ao Suporte. Escolha uma opção:',
  });
  const option = (parentId: string | -1, option: string, title: string, message: string) =>
    api.post<Named>('/queue-options', { queueId: suporte.id, parentId, option, title, message });
  const planos = await option(-1, '1', 'Planos', 'Qual plano você tem?');
  await option(-1, '2', 'Endereço', 'Rua das Flores, 100.');
  await option(planos.id, '1', 'Fibra', 'Fibra: um técnico de fibra vai falar com você.');
  await option(planos.id, '2', 'Rádio', 'Rádio: um técnico de rádio vai falar com você.');
  await api.post('/users', { name: 'Agente Suporte', ...agent, queueIds: [suporte.id] });
  await api.post('/users', { name: 'Telefone', ...phoneUser, profile: 'admin' });
  const connection = await connectedSimulator(api, CONNECTION, [vendas.id, suporte.id], {
    greetingMessage: '{{ms}}, {{firstName}}! Escolha um departamento:',
    outOfHoursMessage: 'Estamos fora do horário de atendimento, {{firstName}}. Voltamos amanhã às 08:00.',
  });
  return { vendas, suporte, connection };
}

/** The simulator page in the browser, playing one customer on the connection. */
async function openPhone(customer: { number: string; name: string }) {
  const phone = await stack.newPage();
  const ready = realtimeReady(phone);
  await logIn(phone, phoneUser);
  await phone.goto('/simulator');
  await ready;
  await phone.getByTestId('simulator-connection').selectOption({ label: CONNECTION });
  await phone.getByTestId('simulator-phone').waitFor(LIVE);
  const add = phone.getByTestId('simulator-add-customer');
  await add.getByLabel('Número').fill(customer.number);
  await add.getByLabel('Nome').fill(customer.name);
  await add.getByRole('button', { name: 'Adicionar cliente' }).click();
  return phone;
}

const businessSays = (phone: Page, text: string) =>
  phone
    .getByTestId('simulator-conversation')
    .locator('[data-testid="simulator-message"][data-from="business"]')
    .filter({ hasText: text })
    .waitFor(LIVE);

async function customerTypes(phone: Page, text: string) {
  await phone.getByTestId('simulator-text').fill(text);
  await phone.getByTestId('simulator-send').click();
  await phone
    .getByTestId('simulator-conversation')
    .locator('[data-testid="simulator-message"][data-from="customer"]')
    .filter({ hasText: text })
    .last()
    .waitFor(LIVE);
}

const businessMessages = (phone: Page) =>
  phone
    .getByTestId('simulator-conversation')
    .locator('[data-testid="simulator-message"][data-from="business"]')
    .allInnerTexts();

describe('the chatbot in the browser, with the simulator as the customer', () => {
  it('routes a customer through the queue menu and two option levels to Suporte; out of hours it only answers the notice', async () => {
    const { suporte, connection } = await setUpCompany();
    const agentPage = await stack.newPage();
    await logIn(agentPage, agent);
    await agentPage.getByTestId('menu-tickets').click();
    await agentPage.getByTestId('tickets-tab-pending').click();

    const joana = { number: '5511955554444', name: 'Joana Cliente' };
    const phone = await openPhone(joana);
    await customerTypes(phone, 'Oi, preciso de ajuda');
    await businessSays(phone, 'Joana! Escolha um departamento:');
    // The phone shows the menu's *bold* numbers as bold, without the asterisks.
    await businessSays(phone, '2 - Suporte');
    expect((await businessMessages(phone)).join('\n')).toContain('1 - Vendas');
    expect(await phone.getByTestId('simulator-conversation').locator('b', { hasText: /^2$/ }).count()).toBeGreaterThan(
      0,
    );

    await customerTypes(phone, '2');
    await businessSays(phone, 'Bem-vindo ao Suporte. Escolha uma opção:');
    await businessSays(phone, '1 - Planos');

    await customerTypes(phone, '1');
    await businessSays(phone, 'Qual plano você tem?');
    await businessSays(phone, '1 - Fibra');

    await customerTypes(phone, '1');
    await businessSays(phone, 'Fibra: um técnico de fibra vai falar com você.');

    // The ticket waits in Suporte: the Suporte agent sees it live with that queue, and the API agrees.
    const item = agentPage
      .getByTestId('tickets-list-pending')
      .locator('li[data-testid^="ticket-item-"]')
      .filter({ hasText: joana.name });
    await item.filter({ hasText: 'Suporte' }).waitFor(LIVE);
    const page = await eventually(
      () =>
        api.get<{ tickets: { queueId: string | null; chatbot: boolean; contact: { number: string } }[] }>(
          '/tickets?status=pending&showAll=true',
        ),
      (answer) => answer.tickets.some((t) => t.contact.number === joana.number && t.queueId === suporte.id),
      'the ticket in Suporte',
    );
    expect(page.tickets.find((t) => t.contact.number === joana.number)).toMatchObject({ chatbot: false });

    // Out of hours (company hours, closed all week): a new customer gets the notice and no menu.
    await api.put('/settings/scheduleType', { key: 'scheduleType', value: 'company' });
    await api.put(`/companies/${api.user.companyId}/schedules`, { schedules: CLOSED_ALL_WEEK });
    const pedro = { number: '5511944443333', name: 'Pedro Noturno' };
    const night = await openPhone(pedro);
    await customerTypes(night, 'Boa noite, alguém aí?');
    await businessSays(night, 'Estamos fora do horário de atendimento, Pedro. Voltamos amanhã às 08:00.');
    const tickets = await api.get<{ tickets: { contact: { number: string }; whatsappId: string }[] }>(
      '/tickets?status=pending&showAll=true',
    );
    expect(tickets.tickets.some((t) => t.contact.number === pedro.number && t.whatsappId === connection.id)).toBe(true);
    expect((await businessMessages(night)).join('\n')).not.toContain('Escolha um departamento');
  });
});
