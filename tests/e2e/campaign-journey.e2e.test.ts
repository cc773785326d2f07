import writeXlsxFile from 'write-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-campaign-journey@example.com', password: 'admin-secret' };
/** The person at the browser: an admin of their own, since a browser login ends the API's session of its user. */
const browserUser = { email: 'bruno.disparos@example.com', password: 'bruno-secret' };
const customers = [
  { name: 'Ana Lima', number: '5511955550001' },
  { name: 'Bruno Reis', number: '5511955550002' },
  { name: 'Carla Dias', number: '5511955550003' },
  { name: 'Davi Melo', number: '5511955550004' },
  { name: 'Elisa Rocha', number: '5511955550005' },
  { name: 'Fábio Nunes', number: '5511955550006' },
];
const MESSAGES = ['Olá {nome}, a loja tem novidades!', 'Oi {nome}, chegou a coleção nova!'];

const stack = e2eStack('campaign-journey', admin);
const shots = screenshotRecorder('campaign-journey');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  await api.post('/users', { name: 'Bruno', ...browserUser, profile: 'admin', queueIds: [] });
  // Sends back to back: no wait between them (spec 3 §9's 0), no longer pause.
  await api.post('/campaign-settings', {
    messageInterval: 0,
    longerIntervalAfter: 0,
    greaterInterval: 0,
    variables: [],
  });
});

/** The spreadsheet a user would fill in: a header row, then name, number and e-mail. */
async function spreadsheet(): Promise<Buffer> {
  const rows = [['name', 'number', 'email'], ...customers.map((c) => [c.name, c.number, ''])];
  const file = writeXlsxFile(rows.map((row) => row.map((value) => ({ value }))));
  return Buffer.from(await file.toBuffer());
}

/** What the customer's phone shows from the business. */
const received = async (connectionId: string, number: string) =>
  (await customerPhone(api, connectionId, { number, name: '' }).conversation()).filter((m) => m.from === 'business');

const pad = (value: number) => String(value).padStart(2, '0');

const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished))).then(() => {});

