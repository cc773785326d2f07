import { afterAll, beforeAll, it, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../functions/src/local/server.js';

let server: RunningServer;
let browser: Browser;
const admin = { email: 'shots@example.com', password: 'admin-secret' };

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dynamoEndpoint: inject('dynamoEndpoint'), tableName: `shots-${Date.now()}`, adminEmail: admin.email, adminPassword: admin.password });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
});
afterAll(async () => { await browser?.close(); await server?.stop(); });

it('shoots', async () => {
  const base = server.url.replace('localhost', '127.0.0.1');
  const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json() as { token: string };
  const post = (path: string, body: unknown) => fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` }, body: JSON.stringify(body) }).then(async (r) => console.log(path, r.status, (await r.text()).slice(0, 200)));
  await post('/queue', { name: 'Suporte', color: '#2563eb', greetingMessage: 'Olá! Bem-vindo ao suporte.' });
  await post('/queue', { name: 'Vendas', color: '#16a34a', greetingMessage: 'Olá! Vamos falar de vendas?', orderQueue: 2 });
  for (const [name, email, profile] of [['Maria Souza', 'maria@example.com', 'admin'], ['João Pereira', 'joao@example.com', 'user'], ['Carla Dias', 'carla@example.com', 'supervisor']]) {
    await post('/users', { name, email, password: 'secret1', profile });
  }
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('[pageerror]', e.message));
    await page.goto('/login');
    await page.screenshot({ path: `/tmp/shot-login-${scheme}.png` });
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('user-menu').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-shell-${scheme}.png` });
    await page.getByTestId('menu-users').click();
    await page.getByTestId('users-table').getByText('maria@example.com').waitFor();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-users-${scheme}.png` });
    if (scheme === 'light') {
      await page.getByRole('button', { name: 'Adicionar usuário' }).click();
      await page.getByTestId('user-modal').getByRole('button', { name: 'Adicionar' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: '/tmp/shot-user-modal.png' });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Editar Maria Souza' }).click();
      await page.getByTestId('queue-select').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: '/tmp/shot-user-edit.png' });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.getByTestId('menu-queues').click();
      await page.getByTestId('queues-table').getByText('Vendas', { exact: true }).waitFor();
      await page.screenshot({ path: '/tmp/shot-queues.png' });
      await page.getByRole('button', { name: 'Editar Vendas' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: '/tmp/shot-queue-modal.png' });
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu').click();
      await page.waitForTimeout(200);
      await page.screenshot({ path: '/tmp/shot-user-menu.png' });
      await page.keyboard.press('Escape');
      await page.goto('/todolist');
      await page.getByLabel('Nova tarefa').fill('Ligar para o cliente');
      await page.keyboard.press('Enter');
      await page.getByLabel('Nova tarefa').fill('Revisar filas');
      await page.keyboard.press('Enter');
      await page.screenshot({ path: '/tmp/shot-todo.png' });
      await page.goto('/kanban');
      await page.getByTestId('not-built-yet').waitFor();
      await page.screenshot({ path: '/tmp/shot-kanban.png' });
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/users');
      await page.getByTestId('users-table').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: '/tmp/shot-mobile.png' });
      await page.getByTestId('drawer-toggle').click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: '/tmp/shot-mobile-drawer.png' });
    }
    await context.close();
  }
});
