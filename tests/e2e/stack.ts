import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../functions/src/local/server.js';
import { BrowserProfiles, launchChromium } from './browser.js';

/**
 * One browser-test file's world, set up before its tests and torn down after them: the embedded product on a free
 * port over a fresh table whose first admin is `admin`, and Chromium with fresh Portuguese profiles.
 * Needs web/dist: `npm test` builds the web app before running the browser tests.
 */
export function e2eStack(name: string, admin: { email: string; password: string }) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let profiles: BrowserProfiles | undefined;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      dynamoEndpoint: inject('dynamoEndpoint'),
      tableName: `e2e-${name}-${Date.now()}`,
      adminEmail: admin.email,
      adminPassword: admin.password,
    });
    browser = await launchChromium();
    profiles = new BrowserProfiles(browser);
  });

  afterAll(async () => {
    await profiles?.closeAll();
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server || !profiles) throw new Error('the e2e stack is used before beforeAll ran');
    return { server, profiles };
  };
  return {
    get url(): string {
      return started().server.url;
    },
    /** The server's own ports, to put jobs straight on its queues as a session host would. */
    get deps(): RunningServer['deps'] {
      return started().server.deps;
    },
    newContext: (options?: BrowserContextOptions): Promise<BrowserContext> =>
      started().profiles.newContext(started().server.url, options),
    newPage: async (): Promise<Page> => (await started().profiles.newContext(started().server.url)).newPage(),
  };
}

/** A call to the API with the page's own session, to check what the server stored. */
export function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}
