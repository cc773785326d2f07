import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './browser.js';
import { apiAs, connectedSimulator, eventually, LIVE, type Api } from './conversation-support.js';
import { afterLayout, screenshotRecorder, SIZES } from './screenshots.js';
import { e2eStack } from './stack.js';
import { drawnPng, PDF } from './test-files.js';

const admin = { email: 'e2e-contact-drawer@example.com', password: 'admin-secret' };
const customer = { number: '5511944443333', name: 'Bruno Cliente' };
/** Long enough to wrap in a bubble on a phone: each card must wrap it, never cut it. */
const CARD_NAME = 'Carla Clementina de Albuquerque Figueiredo';
const PLACE = 'Rua Doutor Clementino Ferreira de Albuquerque, 1234 — Jardim Paulistano, São Paulo';
const FILE_NAME = 'relatorio-trimestral-de-vendas-da-regiao-sul-2026-versao-final.pdf';

const stack = e2eStack('contact-drawer', admin);
const shots = screenshotRecorder('contact-drawer');
let api: Api;

beforeAll(async () => {
  api = await apiAs(stack.url, admin);
});

/** A customer who shares a contact card, a location, a file and a photo; the admin has accepted the ticket. */
async function ticketWithCards(png: Buffer): Promise<{ id: string; uuid: string }> {
  const connection = await connectedSimulator(api, 'Balcão Drawer', []);
  const says = (fields: Record<string, unknown>) =>
    api.post(`/simulator/${connection.id}/messages`, { ...customer, ...fields });
  await says({ body: 'Bom dia! Segue o contato da minha sócia, o endereço e o relatório.' });
  await says({ contact: { name: CARD_NAME, number: '5511911112222' } });
  await says({ location: { latitude: -23.5505, longitude: -46.6333, description: PLACE } });
  await says({
    media: { kind: 'document', mimetype: 'application/pdf', fileName: FILE_NAME, data: PDF.toString('base64') },
  });
  await says({
    media: { kind: 'image', mimetype: 'image/png', fileName: 'vitrine.png', data: png.toString('base64') },
  });
  const pending = await api.get<{ tickets: { id: string; uuid: string }[] }>('/tickets?status=pending');
  const ticket = pending.tickets[0]!;
  await api.put(`/tickets/${ticket.id}`, { status: 'open', userId: api.user.id });
  // Everything the customer sent is stored (the inbound queue works on its own time) before the page reads it.
  await eventually(
    () => api.get<{ messages: { mediaType: string }[] }>(`/messages/${ticket.id}`),
    ({ messages }) => messages.some((message) => message.mediaType === 'image'),
    'the photo stored',
  );
  return ticket;
}

const mainWidth = (page: Page) =>
  page.locator('.ticket-view-main').evaluate((main) => Math.round(main.getBoundingClientRect().width));

/**
 * What of the conversation's bubbles is cut: any part reaching past its bubble's sides, wider than its own box
 * (cut text), or an icon squeezed below its size. Empty when every card, image and text shows whole.
 */
const cutContent = (page: Page) =>
  page.getByTestId('message-list').evaluate((list) => {
    const cut: string[] = [];
    for (const bubble of Array.from(list.querySelectorAll('.msg-bubble'))) {
      const sides = bubble.getBoundingClientRect();
      for (const part of Array.from(bubble.querySelectorAll('*'))) {
        if (part.closest('.msg-menu, .msg-reactions')) continue;
        const box = part.getBoundingClientRect();
        const name = `${part.tagName} ${part.getAttribute('class') ?? ''} "${(part.textContent ?? '').slice(0, 30)}"`;
        if (box.width === 0) continue;
        if (box.left < sides.left - 1 || box.right > sides.right + 1) cut.push(`${name} leaves its bubble`);
        if (!(part instanceof SVGElement) && part.scrollWidth > part.clientWidth + 1 && part.clientWidth > 0) {
          cut.push(`${name} is wider than its box`);
        }
        const size = Number(part.getAttribute('width'));
        if (part.tagName === 'svg' && size > 0 && box.width < size - 0.5) cut.push(`${name} icon squeezed`);
      }
    }
    return cut;
  });

/** The message input is wide enough for its placeholder on one line. */
const placeholderFits = (page: Page) =>
  page.getByTestId('message-input').evaluate((input) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return input.clientWidth >= context.measureText((input as HTMLTextAreaElement).placeholder).width + padding;
  });

async function conversationShowsWhole(page: Page) {
  await expect.poll(() => page.getByTestId('message-list').locator('.msg-card').count(), LIVE).toBe(3);
  await page.getByTestId('message-list').locator('img.msg-image').waitFor();
  await expect(cutContent(page)).resolves.toEqual([]);
  await expect(placeholderFits(page), 'the input placeholder is cut').resolves.toBe(true);
  await expect(page.getByTestId('message-list').getByText(CARD_NAME).isVisible()).resolves.toBe(true);
}

describe('the contact drawer beside a conversation', () => {
  it('overlays the conversation where three panes do not fit, closes with Escape, and no card is cut', async () => {
    const page = await stack.newPage();
    // Before the browser logs in: its login ends the API's session of the same user.
    const ticket = await ticketWithCards(await drawnPng(page));
    await logIn(page, admin);

    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.goto(`/tickets/${ticket.uuid}`);
      await page.getByTestId('message-list').locator('img.msg-image').waitFor(LIVE);
      await afterLayout(page);
      const alone = await mainWidth(page);

      await page.getByTestId('open-contact-drawer').click();
      const drawer = page.getByTestId('contact-drawer');
      await drawer.waitFor();
      await afterLayout(page);
      // The conversation keeps its width (the drawer lies over it) and the drawer lies inside the window.
      expect.soft(await mainWidth(page), `${label}: the conversation is squeezed by the drawer`).toBe(alone);
      const box = (await drawer.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await conversationShowsWhole(page);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await conversationShowsWhole(page);
    }

    await shots.take(page, 'conversation');
    const drawer = page.getByTestId('contact-drawer');
    await shots.take(page, 'drawer-open', async () => {
      if ((await drawer.count()) === 0) await page.getByTestId('open-contact-drawer').click();
      await drawer.waitFor();
    });
    // Over the conversation, a click beside the drawer closes it too.
    await page.setViewportSize(SIZES.desktop);
    await page.getByTestId('open-contact-drawer').click();
    await page.getByTestId('contact-drawer-scrim').click({ position: { x: 20, y: 300 } });
    await drawer.waitFor({ state: 'detached' });
  });
});
