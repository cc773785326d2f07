import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { logIn } from './browser.js';
import { screenshotRecorder } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-queues@example.com', password: 'admin-secret' };
const queueName = 'Financeiro';

const stack = e2eStack('queues', admin);
const shots = screenshotRecorder('queues');

const newPage = stack.newPage;
type StoredOption = { id: string; parentId: string | -1; option: string; title: string; message: string };
type StoredQueue = {
  id: string;
  name: string;
  greetingMessage: string;
  schedules: { weekdayEn: string; startTime: string; endTime: string }[];
};

const storedQueue = async (page: Page) =>
  (await callApi<StoredQueue[]>(page, 'GET', '/queue')).find((queue) => queue.name === queueName);

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).last();

/** Loads the Queues page afresh (one navigation: a second one during the first would cut its session refresh). */
async function openQueue(page: Page): Promise<Locator> {
  await page.goto('/queues');
  await page.getByTestId('queues-table').getByText(queueName).waitFor();
  await page.getByRole('button', { name: `Editar ${queueName}` }).click();
  return page.getByTestId('queue-modal');
}

/** Opens the inline form with `open`, checks the number it proposes, and saves the option typed. */
async function addOption(page: Page, open: Locator, proposed: string, title: string, message: string) {
  await open.click();
  const form = page.getByTestId('queue-option-form');
  await expect(form.getByLabel('Número').inputValue()).resolves.toBe(proposed);
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Mensagem').fill(message);
  await form.getByRole('button', { name: 'Salvar opção' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('queues and their chatbot in the browser', () => {
  it('lets an admin build, edit and prune a queue option tree that is kept as saved', async () => {
    const page = await newPage();
    await logIn(page, admin);
    await page.getByTestId('menu-queues').click();
    await page.getByRole('button', { name: 'Adicionar fila' }).click();
    const newQueue = page.getByTestId('queue-modal');
    await newQueue.getByText('Salve a fila para adicionar as opções do chatbot.').waitFor();
    await newQueue.getByLabel('Nome').fill(queueName);
    await newQueue.getByRole('radio').nth(5).click();
    await newQueue.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await toast(page, 'Fila salva com sucesso.').waitFor();

    const modal = await openQueue(page);
    const tree = modal.getByTestId('queue-options');
    await tree.getByText('Nenhuma opção cadastrada.').waitFor();
    const addRoot = tree.getByRole('button', { name: 'Adicionar opção', exact: true });
    await addOption(page, addRoot, '1', 'Boletos', 'Segunda via de boletos.');
    await addOption(page, addRoot, '2', 'Notas fiscais', 'Envio de notas.');
    await addOption(
      page,
      tree.getByRole('button', { name: 'Adicionar sub-opção em 1 - Boletos' }),
      '1',
      'Atrasados',
      'Boletos vencidos.',
    );
    await addOption(
      page,
      tree.getByRole('button', { name: 'Adicionar sub-opção em 2 - Notas fiscais' }),
      '1',
      'Recibos',
      'Recibos avulsos.',
    );
    await expect(tree.getByTestId('queue-option-1.1').textContent()).resolves.toContain('Atrasados');

    await addRoot.click();
    const taken = page.getByTestId('queue-option-form');
    await taken.getByLabel('Número').fill('2');
    await taken.getByLabel('Título').fill('Repetida');
    await taken.getByRole('button', { name: 'Salvar opção' }).click();
    await toast(page, 'Já existe uma opção com este número neste nível.').waitFor();
    await taken.getByRole('button', { name: 'Cancelar' }).click();

    await tree.getByRole('button', { name: 'Editar opção 1 - Boletos' }).click();
    const editing = page.getByTestId('queue-option-form');
    await expect(editing.getByLabel('Título').inputValue()).resolves.toBe('Boletos');
    await editing.getByLabel('Título').fill('Boletos e cobranças');
    await editing.getByRole('button', { name: 'Salvar opção' }).click();
    await tree.getByTestId('queue-option-1').getByText('Boletos e cobranças').waitFor();

    await tree.getByRole('button', { name: 'Excluir opção 2 - Notas fiscais' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Opção excluída com sucesso.').waitFor();
    await tree.getByTestId('queue-option-2').waitFor({ state: 'detached' });

    const reopened = (await openQueue(page)).getByTestId('queue-options');
    await reopened.getByTestId('queue-option-1.1').getByText('Atrasados').waitFor();
    await expect(reopened.locator('.option-row').allTextContents()).resolves.toEqual([
      expect.stringContaining('Boletos e cobranças'),
      expect.stringContaining('Atrasados'),
    ]);

    const queue = await storedQueue(page);
    const stored = await callApi<StoredOption[]>(page, 'GET', `/queue-options?queueId=${queue?.id}`);
    const root = stored.find((option) => option.parentId === -1);
    expect(stored).toHaveLength(2);
    expect(root).toMatchObject({ option: '1', title: 'Boletos e cobranças', message: 'Segunda via de boletos.' });
    expect(stored.find((option) => option.parentId === root?.id)).toMatchObject({ option: '1', title: 'Atrasados' });
  });

  it('shows the default queue hours when hours are per queue and keeps an edited Saturday', async () => {
    const page = await newPage();
    await logIn(page, admin);
    await callApi(page, 'PUT', '/settings/scheduleType', { value: 'queue' });

    const modal = await openQueue(page);
    await modal.getByRole('tab', { name: 'Horários de Atendimento' }).click();
    await modal.getByText('Clique em salvar para registar as alterações.').waitFor();
    await expect(modal.getByLabel('Início de Segunda-feira').inputValue()).resolves.toBe('08:00');
    await expect(modal.getByLabel('Fim de Sexta-feira').inputValue()).resolves.toBe('18:00');
    await expect(modal.getByLabel('Fim de Sábado').inputValue()).resolves.toBe('12:00');
    await expect(modal.getByLabel('Fim de Domingo').inputValue()).resolves.toBe('00:00');

    const saturdayStart = modal.getByLabel('Início de Sábado');
    await saturdayStart.fill('');
    await saturdayStart.pressSequentially('0930');
    await expect(saturdayStart.inputValue()).resolves.toBe('09:30');
    await modal.getByLabel('Fim de Sábado').fill('14:00');
    await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Fila salva com sucesso.').waitFor();

    const reopened = await openQueue(page);
    await reopened.getByRole('tab', { name: 'Horários de Atendimento' }).click();
    await expect(reopened.getByLabel('Início de Sábado').inputValue()).resolves.toBe('09:30');
    await expect(reopened.getByLabel('Fim de Sábado').inputValue()).resolves.toBe('14:00');
    const saturday = (await storedQueue(page))?.schedules.find((day) => day.weekdayEn === 'saturday');
    expect(saturday).toMatchObject({ startTime: '09:30', endTime: '14:00' });
  });

  it('saves hours edited on the hours tab with the Salvar of the data tab, in one save', async () => {
    const page = await newPage();
    await logIn(page, admin);
    await callApi(page, 'PUT', '/settings/scheduleType', { value: 'queue' });

    const modal = await openQueue(page);
    const hoursTab = modal.getByRole('tab', { name: 'Horários de Atendimento' });
    const dataTab = modal.getByRole('tab', { name: 'Dados da Fila' });
    await hoursTab.click();
    await modal.getByLabel('Fim de Segunda-feira').fill('17:30');
    await modal.getByLabel('Início de Terça-feira').fill('25');
    await dataTab.click();
    await modal.getByLabel('Mensagem de saudação').fill('Bem-vindo ao Financeiro.');
    await shots.take(page, 'queue-data-tab');
    await hoursTab.click();
    await expect(modal.getByLabel('Fim de Segunda-feira').inputValue()).resolves.toBe('17:30');
    await dataTab.click();

    // A wrong time stops the save and shows the tab that holds it; correcting it clears its message.
    await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(hoursTab.getAttribute('aria-selected')).resolves.toBe('true');
    const tuesday = modal.getByTestId('hours-tuesday');
    await tuesday.getByText('Use HH:mm').waitFor();
    await shots.take(page, 'queue-hours-tab-error');
    await modal.getByLabel('Início de Terça-feira').fill('0800');
    await tuesday.getByText('Use HH:mm').waitFor({ state: 'detached' });
    await dataTab.click();
    await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Fila salva com sucesso.').waitFor();
    await modal.waitFor({ state: 'detached' });

    const stored = await storedQueue(page);
    expect(stored?.schedules.find((day) => day.weekdayEn === 'monday')).toMatchObject({ endTime: '17:30' });
    expect(stored?.schedules.find((day) => day.weekdayEn === 'tuesday')).toMatchObject({ startTime: '08:00' });
    expect(stored).toMatchObject({ greetingMessage: 'Bem-vindo ao Financeiro.' });
  });
});
