import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-chat@example.com', password: 'admin-secret' };
const agent = { name: 'Beatriz Chat', email: 'beatriz.chat@example.com', password: 'agent-secret', profile: 'user' };

const stack = e2eStack('internal-chat', admin);
const shots = screenshotRecorder('internal-chat');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
  await api.post('/users', agent);
});

/** A user on a computer of their own, logged in with the realtime socket open. */
async function signedIn(credentials: { email: string; password: string }): Promise<Page> {
  const page = await (await stack.newContext()).newPage();
  await page.setViewportSize({ width: 1366, height: 800 });
  const live = realtimeReady(page);
  await logIn(page, credentials);
  await live;
  return page;
}

const messages = (page: Page) => page.getByTestId('chat-messages').getByTestId('chat-message');
const oldest = (page: Page) => page.getByTestId('chat-messages').getByText('Mensagem 1', { exact: true });

describe('internal chat in the browser', () => {
  it('A starts a chat with B; B sees it live with an unread badge, opens it, answers; A sees the answer live', async () => {
    const a = await signedIn(admin);
    const b = await signedIn(agent);
    await b.getByTestId('chats-button').waitFor();
    await expect(b.getByTestId('chats-unread-count').count()).resolves.toBe(0);

    // A: the page, 'Nova', the dialog's spec texts, then a chat with Beatriz.
    await a.goto('/chats');
    await a.getByTestId('chat-conversation-empty').waitFor();
    await a.getByTestId('chat-add').click();
    await a.getByTestId('chat-save').click();
    await a.getByText('Por favor, preencha o título da conversa.').waitFor();
    await a.getByText('Por favor, selecione pelo menos um usuário.').waitFor();
    await a.getByTestId('chat-title').fill('Plantão de sábado');
    await a.getByTestId('chat-users').click();
    await a.getByRole('option', { name: agent.name }).click();
    await a.keyboard.press('Escape');
    await a.getByTestId('chat-save').click();
    await a.getByTestId('chat-open-title').filter({ hasText: 'Plantão de sábado' }).waitFor();
    await a.getByTestId('chat-input').fill('Beatriz, você cobre o sábado?');
    await a.getByTestId('chat-input').press('Enter');
    await messages(a).filter({ hasText: 'você cobre o sábado' }).waitFor();
    await expect(a.getByTestId('chat-input').inputValue()).resolves.toBe('');

    // B: the chat and its unread count arrive without a reload.
    await b.getByTestId('chats-unread-count').filter({ hasText: '1' }).waitFor(LIVE);
    await b.getByTestId('menu-chats').getByTestId('chats-dot').waitFor();
    await b.getByTestId('chats-button').click();
    const panel = b.getByTestId('chats-panel');
    await panel.getByText('Plantão de sábado').waitFor();
    await panel.getByText('Beatriz, você cobre o sábado?').waitFor();
    await settled(b);
    await shots.take(b, 'popover', async () => {
      if (!(await panel.isVisible())) await b.getByTestId('chats-button').click();
      await panel.waitFor();
    });
    await panel.getByText('Plantão de sábado').click();
    await b.waitForURL(/\/chats\/[^/]+$/);
    await messages(b).filter({ hasText: 'você cobre o sábado' }).waitFor();
    await b.getByTestId('chats-unread-count').waitFor({ state: 'detached', ...LIVE });
    await b.getByTestId('chats-dot').waitFor({ state: 'detached' });
    // Only the owner edits and deletes.
    await expect(b.getByTestId('chat-edit').count()).resolves.toBe(0);
    await expect(a.getByTestId('chat-edit').count()).resolves.toBe(1);

    // B answers with the button; A sees it live, and stays read (the chat is open on A's screen).
    await b.getByTestId('chat-input').fill('Cubro sim!');
    await b.getByTestId('chat-send').click();
    await messages(a).filter({ hasText: 'Cubro sim!' }).waitFor(LIVE);
    await a.getByTestId('chats-unread-count').waitFor({ state: 'detached', ...LIVE });

    await settled(b);
    await shots.take(b, 'page', async (size) => {
      if (size === 'mobile') await b.getByTestId('chats-tab-messages').click();
    });
    await b.setViewportSize({ width: 390, height: 844 });
    await b.getByTestId('chats-tab-chats').click();
    await b.getByTestId('chats-list').getByText('Plantão de sábado').waitFor();
    await b.screenshot({ path: `${shots.dir}/page-chats-tab-mobile.png` });
    await b.setViewportSize({ width: 1366, height: 800 });

    // A deletes the chat: B's open conversation clears and B is back on /chats.
    await a.getByTestId('chat-delete').click();
    await a.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await b.waitForURL(/\/chats$/, LIVE);
    await b.getByTestId('chat-conversation-empty').waitFor();
    await b
      .getByTestId('chats-list')
      .getByText('Plantão de sábado')
      .waitFor({ state: 'detached', ...LIVE });
  });

  it('loads older history as the conversation is scrolled up to within 600 px of the top', async () => {
    api = await apiAs(stack.url, admin);
    const users = await api.get<{ id: string; email: string }[]>('/users/list');
    const beatriz = users.find((user) => user.email === agent.email)!;
    const chat = await api.post<{ id: string }>('/chats', { title: 'Histórico', users: [beatriz.id] });
    for (let i = 1; i <= 45; i++) await api.post(`/chats/${chat.id}/messages`, { message: `Mensagem ${i}` });

    const a = await signedIn(admin);
    await a.goto(`/chats/${chat.id}`);
    await messages(a).filter({ hasText: 'Mensagem 45' }).waitFor();
    await expect(messages(a).count()).resolves.toBe(20);
    await expect(oldest(a).count()).resolves.toBe(0);
    const list = a.getByTestId('chat-messages');
    // The newest message is in view at the bottom.
    await expect(list.evaluate((node) => node.scrollHeight - node.clientHeight - node.scrollTop)).resolves.toBeLessThan(
      2,
    );
    for (let tries = 0; tries < 10 && (await oldest(a).count()) === 0; tries++) {
      await list.evaluate((node) => (node.scrollTop = 0));
      await a.waitForTimeout(300);
    }
    await oldest(a).waitFor();
    await shots.take(a, 'history');
    await expect(messages(a).count()).resolves.toBe(45);
  });
});
