import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { startChatCompletionsServer } from '../../functions/src/testing/chat-completions-server.js';
import { apiAs, connectedSimulator, customerPhone, eventually, LIVE, type Api } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-prompts@example.com', password: 'admin-secret' };
/** The browser's admin: the API's admin session stays valid (one session per user). */
const browserAdmin = { name: 'Priscila', email: 'priscila.prompts@example.com', password: 'priscila-secret' };
const API_KEY = 'sk-test-0123456789abcdef';
const ANSWER = 'Olá! Sou a assistente da loja. Entregamos no sábado, sim.';

const stack = e2eStack('prompts', admin);
const shots = screenshotRecorder('prompts');
let api: Api;
let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;

beforeAll(async () => {
  // The AI service is a local server speaking OpenAI's chat completions; the engine reads its URL per call.
  model = await startChatCompletionsServer();
  model.behave({ answer: ANSWER });
  process.env.OPENAI_BASE_URL = model.baseUrl;
  api = await apiAs(stack.url, admin);
  await api.post('/users', { ...browserAdmin, profile: 'admin', queueIds: [] });
});

afterAll(async () => {
  delete process.env.OPENAI_BASE_URL;
  await model?.close();
});

interface Named {
  id: string;
  name: string;
}
interface StoredPrompt extends Named {
  apiKey: string;
  maxTokens: number;
  queueId: string;
}

const row = (page: Page, name: string) => page.getByTestId(`prompt-row-${name}`);
const modal = (page: Page) => page.getByTestId('prompt-modal');
const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();
const prompts = async () => (await api.get<{ prompts: StoredPrompt[] }>('/prompt')).prompts;