describe('a campaign from a spreadsheet to the customers’ phones', () => {
  it('imports the list, starts a campaign with two messages and watches its report reach 100% live', async () => {
    const connection = await connectedSimulator(api, 'Loja Online', []);
    const context = await stack.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await logIn(page, browserUser);

    // The contact list, made on its page, and its spreadsheet (.xlsx made here) imported there; the numbers are
    // checked on WhatsApp through the paired connection before the campaign starts.
    await page.goto('/contact-lists');
    await page.getByRole('button', { name: 'Nova lista' }).click();
    const listModal = page.getByTestId('contact-list-modal');
    await listModal.getByLabel('Nome').fill('Clientes da loja');
    await listModal.getByRole('button', { name: 'Adicionar' }).click();
    await listModal.waitFor({ state: 'detached', ...LIVE });
    await page.getByRole('link', { name: 'Clientes da loja', exact: true }).click();
    await page.waitForURL(/\/contact-lists\/[^/]+\/contacts$/);
    const list = { id: new URL(page.url()).pathname.split('/')[2]! };
    await page.getByTestId('contact-list-import-file').setInputFiles({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await spreadsheet(),
    });
    const importReport = page.getByTestId('import-report');
    await importReport
      .getByText(`${customers.length} adicionados, 0 atualizados (número repetido), 0 recusados.`)
      .waitFor(LIVE);
    await importReport.getByRole('button', { name: 'Fechar' }).last().click();
    await page
      .getByTestId('check-progress')
      .getByText(`${customers.length} de ${customers.length} verificados · ${customers.length} válidos · 0 inválidos`)
      .waitFor(LIVE);

    // The campaign: two messages on the simulator connection, to the list; saved unscheduled it waits (Inativa).
    await page.goto('/campaigns');
    await page.getByTestId('campaign-add').click();
    const dialog = page.getByTestId('campaign-dialog');
    await page.getByTestId('campaign-name').fill('Coleção nova');
    await page.getByTestId('campaign-connection').selectOption(connection.id);
    await page.getByTestId('campaign-contact-list').selectOption(list.id);
    await page.getByTestId('campaign-message-1').fill(MESSAGES[0]!);
    await page.getByTestId('campaign-message-tab-2').click();
    await page.getByTestId('campaign-message-2').fill(MESSAGES[1]!);
    await page.getByTestId('campaign-save').click();
    await dialog.waitFor({ state: 'detached', ...LIVE });
    const row = page.getByTestId('campaign-row-Coleção nova');
    await row.getByText('Inativa').waitFor(LIVE);

    // Its report, open in a second tab of the same browser: nothing sent yet.
    const report = await context.newPage();
    await row.getByRole('button', { name: 'Relatório Coleção nova' }).click();
    await page.waitForURL(/\/campaign\/[^/]+\/report$/);
    await report.goto(page.url());
    await page.goBack();
    const progress = report.getByTestId('campaign-progress');
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('0');

    // Started: scheduled for this minute, which has come (spec 3 §2: a time already come starts it at once).
    await row.getByRole('button', { name: 'Editar Coleção nova' }).click();
    const now = new Date();
    await page
      .getByTestId('campaign-day')
      .fill(`${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`);
    await page.getByTestId('campaign-time').fill(`${pad(now.getHours())}${pad(now.getMinutes())}`);
    await page.getByTestId('campaign-save').click();
    await dialog.waitFor({ state: 'detached', ...LIVE });

    // The report, never reloaded by hand, follows the sends to 100% and Finalizada.
    await expect.poll(() => progress.getAttribute('aria-valuenow'), LIVE).toBe('100');
    await report.getByTestId('campaign-report-status').getByText('Finalizada').waitFor(LIVE);
    const card = (key: string) => report.getByTestId(`campaign-card-${key}`).locator('dd').textContent();
    await expect(card('validContacts')).resolves.toBe(String(customers.length));
    await expect(card('delivered')).resolves.toBe(String(customers.length));
    await expect(report.getByTestId('campaign-report-delivered').textContent()).resolves.toBe(
      `${customers.length} de ${customers.length} contatos válidos receberam a mensagem`,
    );
    await expect(card('completedAt')).resolves.not.toBe('Não concluída');
    // The bar's growth and, on a phone, the side menu's slide are done before each shot.
    await shots.take(report, 'report-finished', () => animationsDone(report));

    // Each customer's phone shows one message from the store: one of the two, with their name in it.
    const used = new Set<number>();
    for (const customer of customers) {
      const messages = await eventually(
        () => received(connection.id, customer.number),
        (list) => list.length > 0,
        `the message on ${customer.name}’s phone`,
      );
      expect(messages).toHaveLength(1);
      const filled = MESSAGES.map((message) => message.replace('{nome}', customer.name));
      expect(filled).toContain(messages[0]!.body);
      used.add(filled.indexOf(messages[0]!.body));
    }
    // The messages take turns (spec 3: each recipient gets one of message1..5, rotating).
    expect(used.size).toBe(2);
    await row.getByText('Finalizada').waitFor(LIVE);

    // A second campaign to the same list on a connection whose phone never paired: it runs but cannot send yet,
    // so it can be stopped from its row and restarted (spec 3 §4), having delivered nothing.
    const offline = await api.post<{ id: string }>('/whatsapp', {
      name: 'Loja Sem Sinal',
      provider: 'simulator',
      queueIds: [],
    });
    const second = await callApi<{ id: string; status: string }>(page, 'POST', '/campaigns', {
      name: 'Liquidação',
      whatsappId: offline.id,
      contactListId: list.id,
      message1: 'Liquidação {nome}!',
      scheduledAt: new Date().toISOString(),
    });
    expect(second.status).toBe('EM_ANDAMENTO');
    const secondRow = page.getByTestId('campaign-row-Liquidação');
    await secondRow.getByText('Em Andamento').waitFor(LIVE);
    await secondRow.getByRole('button', { name: 'Parar campanha Liquidação' }).click();
    await page.getByText('Campanha cancelada.').waitFor(LIVE);
    await secondRow.getByText('Cancelada').waitFor(LIVE);
    await secondRow.getByRole('button', { name: 'Reiniciar campanha Liquidação' }).click();
    await page.getByText('Campanha reiniciada.').waitFor(LIVE);
    await secondRow.getByText('Em Andamento').waitFor(LIVE);
    await secondRow.getByRole('button', { name: 'Parar campanha Liquidação' }).click();
    await secondRow.getByText('Cancelada').waitFor(LIVE);
    const stopped = await callApi<{ counts: { delivered: number } }>(page, 'GET', `/campaigns/${second.id}`);
    expect(stopped.counts.delivered).toBe(0);
  });

  it('asks for confirmation first: the report counts the requests and answers live, and only who answered gets it', async () => {
    const connection = await connectedSimulator(api, 'Loja Confirma', []);
    const list = await api.post<{ id: string }>('/contact-lists', { name: 'Confirmação' });
    const [answers, silent] = [
      { name: 'Gabi Souza', number: '5511955550011' },
      { name: 'Hugo Alves', number: '5511955550012' },
    ] as const;
    for (const customer of [answers, silent]) {
      await api.post('/contact-list-items', { ...customer, email: '', contactListId: list.id });
    }
    const campaign = await api.post<{ id: string }>('/campaigns', {
      name: 'Pré-venda',
      whatsappId: connection.id,
      contactListId: list.id,
      confirmation: true,
      confirmationMessage1: 'Oi {nome}, posso te mandar a pré-venda?',
      message1: 'Aqui está a pré-venda, {nome}!',
    });
    const context = await stack.newContext({ viewport: { width: 1366, height: 800 } });
    const report = await context.newPage();
    await logIn(report, browserUser);
    await report.goto(`/campaign/${campaign.id}/report`);
    const card = (key: string) => report.getByTestId(`campaign-card-${key}`).locator('dd');
    await card('confirmationRequested').getByText('0', { exact: true }).waitFor(LIVE);

    // Started now: both are asked first; nothing delivered yet.
    await api.put(`/campaigns/${campaign.id}`, {
      name: 'Pré-venda',
      whatsappId: connection.id,
      contactListId: list.id,
      confirmation: true,
      confirmationMessage1: 'Oi {nome}, posso te mandar a pré-venda?',
      message1: 'Aqui está a pré-venda, {nome}!',
      scheduledAt: new Date().toISOString(),
    });
    await card('confirmationRequested').getByText('2', { exact: true }).waitFor(LIVE);
    await expect(card('confirmed').textContent()).resolves.toBe('0');
    await expect(card('delivered').textContent()).resolves.toBe('0');
    const phone = (customer: { name: string; number: string }) => customerPhone(api, connection.id, customer);
    await eventually(
      async () => (await received(connection.id, answers.number)).map((m) => m.body),
      (bodies) => bodies.includes('Oi Gabi Souza, posso te mandar a pré-venda?'),
      'the confirmation request on Gabi’s phone',
    );

    // One answers: the campaign message follows for her alone, and the report moves to 1 of 2 (50%).
    await phone(answers).says('Sim, pode mandar');
    await card('confirmed').getByText('1', { exact: true }).waitFor(LIVE);
    await card('delivered').getByText('1', { exact: true }).waitFor(LIVE);
    await expect.poll(() => report.getByTestId('campaign-progress').getAttribute('aria-valuenow'), LIVE).toBe('50');
    await report.getByTestId('campaign-report-status').getByText('Em Andamento').waitFor();
    await shots.take(report, 'report-confirmations', () => animationsDone(report));
    const gabi = (await received(connection.id, answers.number)).map((m) => m.body);
    expect(gabi).toEqual(['Oi Gabi Souza, posso te mandar a pré-venda?', 'Aqui está a pré-venda, Gabi Souza!']);
    const hugo = (await received(connection.id, silent.number)).map((m) => m.body);
    expect(hugo).toEqual(['Oi Hugo Alves, posso te mandar a pré-venda?']);
  });
});
