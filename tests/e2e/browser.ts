import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { findChromium } from '../../scripts/tools.mjs';

/**
 * The system's Chromium, else the one npm installed (scripts/tools.mjs), headless, with nothing reaching out to the
 * network on its own.
 */
export async function launchChromium(): Promise<Browser> {
  const found = await findChromium();
  return chromium.launch({
    executablePath: found.executablePath,
    env: { ...process.env, ...found.env },
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
    ],
  });
}

/** Fresh browser profiles in Portuguese, as separate computers would be; closed together at the end. */
export class BrowserProfiles {
  private readonly contexts: BrowserContext[] = [];

  constructor(private readonly browser: Browser) {}

  /** `options` may change what a profile starts with, e.g. another browser locale. */
  async newContext(baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      baseURL,
      locale: 'pt-BR',
      viewport: { width: 1280, height: 860 },
      ...options,
    });
    this.contexts.push(context);
    return context;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
  }
}

/** Resolves once the page's realtime socket is open and has announced the user's presence. */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => String(frame.payload).includes('userStatus') && resolve()),
    );
  });
}

export async function logIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Login efetuado com sucesso!').waitFor();
  await page.getByTestId('user-menu').waitFor();
}