describe('/prompts in the browser', () => {
  it("creates, edits and deletes prompts; the queue's prompt answers a customer until they ask for a person", async () => {
    const suporte = await api.post<Named>('/queue', { name: 'Suporte', color: '#43a047', greetingMessage: 'Olá!' });
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const ready = realtimeReady(page);
    await logIn(page, browserAdmin);
    await page.goto('/prompts');
    await ready;
    await page.getByTestId('prompts-table').waitFor();

    // Spec 3 §5: saving without a queue answers 'Informe o setor'; the defaults of §9 are filled in.
    await page.getByTestId('prompt-add').click();
    const dialog = modal(page);
    await dialog.waitFor();
    expect(await dialog.getByLabel('Máximo de Tokens na resposta').inputValue()).toBe('100');
    expect(await dialog.getByLabel('Temperatura').inputValue()).toBe('1');
    expect(await dialog.getByLabel('Máximo de mensagens no Histórico').inputValue()).toBe('10');
    expect(await dialog.getByLabel('Voz', { exact: true }).inputValue()).toBe('texto');
    expect(await dialog.getByLabel('Voz', { exact: true }).locator('option').count()).toBe(16);
    await dialog.getByLabel('Nome').fill('Atendente virtual');
    await dialog.getByLabel('Prompt').fill('Você é a assistente da loja. Responda em português, com gentileza.');
    await dialog.getByLabel('API Key').fill(API_KEY);
    await page.getByTestId('prompt-save').click();
    await dialog.getByText('Informe o setor').waitFor();

    await dialog.getByLabel('Setor/Fila').selectOption({ label: 'Suporte' });
    await dialog.getByLabel('Voz', { exact: true }).selectOption({ label: 'Francisca' });
    await dialog.getByLabel('Região de Voz').waitFor();
    await settled(page);
    await shots.take(page, 'dialog-voice', async () => {
      if (!(await dialog.isVisible())) throw new Error('the dialog closed on resize');
    });
    await dialog.getByLabel('Voz', { exact: true }).selectOption('texto');
    await page.getByTestId('prompt-save').click();
    await toast(page, 'Prompt salvo com sucesso!').waitFor(LIVE);
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Atendente virtual').getByRole('cell', { name: 'Suporte', exact: true }).waitFor(LIVE);

    const [created] = await prompts();
    expect(created).toMatchObject({ name: 'Atendente virtual', queueId: suporte.id, maxTokens: 100 });
    expect(created!.apiKey).toBe('••••cdef');

    // Another admin's prompt arrives live (the `prompt` event).
    await api.post('/prompt', { name: 'Vendas', prompt: 'Você vende planos.', apiKey: API_KEY, queueId: suporte.id });
    await row(page, 'Vendas').waitFor(LIVE);
    await settled(page);
    await shots.take(page, 'page', () => page.waitForTimeout(400));

    // Editing shows the key masked and keeps it when left blank.
    await page.getByRole('button', { name: 'Editar Atendente virtual' }).click();
    await dialog.getByText('Chave atual: ••••cdef').waitFor();
    await dialog.getByLabel('Máximo de Tokens na resposta').fill('150');
    await page.getByTestId('prompt-save').click();
    await toast(page, 'Prompt salvo com sucesso!').waitFor(LIVE);
    await row(page, 'Atendente virtual').getByText('150').waitFor(LIVE);
    const edited = (await prompts()).find((prompt) => prompt.id === created!.id);
    expect(edited).toMatchObject({ maxTokens: 150, apiKey: '••••cdef' });

    // The queue form offers the prompt (spec 2 §2: promptId on queues).
    await page.goto('/queues');
    await page.getByTestId('queues-table').getByText('Suporte').waitFor(LIVE);
    await page.getByRole('button', { name: 'Editar Suporte' }).click();
    const queueModal = page.getByTestId('queue-modal');
    await queueModal.getByLabel('Prompt').selectOption({ label: 'Atendente virtual' });
    await shots.take(page, 'queue-modal', () => queueModal.getByLabel('Prompt').scrollIntoViewIfNeeded());
    await queueModal.getByRole('button', { name: 'Salvar' }).last().click();
    await queueModal.waitFor({ state: 'detached', ...LIVE });
    await expect
      .poll(async () => (await api.get<{ promptId: string | null }>(`/queue/${suporte.id}`)).promptId, LIVE)
      .toBe(created!.id);

    // Deleting asks first.
    await page.goto('/prompts');
    await page.getByRole('button', { name: 'Excluir Vendas' }).click();
    await page.getByTestId('confirm-dialog').getByText('Excluir Vendas?').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Prompt excluído com sucesso!').waitFor(LIVE);
    await row(page, 'Vendas').waitFor({ state: 'detached', ...LIVE });
    expect((await prompts()).map((prompt) => prompt.name)).toEqual(['Atendente virtual']);

    // Spec 3 §3 behaviour: a customer of a connection serving Suporte is answered by the assistant.
    const connection = await connectedSimulator(api, 'Balcão IA', [suporte.id]);
    const agent = { name: 'Agente Suporte', email: 'agente.suporte@example.com', password: 'agente-secret' };
    await api.post('/users', { ...agent, profile: 'user', queueIds: [suporte.id] });

    // A customer writes: the model gets the prompt, the key and the message, and its answer reaches the phone.
    const joana = customerPhone(api, connection.id, { number: '5511955551234', name: 'Joana Cliente' });
    await joana.says('Vocês entregam no sábado?');
    const answered = await eventually(
      joana.conversation,
      (messages) =>
        messages.some((message) => message.from === 'business' && message.body.includes('assistente da loja')),
      "the assistant's answer on the phone",
    );
    expect(answered.find((message) => message.from === 'business')?.body).toBe(ANSWER);
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]).toMatchObject({ authorization: `Bearer ${API_KEY}`, body: { max_tokens: 150 } });
    const [system, ...history] = model.calls[0]!.body.messages;
    expect(system!.content).toContain('Você é a assistente da loja. Responda em português, com gentileza.');
    expect(history).toEqual([{ role: 'user', content: 'Vocês entregam no sábado?' }]);

    // The customer asks for a person: the ticket waits for agents in the pending tab, with a note saying why.
    const agentPage = await stack.newPage();
    await agentPage.setViewportSize({ width: 1366, height: 800 });
    await logIn(agentPage, agent);
    await agentPage.getByTestId('menu-tickets').click();
    await agentPage.getByTestId('tickets-tab-pending').click();
    await joana.says('Quero falar com um atendente, por favor');
    const item = agentPage
      .getByTestId('tickets-list-pending')
      .locator('li[data-testid^="ticket-item-"]')
      .filter({ hasText: 'Joana Cliente' });
    await item.filter({ hasText: 'Quero falar com um atendente' }).waitFor(LIVE);
    const pending = await api.get<{
      tickets: { id: string; status: string; queueId: string; contact: { number: string } }[];
    }>('/tickets?status=pending&showAll=true');
    const ticket = pending.tickets.find((found) => found.contact.number === '5511955551234');
    expect(ticket).toMatchObject({ status: 'pending', queueId: suporte.id });
    const notes = await eventually(
      () => api.get<{ note: string }[]>(`/ticket-notes/list?ticketId=${ticket!.id}`),
      (found) => found.length > 0,
      'the handover note',
    );
    expect(notes.map((note) => note.note)).toContain('Assistente de IA: o cliente pediu um atendente humano.');
    expect(model.calls).toHaveLength(1);
    await settled(agentPage);
    await shots.take(agentPage, 'handed-over-pending', () => agentPage.waitForTimeout(400));

    // The connection form offers the prompts too (spec 1 §3: promptId on connections).
    await page.goto('/connections');
    await page.getByRole('button', { name: 'Editar Balcão IA' }).click();
    const connectionModal = page.getByTestId('connection-modal');
    await connectionModal.getByLabel('Prompt').selectOption({ label: 'Atendente virtual' });
    await shots.take(page, 'connection-modal', () => connectionModal.getByLabel('Prompt').scrollIntoViewIfNeeded());
    await connectionModal.getByRole('button', { name: 'Salvar' }).click();
    await connectionModal.waitFor({ state: 'detached', ...LIVE });
    expect((await api.get<{ promptId: string | null }>(`/whatsapp/${connection.id}`)).promptId).toBe(created!.id);
  });
});
