import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, connectedSimulator, customerPhone, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-kanban@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Kanban', email: 'agente.kanban@example.com', password: 'agent-secret', profile: 'user' };
const maria = { number: '5511944441111', name: 'Maria Quadro' };
const joao = { number: '5511944442222', name: 'João Quadro' };

const stack = e2eStack('kanban', admin);
const shots = screenshotRecorder('kanban');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

interface Ticket {
  id: string;
  contact: { name: string };
  tags: { id: string; name: string }[];
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const lane = (page: Page, id: string) => page.getByTestId(`kanban-lane-${id}`);
const card = (page: Page, laneId: string, customer: { name: string }) =>
  lane(page, laneId).locator('li.kanban-card').filter({ hasText: customer.name });

async function boardTickets(): Promise<Ticket[]> {
  return (await api.get<{ tickets: Ticket[] }>('/ticket/kanban')).tickets;
}

/** Holds the card with the mouse and carries it to the lane in small pointer moves (dnd-kit follows pointer moves). */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('card or lane not on screen');
  await page.mouse.move(start.x + 30, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 30, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + 120, { steps: 15 });
  await page.mouse.up();
}

describe('the kanban board in the browser', () => {
  it('moves tickets between tag lanes with the mouse and the keyboard, with the toasts, live on another board', async () => {
    const connection = await connectedSimulator(api, 'Balcão Kanban', []);
    const closing = await api.post<{ id: string }>('/tags', { name: 'Fechamento', color: '#0e9384', kanban: 1 });
    await api.post('/tags', { name: 'Sem coluna', color: '#666666', kanban: 0 });
    await api.post('/users', agent);
    await customerPhone(api, connection.id, maria).says('Quero um orçamento');
    await customerPhone(api, connection.id, joao).says('Qual o prazo de entrega?');
    const onBoard = await eventually(boardTickets, (tickets) => tickets.length === 2, 'both tickets on the board');
    const [mariaTicket, joaoTicket] = [maria, joao].map((one) =>
      onBoard.find((ticket) => ticket.contact.name === one.name),
    );
    if (!mariaTicket || !joaoTicket) throw new Error('tickets not found');

    // A second computer: an agent's board, which must follow the moves live.
    const other = await (await stack.newContext()).newPage();
    await other.setViewportSize({ width: 1366, height: 800 });
    const otherLive = realtimeReady(other);
    await logIn(other, agent);
    await otherLive;
    await other.getByTestId('menu-kanban').click();
    await card(other, 'open', maria).waitFor(LIVE);

    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const live = realtimeReady(page);
    await logIn(page, admin);
    await live;
    // The admin makes a kanban tag on the Tags page; the agent's open board grows its lane live.
    await expect(other.getByTestId('kanban-board').locator('section.kanban-lane').count()).resolves.toBe(2);
    await page.getByTestId('menu-tags').click();
    await page.getByRole('button', { name: 'Adicionar tag' }).click();
    const modal = page.getByTestId('tag-modal');
    await modal.getByLabel('Nome').fill('Negociação');
    await modal.getByRole('radio', { name: '#7c3aed' }).click();
    await modal.getByRole('switch', { name: 'Kanban' }).check();
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await toast(page, 'Tag salva com sucesso').waitFor(LIVE);
    const kanbanTags = await callApi<{ lista: { id: string; name: string }[] }>(page, 'GET', '/tags/kanban');
    const deal = kanbanTags.lista.find((tag) => tag.name === 'Negociação');
    if (!deal) throw new Error('the kanban tag was not saved');
    await lane(other, deal.id).waitFor(LIVE);
    await page.getByTestId('menu-kanban').click();
    await expect(lane(page, 'open').locator('header').textContent()).resolves.toContain('Em aberto');
    await expect(lane(page, deal.id).locator('header').textContent()).resolves.toContain('Negociação');
    expect(await page.getByTestId('kanban-board').locator('section.kanban-lane').count()).toBe(3);
    await card(page, 'open', maria).waitFor(LIVE);
    await card(page, 'open', joao).waitFor(LIVE);

    // The mouse: Maria's card from 'Em aberto' to 'Negociação'.
    await dragWithMouse(page, card(page, 'open', maria), lane(page, deal.id));
    await toast(page, 'Ticket Tag Removido!').waitFor(LIVE);
    await toast(page, 'Ticket Tag Adicionado com Sucesso!').waitFor(LIVE);
    await card(page, deal.id, maria).waitFor(LIVE);
    await card(other, deal.id, maria).waitFor(LIVE);
    await expect(card(other, 'open', maria).count()).resolves.toBe(0);

    // The keyboard: João's card held with space, one lane to the right ('Fechamento'), dropped with space. Each key
    // waits for what the screen reader hears: dnd-kit starts listening to the arrows just after the pickup.
    await settled(page);
    const heard = (text: string) =>
      page.waitForFunction(
        (wanted) => document.querySelector('[id^="DndLiveRegion"]')?.textContent?.includes(wanted),
        text,
        LIVE,
      );
    await card(page, 'open', joao).focus();
    await page.keyboard.press('Space');
    await heard('Sobre a coluna Em aberto.');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await page.keyboard.press('ArrowRight');
    await heard('Sobre a coluna Fechamento.');
    await page.keyboard.press('Space');
    await heard('Ticket de João Quadro solto na coluna Fechamento.');
    await toast(page, 'Ticket Tag Adicionado com Sucesso!').waitFor(LIVE);
    await card(page, closing.id, joao).waitFor(LIVE);
    await card(other, closing.id, joao).waitFor(LIVE);

    // The tickets now carry the lanes' tags. From here the API is called with the browser's session: logging the
    // admin in there ended the earlier one (spec 1 §4).
    const asAdmin: Api = {
      user: api.user,
      get: (path) => callApi(page, 'GET', path),
      post: (path, body) => callApi(page, 'POST', path, body),
      put: (path, body) => callApi(page, 'PUT', path, body),
    };
    const tagsOf = async (id: string) => (await asAdmin.get<Ticket>(`/tickets/${id}`)).tags.map((tag) => tag.name);
    expect(await tagsOf(mariaTicket.id)).toEqual(['Negociação']);
    expect(await tagsOf(joaoTicket.id)).toEqual(['Fechamento']);
    const counts = await asAdmin.get<{ tags: { name: string; ticketsCount: number }[] }>('/tags?searchParam=');
    expect(counts.tags.filter((tag) => tag.ticketsCount > 0).map((tag) => [tag.name, tag.ticketsCount])).toEqual([
      ['Fechamento', 1],
      ['Negociação', 1],
    ]);

    // A new message moves nothing but the card's last message, on both boards.
    await customerPhone(asAdmin, connection.id, maria).says('Fechamos por 10% de desconto?');
    await card(page, deal.id, maria).filter({ hasText: 'Fechamos por 10% de desconto?' }).waitFor(LIVE);
    await card(other, deal.id, maria).filter({ hasText: 'Fechamos por 10% de desconto?' }).waitFor(LIVE);

    // Back to 'Em aberto' only removes the tag.
    await dragWithMouse(page, card(page, closing.id, joao), lane(page, 'open'));
    await toast(page, 'Ticket Tag Removido!').waitFor(LIVE);
    await card(other, 'open', joao).waitFor(LIVE);
    expect(await tagsOf(joaoTicket.id)).toEqual([]);
    await settled(page);
    await shots.take(page, 'board', async () => {
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    });

    // The card's button opens the ticket (a fresh load: the phone size left the side menu over the board).
    // The tickets list there shows Maria's ticket with its tag.
    await page.goto('/kanban');
    await card(page, deal.id, maria).getByTestId('kanban-open-ticket').click();
    await page.waitForURL(`**/tickets/${mariaTicket.id}`);
    await page.getByTestId('tickets-tab-pending').click();
    await page.getByTestId(`ticket-item-${mariaTicket.id}`).filter({ hasText: 'Negociação' }).waitFor(LIVE);

    // A plan without kanban: the address leads back to the start page (the API refuses the board too).
    const plan = await asAdmin.get<{ id: string }>(`/companies/listPlan/${api.user.companyId}`);
    await asAdmin.put(`/plans/${plan.id}`, { useKanban: false });
    await page.goto('/kanban');
    await page.waitForURL((url) => url.pathname === '/', LIVE);
    await asAdmin.put(`/plans/${plan.id}`, { useKanban: true });
  });
});
