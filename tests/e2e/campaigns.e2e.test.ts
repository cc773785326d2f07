import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';
import { PDF } from './test-files.js';

const admin = { email: 'e2e-campaigns@example.com', password: 'admin-secret' };
/** The person at the browser: an admin of their own, since a browser login ends the API's session of its user. */
const browserUser = { email: 'carla.campanhas@example.com', password: 'carla-secret' };

const stack = e2eStack('campaigns', admin);
const shots = screenshotRecorder('campaigns');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  await api.post('/users', { name: 'Carla', ...browserUser, profile: 'admin', queueIds: [] });
});

const row = (page: Page, name: string) => page.getByTestId(`campaign-row-${name}`);
const action = (page: Page, name: string, label: string) =>
  row(page, name).getByRole('button', { name: `${label} ${name}`, exact: true });
const cellTexts = (page: Page, name: string) => row(page, name).locator('td').allTextContents();

describe('the campaigns pages', () => {
  it('add a campaign with two messages, list it with the placeholders, edit it, report it and delete it', async () => {
    const connection = await api.post<{ id: string }>('/whatsapp', {
      name: 'Loja Centro',
      provider: 'simulator',
      queueIds: [],
    });
    const list = await api.post<{ id: string }>('/contact-lists', { name: 'Clientes Natal' });
    const files = await api.post<{ id: string }>('/files', {
      name: 'Catálogos',
      message: 'Nossos catálogos',
      options: [],
    });
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserUser);
    await page.goto('/campaigns');
    await page.getByTestId('campaigns-table').waitFor(LIVE);

    // The dialog: the name rule of spec 3 §5, then two messages on two tabs.
    await page.getByTestId('campaign-add').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialog.getByText('Nova Campanha').waitFor();
    await page.getByTestId('campaign-save').click();
    await dialog.getByText('Required').waitFor();
    await page.getByTestId('campaign-name').fill('N');
    await dialog.getByText('Too Short!').waitFor();
    await page.getByTestId('campaign-name').fill('Natal');
    await page.getByTestId('campaign-message-1').fill('Oi {nome}, feliz Natal!');
    await page.getByTestId('campaign-message-tab-2').click();
    await page.getByTestId('campaign-message-2').fill('Olá {nome}, boas festas!');
    await expect(page.getByTestId('campaign-tag-list').inputValue()).resolves.toBe('');
    await expect(page.getByTestId('campaign-tag-list').locator('option:checked').textContent()).resolves.toBe(
      'Nenhuma',
    );
    await shots.take(page, 'dialog', async () => {
      if (!(await dialog.isVisible())) throw new Error('the dialog closed on resize');
    });
    await page.getByTestId('campaign-save').click();
    await page.getByText('Operação realizada com sucesso!').waitFor(LIVE);
    await dialog.waitFor({ state: 'detached' });

    // The list: Inativa, and the spec's placeholders for what is not set.
    await row(page, 'Natal').waitFor(LIVE);
    expect(await cellTexts(page, 'Natal')).toEqual([
      'Natal',
      'Inativa',
      'Não definida',
      'Não definido',
      'Sem agendamento',
      'Não concluída',
      'Desabilitada',
      '',
    ]);
    const stored = await api.get<{ records: Record<string, unknown>[] }>('/campaigns/');
    expect(stored.records[0]).toMatchObject({
      name: 'Natal',
      status: 'INATIVA',
      message1: 'Oi {nome}, feliz Natal!',
      message2: 'Olá {nome}, boas festas!',
      tagListId: null,
    });
    // Neither stop nor restart for an INATIVA campaign.
    await expect(row(page, 'Natal').getByRole('button').count()).resolves.toBe(3);

    // Another user's campaign arrives live (the campaign event); the search narrows the list from page 1.
    await api.post('/campaigns', { name: 'Páscoa', message1: 'Feliz Páscoa!' });
    await row(page, 'Páscoa').waitFor(LIVE);
    await page.getByPlaceholder('Pesquisar').fill('NAT');
    await row(page, 'Páscoa').waitFor({ state: 'detached', ...LIVE });
    await row(page, 'Natal').waitFor();
    await page.getByPlaceholder('Pesquisar').fill('');
    await row(page, 'Páscoa').waitFor(LIVE);

    // Editing: the messages come back; connection, contact list, file list, confirmation and its message, a schedule,
    // an attachment.
    await action(page, 'Natal', 'Editar').click();
    await dialog.getByText('Editar Campanha').waitFor(LIVE);
    await page.getByTestId('campaign-message-tab-2').click();
    await expect(page.getByTestId('campaign-message-2').inputValue()).resolves.toBe('Olá {nome}, boas festas!');
    await page.getByTestId('campaign-name').fill('Natal 2026');
    await page.getByTestId('campaign-connection').selectOption(connection.id);
    await page.getByTestId('campaign-file-list').selectOption(files.id);
    await page.getByTestId('campaign-confirmation').check();
    await page.getByTestId('campaign-message-tab-1').click();
    await page.getByTestId('campaign-confirmation-message-1').fill('Podemos enviar nossa oferta de Natal?');
    await page.getByTestId('campaign-day').fill('24/12/2099');
    await page.getByTestId('campaign-time').fill('0930');
    // Scheduled without recipients: refused, with the toast and the field that is missing.
    await page.getByTestId('campaign-save').click();
    await page.getByText('Informe a conexão, a lista de contatos e uma mensagem.').waitFor(LIVE);
    await dialog.getByText('Obrigatório para iniciar a campanha').waitFor();
    await page.getByTestId('campaign-contact-list').selectOption(list.id);
    await expect(dialog.getByText('Obrigatório para iniciar a campanha').count()).resolves.toBe(0);
    await page
      .getByTestId('campaign-attachment-input')
      .setInputFiles({ name: 'catalogo natal.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('campaign-attachment-name').waitFor();
    await page.getByTestId('campaign-save').click();
    await page.getByText('Operação realizada com sucesso!').first().waitFor(LIVE);
    await dialog.waitFor({ state: 'detached', ...LIVE });
    await row(page, 'Natal 2026').waitFor(LIVE);
    const edited = await api.get<{ records: { name: string }[] }>('/campaigns/');
    expect(edited.records.find((record) => record.name === 'Natal 2026')).toMatchObject({
      confirmation: true,
      contactListId: list.id,
      fileListId: files.id,
      mediaName: expect.stringMatching(/^catalogo.natal\.pdf$/),
    });
    await expect
      .poll(() => cellTexts(page, 'Natal 2026'), LIVE)
      .toEqual([
        'Natal 2026',
        'Programada',
        'Clientes Natal',
        'Loja Centro',
        '24/12/2099 09:30',
        'Não concluída',
        'Habilitada',
        '',
      ]);
    await settled(page);
    await shots.take(page, 'list', () => page.waitForTimeout(400));

    // The report: its title, delivered of valid, the bar and the cards (the confirmation ones, as it is on).
    await action(page, 'Natal 2026', 'Relatório').click();
    await page.waitForURL(/\/campaign\/[^/]+\/report$/);
    await expect(page.getByTestId('campaign-report-title').textContent()).resolves.toBe('Relatório da Natal 2026');
    await expect(page.getByTestId('campaign-report-delivered').textContent()).resolves.toBe(
      '0 de 0 contatos válidos receberam a mensagem',
    );
    await expect(page.getByTestId('campaign-progress').getAttribute('aria-valuenow')).resolves.toBe('0');
    const card = (key: string) => page.getByTestId(`campaign-card-${key}`).locator('dd').textContent();
    await expect(card('validContacts')).resolves.toBe('0');
    await expect(card('confirmationRequested')).resolves.toBe('0');
    await expect(card('confirmed')).resolves.toBe('0');
    await expect(card('delivered')).resolves.toBe('0');
    await expect(card('connection')).resolves.toBe('Loja Centro');
    await expect(card('contactList')).resolves.toBe('Clientes Natal');
    await expect(card('scheduledAt')).resolves.toBe('24/12/2099 09:30');
    await expect(card('completedAt')).resolves.toBe('Não concluída');
    await shots.take(page, 'report', () => page.waitForTimeout(400));

    // Deleting asks first, then the row goes with a toast.
    await page.goto('/campaigns');
    await action(page, 'Natal 2026', 'Excluir').click();
    await page.getByTestId('confirm-dialog').getByText('Excluir a campanha Natal 2026?').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Campanha excluída com sucesso.').waitFor(LIVE);
    await row(page, 'Natal 2026').waitFor({ state: 'detached', ...LIVE });
    await eventually(
      () => api.get<{ records: { name: string }[] }>('/campaigns/'),
      ({ records }) => records.every((record) => record.name !== 'Natal 2026'),
      'the campaign deleted',
    );
  });

  it('show a campaign due within the hour read-only, and let a cancelled one be saved and restarted', async () => {
    const connection = await api.post<{ id: string }>('/whatsapp', {
      name: 'Loja Sul',
      provider: 'simulator',
      queueIds: [],
    });
    const tag = await api.post<{ id: string }>('/tags', { name: 'Inverno', color: '#0ea5e9' });
    const startable = { whatsappId: connection.id, tagListId: tag.id, message1: 'Promoção de inverno!' };
    const soon = new Date(Date.now() + 30 * 60 * 1000).toISOString();
    await api.post('/campaigns', { name: 'Relâmpago', ...startable, scheduledAt: soon });
    const later = await api.post<{ id: string }>('/campaigns', {
      name: 'Inverno',
      ...startable,
      scheduledAt: '2099-06-21T12:00:00.000Z',
    });
    await api.post(`/campaigns/${later.id}/cancel`, {});
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserUser);
    await page.goto('/campaigns');

    // Due in 30 minutes: PROGRAMADA but no longer editable (spec 3 §2); its messages can still be read.
    await action(page, 'Relâmpago', 'Editar').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialog.getByText('Campanha (apenas visualização)').waitFor(LIVE);
    await page.getByTestId('campaign-read-only').waitFor();
    await expect(page.getByTestId('campaign-save').count()).resolves.toBe(0);
    await expect(page.getByTestId('campaign-name').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('campaign-message-1').inputValue()).resolves.toBe('Promoção de inverno!');
    await page.getByTestId('campaign-message-tab-2').click();
    await expect(page.getByTestId('campaign-message-2').isVisible()).resolves.toBe(true);
    await shots.take(page, 'dialog-read-only', async () => {
      if (!(await dialog.isVisible())) throw new Error('the dialog closed on resize');
    });
    await dialog.locator('.modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // CANCELADA: restart in the row (no stop), and the dialog still saves and offers the restart too.
    await expect.poll(() => cellTexts(page, 'Inverno'), LIVE).toContain('Cancelada');
    await expect(action(page, 'Inverno', 'Parar campanha').count()).resolves.toBe(0);
    await action(page, 'Inverno', 'Editar').click();
    await dialog.getByText('Editar Campanha').waitFor(LIVE);
    await page.getByTestId('campaign-restart').waitFor();
    await page.getByTestId('campaign-message-1').fill('Promoção de inverno: 20% off!');
    await page.getByTestId('campaign-save').click();
    await page.getByText('Operação realizada com sucesso!').waitFor(LIVE);
    await dialog.waitFor({ state: 'detached', ...LIVE });
    await expect
      .poll(() => api.get<{ message1: string; status: string }>(`/campaigns/${later.id}`), LIVE)
      .toMatchObject({ message1: 'Promoção de inverno: 20% off!', status: 'PROGRAMADA' });

    // Cancelled again: restart from the row starts it (spec 3 §4), with its toast.
    await api.post(`/campaigns/${later.id}/cancel`, {});
    await action(page, 'Inverno', 'Reiniciar campanha').click();
    await page.getByText('Campanha reiniciada.').waitFor(LIVE);
    await expect
      .poll(async () => (await api.get<{ status: string }>(`/campaigns/${later.id}`)).status, LIVE)
      .not.toBe('CANCELADA');
    await expect.poll(() => cellTexts(page, 'Inverno'), LIVE).not.toContain('Cancelada');
  });

  it('load the next page when the list is scrolled near its bottom', async () => {
    const before = (await api.get<{ records: unknown[]; hasMore: boolean }>('/campaigns/')).records.length;
    for (let n = 1; n <= 22; n++) await api.post('/campaigns', { name: `Lote ${String(n).padStart(2, '0')}` });
    const total = before + 22;
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, browserUser);
    await page.goto('/campaigns');
    const rows = page.getByTestId('campaigns-table').locator('tbody tr');
    // 20 a page; the first page fills the card, so the next one waits for the scroll.
    await expect.poll(() => rows.count(), LIVE).toBe(20);
    await page.locator('.table-card').evaluate((card) => card.scrollTo({ top: card.scrollHeight }));
    await expect.poll(() => rows.count(), LIVE).toBe(total);
  });
});
