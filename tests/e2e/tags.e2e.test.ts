import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-tags@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Tags', email: 'agente.tags@example.com', password: 'agent-secret', profile: 'user' };
const customer = { number: '5511955553333', name: 'Clara Etiqueta' };

const stack = e2eStack('tags', admin);
const shots = screenshotRecorder('tags');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

interface TagRow {
  id: string;
  name: string;
  kanban: number;
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const rowOf = (page: Page, name: string) =>
  page.getByTestId('tags-table').locator('tbody tr').filter({ hasText: name });

async function openTags(page: Page, credentials: { email: string; password: string }) {
  await page.setViewportSize({ width: 1366, height: 800 });
  const live = realtimeReady(page);
  await logIn(page, credentials);
  await live;
  await page.getByTestId('menu-tags').click();
  await page.getByTestId('tags-table').waitFor(LIVE);
}

describe('the Tags screen in the browser', () => {
  it('creates a kanban tag in a colour, counts its tickets live, edits and deletes it; agents get no switch', async () => {
    const connection = await connectedSimulator(api, 'Balcão Tags', []);
    await customerPhone(api, connection.id, customer).says('Preciso de ajuda com meu pedido');
    const pending = await eventually(
      () => api.get<{ tickets: { id: string }[] }>('/tickets?status=pending&showAll=true'),
      (answer) => answer.tickets.length === 1,
      'the customer’s ticket',
    );
    const ticketId = pending.tickets[0]!.id;
    await api.post('/users', agent);

    const page = await stack.newPage();
    await openTags(page, admin);

    // The modal: the name is checked as the spec says, the colour comes from the palette, the kanban switch is on.
    await page.getByRole('button', { name: 'Adicionar tag' }).click();
    const modal = page.getByTestId('tag-modal');
    await modal.getByLabel('Nome').fill('ab');
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await modal.getByText('Mensagem muito curta').waitFor(LIVE);
    await modal.getByLabel('Nome').fill('Prioridade');
    await modal.getByRole('radio', { name: '#16a34a' }).click();
    await modal.getByRole('switch', { name: 'Kanban' }).check();
    await settled(page);
    await shots.take(page, 'tag-modal', () => settled(page));
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await toast(page, 'Tag salva com sucesso.').waitFor(LIVE);

    const row = rowOf(page, 'Prioridade');
    await row.waitFor(LIVE);
    const chip = row.locator('.tag-chip');
    expect(await chip.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(22, 163, 74)');
    expect(await row.getByTestId('tag-tickets-count').textContent()).toBe('0');
    await row.getByRole('img', { name: 'Kanban' }).waitFor(LIVE);
    const lanes = await callApi<{ lista: TagRow[] }>(page, 'GET', '/tags/kanban');
    const created = lanes.lista.find((tag) => tag.name === 'Prioridade');
    expect(created?.kanban).toBe(1);

    // A ticket takes the tag elsewhere (the ticket view's sync): the count moves on this screen with no reload.
    await callApi(page, 'POST', '/tags/sync', { ticketId, tags: [{ id: created!.id }] });
    await row.getByTestId('tag-tickets-count').filter({ hasText: '1' }).waitFor(LIVE);
    await settled(page);
    await shots.take(page, 'tags-table', () => settled(page));

    // Edit: a new name, the switch kept.
    await row.getByRole('button', { name: 'Editar Prioridade' }).click();
    await expect(modal.getByRole('switch', { name: 'Kanban' }).isChecked()).resolves.toBe(true);
    await modal.getByLabel('Nome').fill('Prioridade alta');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Tag salva com sucesso.').waitFor(LIVE);
    const renamed = rowOf(page, 'Prioridade alta');
    await renamed.getByTestId('tag-tickets-count').filter({ hasText: '1' }).waitFor(LIVE);

    // A plain user sees the tags and may add one, but without the kanban switch, and edits or deletes none.
    const other = await (await stack.newContext()).newPage();
    await openTags(other, agent);
    await rowOf(other, 'Prioridade alta').waitFor(LIVE);
    expect(await rowOf(other, 'Prioridade alta').getByRole('button').count()).toBe(0);
    await other.getByRole('button', { name: 'Adicionar tag' }).click();
    const agentModal = other.getByTestId('tag-modal');
    await agentModal.getByLabel('Nome').waitFor(LIVE);
    expect(await agentModal.getByRole('switch').count()).toBe(0);
    await settled(other);
    await shots.take(other, 'agent-tag-modal', () => settled(other));
    await agentModal.getByRole('button', { name: 'Cancelar' }).click();

    // Delete with its confirmation: the row goes here and on the agent's screen.
    await renamed.getByRole('button', { name: 'Excluir Prioridade alta' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Excluir a tag Prioridade alta?').waitFor(LIVE);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Tag excluída com sucesso.').waitFor(LIVE);
    await renamed.waitFor({ state: 'detached', ...LIVE });
    await rowOf(other, 'Prioridade alta').waitFor({ state: 'detached', ...LIVE });
    const ticket = await callApi<{ tags: unknown[] }>(page, 'GET', `/tickets/${ticketId}`);
    expect(ticket.tags).toEqual([]);
  });
});
