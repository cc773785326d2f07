import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, realtimeReady } from './browser.js';
import { apiAs, LIVE } from './conversation-support.js';
import { screenshotRecorder, settled } from './screenshots.js';
import { callApi, e2eStack } from './stack.js';
import { drawnPng } from './test-files.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const root = { email: 'e2e-announcements@example.com', password: 'admin-secret' };
const agent = { name: 'Agente Aviso', email: 'agente.aviso@example.com', password: 'agent-secret', profile: 'user' };
/** The admin of another company: no super flag. */
const otherAdmin = { email: 'loja.avisos@example.com', password: 'loja-secret' };

const stack = e2eStack('announcements', root);
const shots = screenshotRecorder('announcements');

beforeAll(async () => {
  const api = await apiAs(stack.url, root);
  await api.post('/users', agent);
  const plans = await api.get<{ id: string; name: string }[]>('/plans/all');
  await api.post('/companies', {
    name: 'Loja dos Avisos',
    email: otherAdmin.email,
    password: otherAdmin.password,
    planId: plans[0]?.id,
  });
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

const badge = (page: Page) => page.getByTestId('announcements-unseen-count');
const panel = (page: Page) => page.getByTestId('announcements-panel');

async function openPopover(page: Page) {
  if (!(await panel(page).isVisible())) await page.getByTestId('announcements-button').click();
  await panel(page).waitFor();
}

describe('announcements in the browser', () => {
  it('a super user publishes one with an image; users of two companies see it live with a badge that clears', async () => {
    const admin = await signedIn(root);
    const colleague = await signedIn(agent);
    const stranger = await signedIn(otherAdmin);
    for (const page of [colleague, stranger]) {
      await page.getByTestId('announcements-button').waitFor();
      await expect(badge(page).count()).resolves.toBe(0);
    }

    await admin.goto('/announcements');
    await admin.getByTestId('announcements-title').filter({ hasText: 'Informativos (0)' }).waitFor();
    await admin.getByTestId('announcement-add').click();
    await admin.getByTestId('announcement-save').click();
    await expect(admin.getByTestId('announcement-modal').getByText('Obrigatório').count()).resolves.toBe(2);
    await admin.getByTestId('announcement-title').fill('Nova versão do painel');
    await admin
      .getByTestId('announcement-text')
      .fill('A partir de segunda o painel mostra os atendimentos por fila.\nVeja a imagem abaixo.');
    await admin.getByTestId('announcement-priority').selectOption({ label: 'Alta' });
    const image = await drawnPng(admin, 600, 300);
    await admin.getByTestId('announcement-attachment-input').setInputFiles({
      name: 'painel.png',
      mimeType: 'image/png',
      buffer: image,
    });
    await admin.getByTestId('announcement-attachment-name').filter({ hasText: 'painel.png' }).waitFor();
    await shots.take(admin, 'dialog', async () => settled(admin));
    await admin.getByTestId('announcement-save').click();
    await admin.locator('.toast', { hasText: 'Informativo salvo com sucesso!' }).waitFor();
    const row = admin.getByTestId('announcement-row-Nova versão do painel');
    await row.getByText('painel.png').waitFor();
    await row.getByText('Alta').waitFor();
    await row.getByText('Ativo').waitFor();
    await admin.getByTestId('announcements-title').filter({ hasText: 'Informativos (1)' }).waitFor();

    // Both users (one of another company) get the badge without a reload.
    for (const page of [colleague, stranger]) await badge(page).filter({ hasText: '1' }).waitFor(LIVE);

    // Opening the popover shows it with its image (served from the public path) and clears the badge.
    await openPopover(stranger);
    const item = panel(stranger).getByText('Nova versão do painel');
    await item.waitFor();
    const shown = panel(stranger).getByRole('img', { name: 'Imagem do informativo Nova versão do painel' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth), LIVE).toBe(600);
    await badge(stranger).waitFor({ state: 'detached' });
    await shots.take(stranger, 'popover', async () => {
      await openPopover(stranger);
      await settled(stranger);
    });
    await stranger.reload();
    await stranger.getByTestId('announcements-button').waitFor();
    await expect(badge(stranger).count()).resolves.toBe(0);
    // The colleague has not looked yet.
    await expect(badge(colleague).textContent()).resolves.toBe('1');

    await admin.getByTestId('announcement-add').click();
    await admin.getByTestId('announcement-title').fill('Manutenção programada');
    await admin.getByTestId('announcement-text').fill('Sábado às 22h o sistema fica fora do ar por 30 minutos.');
    await admin.getByTestId('announcement-save').click();
    await admin.getByTestId('announcement-row-Manutenção programada').getByText('Sem anexo').waitFor();
    await badge(colleague).filter({ hasText: '2' }).waitFor(LIVE);
    await openPopover(colleague);
    // Priority first: the high one above the low one.
    // The popover's list loads when it opens: wait for it rather than read it at once.
    const titles = () => panel(colleague).locator('.announcement-item strong').allTextContents();
    await expect.poll(titles, LIVE).toEqual(['Nova versão do painel', 'Manutenção programada']);
    await badge(colleague).waitFor({ state: 'detached' });
    // One published while the popover is open shows in it at once, and counts as seen.
    await callApi(admin, 'POST', '/announcements', { title: 'Plantão de feriado', text: 'Escala na intranet.' });
    await panel(colleague).getByText('Plantão de feriado').waitFor(LIVE);
    await colleague.waitForTimeout(1500);
    await expect(badge(colleague).count()).resolves.toBe(0);
    await colleague.reload();
    await colleague.getByTestId('announcements-button').waitFor();
    await expect(badge(colleague).count()).resolves.toBe(0);
    await shots.take(admin, 'page', async () => settled(admin));
  });

  it('sends a non-super admin who opens /announcements back to / with the permission toast', async () => {
    const page = await signedIn(otherAdmin);
    await page.goto('/announcements');
    await page
      .locator('.toast', {
        hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      })
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('announcements-table').count()).resolves.toBe(0);
  });
});
