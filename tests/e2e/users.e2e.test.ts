import { describe, expect, it } from 'vitest';
import { logIn, realtimeReady } from './browser.js';
import { e2eStack } from './stack.js';

const admin = { email: 'e2e-admin@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Teste', email: 'agente.e2e@example.com', password: 'agent-secret' };

const stack = e2eStack('users', admin);

const newPage = stack.newPage;
describe('users and sessions in the browser', () => {
  it('lets an admin create a queue and an agent who sees no administration menu and is logged out by a second login', async () => {
    const adminPage = await newPage();
    await logIn(adminPage, admin);
    await expect(adminPage.getByTestId('admin-block').isVisible()).resolves.toBe(true);

    await adminPage.getByTestId('menu-queues').click();
    await adminPage.waitForURL('**/queues');
    await adminPage.getByRole('button', { name: 'Adicionar fila' }).click();
    const queueModal = adminPage.getByTestId('queue-modal');
    await queueModal.getByLabel('Nome').fill('Suporte');
    await queueModal.getByRole('radio').nth(3).click();
    await queueModal.getByLabel('Mensagem de saudação').fill('Olá! Como podemos ajudar?');
    await queueModal.getByRole('button', { name: 'Adicionar' }).click();
    await adminPage.getByText('Fila salva com sucesso.').waitFor();
    await adminPage.getByTestId('queues-table').getByText('Suporte').waitFor();

    await adminPage.getByTestId('menu-users').click();
    await adminPage.waitForURL('**/users');
    await adminPage.getByRole('button', { name: 'Adicionar usuário' }).click();
    const modal = adminPage.getByTestId('user-modal');
    await modal.getByLabel('Nome').fill(agent.name);
    await modal.getByLabel('Email').fill(agent.email);
    await modal.getByLabel('Senha').fill(agent.password);
    await modal.getByRole('button', { name: 'Adicionar' }).click();
    await adminPage.getByText('Usuário salvo com sucesso.').waitFor();
    await adminPage.getByTestId('users-table').getByText(agent.email).waitFor();

    const agentPage = await newPage();
    const agentRealtime = realtimeReady(agentPage);
    await logIn(agentPage, agent);
    await expect(agentPage.getByTestId('greeting').textContent()).resolves.toContain(agent.name);
    await expect(agentPage.getByTestId('admin-block').count()).resolves.toBe(0);
    await expect(agentPage.getByTestId('menu-dashboard').count()).resolves.toBe(0);
    await agentRealtime;
    await agentPage.goto('/users');
    await agentPage.getByTestId('not-allowed').getByText('Acesso não permitido').waitFor();
    await expect(agentPage.getByTestId('users-table').count()).resolves.toBe(0);

    const secondComputer = await newPage();
    await logIn(secondComputer, agent);

    await agentPage.getByText('Sua conta foi acessada em outro computador.').waitFor({ timeout: 10_000 });
    await agentPage.waitForURL('**/login', { timeout: 10_000 });
    await agentPage.getByRole('button', { name: 'Entrar' }).waitFor();
    await expect(agentPage.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await expect(secondComputer.getByTestId('user-menu').isVisible()).resolves.toBe(true);
  });
});
