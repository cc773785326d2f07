import { describe, expect, it } from 'vitest';
import { logIn, realtimeReady } from './browser.js';
import { callApi, e2eStack } from './stack.js';

const admin = { email: 'e2e-revocation-admin@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Senha', email: 'agente.senha@example.com', password: 'agent-secret' };

const stack = e2eStack('revocation', admin);

describe('password changes in the browser', () => {
  it('keeps the tab that changed its own password signed in, and signs the user out when an admin changes it', async () => {
    const adminPage = await stack.newPage();
    await logIn(adminPage, admin);
    const created = await callApi<{ id: string }>(adminPage, 'POST', '/users', agent);

    const agentPage = await stack.newPage();
    const firstSocket = realtimeReady(agentPage);
    await logIn(agentPage, agent);
    await firstSocket;

    // The server closes the old session's socket; the tab opens a new one with the fresh token.
    const reconnected = realtimeReady(agentPage);
    await agentPage.getByTestId('user-menu').click();
    await agentPage.getByText('Perfil').click();
    const modal = agentPage.getByTestId('user-modal');
    await modal.getByLabel('Senha').fill('nova-senha1');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await agentPage.getByText('Usuário salvo com sucesso.').waitFor();
    await reconnected;
    await agentPage.waitForTimeout(1500);
    expect(agentPage.url()).not.toContain('/login');
    await expect(agentPage.getByText('Sua conta foi acessada em outro computador.').count()).resolves.toBe(0);
    await expect(callApi(agentPage, 'GET', '/auth/me')).resolves.toMatchObject({ id: created.id });

    // The client shows why, then reloads a second later; logging in again waits for that reload to finish.
    const reloaded = agentPage.waitForEvent('load', { timeout: 15_000 });
    await callApi(adminPage, 'PUT', `/users/${created.id}`, { password: 'admin-set1' });
    await agentPage.getByText('Sua senha foi alterada. Entre novamente.').waitFor({ timeout: 10_000 });
    await reloaded;
    await agentPage.waitForURL('**/login', { timeout: 10_000 });
    await logIn(agentPage, { email: agent.email, password: 'admin-set1' });
    await expect(adminPage.getByTestId('user-menu').isVisible()).resolves.toBe(true);
  });
});
