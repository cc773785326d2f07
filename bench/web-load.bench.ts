import { afterAll, beforeAll, bench, describe, inject } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from '../functions/src/local/server.js';
import { newId } from '../functions/src/platform/ids.js';
import { launchChromium } from '../tests/e2e/browser.js';
import { ENTRY, FIRST_LOAD, gzipSize, gzipTotal, jsFilesFor, readManifest } from '../tests/e2e/web-chunks.js';
import { between, buildWebIfStale, kB, prefetchMarks, quiet, recordJs, type LoadFigures } from './support/web-load.js';

/**
 * The web app's first load (issue 15, docs/decisions/032), as a user downloads it: real Chromium (the one
 * scripts/tools.mjs finds) against the embedded server serving web/dist, a fresh profile per run (empty HTTP
 * cache), every JS file the page fetches gzipped as a compressing server would send it. Split at the app's
 * prefetch mark: what the page needed before it showed, and what it fetched ahead for the next page. Then the
 * build's manifest: what each page adds when first opened. BENCH_WEB_RUNS sets the runs (default 3); the bench's
 * times are the whole scenario's (noisy on a shared machine), the sizes are exact.
 */
buildWebIfStale();
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const admin = { email: `web-${newId().toLowerCase()}@bench.example`, password: 'web-bench-secret' };

let server: RunningServer;
let browser: Browser;
const figures = new Map<string, LoadFigures>();
const note = (name: string, value: LoadFigures) => figures.set(name, value);

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `bench-web-${newId()}`,
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  const rows = [...figures].map(
    ([name, { files, gzipBytes }]) => `  ${name.padEnd(52)} ${kB(gzipBytes).padStart(9)}  ${files} files`,
  );
  console.log(`\nWeb first load in Chromium, gzipped JS fetched (fresh profile):\n${rows.join('\n')}`);
  console.log(
    `\nWeb chunks (web/dist manifest), gzipped JS a page adds to the first load when opened:\n${routeTable()}`,
  );
});

const newContext = (state?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: server.url,
    locale: 'pt-BR',
    viewport: { width: 1366, height: 800 },
    storageState: state,
  });

const CHART = 'src/features/dashboard/components/hour-bars.tsx';
const TICKETS = 'src/app/routes/tickets-route.tsx';

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** A new visitor: /login, then logging in lands on the dashboard; the prefetch marks split what was needed. */
async function loginThenDashboard() {
  const context = await newContext();
  const page = await context.newPage();
  const js = recordJs(page);
  const opened = Date.now();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  const [loginPrefetch] = await prefetchMarks(page, 1);
  await quiet(page);
  const clicked = Date.now();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('dashboard-content').waitFor();
  await page.getByTestId('dashboard-chart').locator('svg').first().waitFor();
  await prefetchMarks(page, 2);
  await quiet(page);
  const files = await js.files();
  const ticketsOnly = ticketsPrefetchOnly();
  note('login page, needed to show it', between(files, opened, loginPrefetch!));
  note('login page, prefetched at idle (shell, dashboard)', between(files, loginPrefetch!, clicked));
  note(
    'after login, dashboard with its chart',
    between(files, clicked, Infinity, (url) => !ticketsOnly(url)),
  );
  note('after login, prefetched at idle (tickets)', between(files, clicked, Infinity, ticketsOnly));
  note(
    'login + dashboard with its chart',
    between(files, opened, Infinity, (url) => !ticketsOnly(url)),
  );
  signedIn = await context.storageState();
  await context.close();
}

/** A returning admin opening the app (a reload or a bookmark of / or a ticket): session kept, HTTP cache empty. */
async function returning(path: string, name: string, shown: (page: import('playwright-core').Page) => Promise<void>) {
  const context = await newContext(signedIn);
  const page = await context.newPage();
  const js = recordJs(page);
  const opened = Date.now();
  await page.goto(path);
  await shown(page);
  await prefetchMarks(page, 1);
  await quiet(page);
  const ticketsOnly = path === '/' ? ticketsPrefetchOnly() : () => false;
  const files = await js.files();
  note(
    `${name}, fresh load (page and its lazy parts)`,
    between(files, opened, Infinity, (url) => !ticketsOnly(url)),
  );
  await context.close();
}

/** Files only the shell's idle prefetch of the tickets page fetches (not needed by the dashboard or its chart). */
function ticketsPrefetchOnly(): (url: string) => boolean {
  const manifest = readManifest();
  const dashboard = jsFilesFor(manifest, [...FIRST_LOAD.dashboard, CHART]);
  const tickets = [...jsFilesFor(manifest, [TICKETS])].filter((file) => !dashboard.has(file));
  return (url) => tickets.some((file) => url.endsWith(`/${file}`));
}

/** Per lazy page: the gzipped JS its chunk and the chunks it imports add beyond the entry's first load. */
function routeTable(): string {
  const manifest = readManifest();
  const start = jsFilesFor(manifest, [ENTRY]);
  const firstLoad = new Set([...start, ...jsFilesFor(manifest, FIRST_LOAD.dashboard)]);
  const rows = [
    `  ${'entry (React, router, i18next, Query, session, login, pt)'.padEnd(62)} ${kB(gzipTotal(start)).padStart(9)}  ${start.size} files`,
  ];
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'));
  for (const [module, chunk] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
    const adds = [...jsFilesFor(manifest, [module])].filter((file) => !start.has(file));
    const beyond = adds.filter((file) => !firstLoad.has(file));
    rows.push(
      `  ${module.padEnd(62)} ${kB(gzipSize(chunk.file)).padStart(9)} own, ${kB(gzipTotal(adds)).padStart(9)} beyond the entry, ` +
        `${kB(gzipTotal(beyond)).padStart(9)} beyond login + dashboard`,
    );
  }
  return rows.join('\n');
}

describe('web first load in Chromium', () => {
  const options = { iterations: runs, time: 0, warmupIterations: 0, warmupTime: 0 };
  bench('new visitor: /login, log in, dashboard with chart', loginThenDashboard, options);
  bench(
    'returning admin: fresh load of / until the chart shows',
    () =>
      returning('/', 'returning admin /', async (page) => {
        await page.getByTestId('dashboard-content').waitFor();
        await page.getByTestId('dashboard-chart').locator('svg').first().waitFor();
      }),
    options,
  );
  bench(
    'returning admin: deep link /tickets until the list shows',
    () => returning('/tickets', 'returning admin /tickets', (page) => page.getByTestId('tickets-page').waitFor()),
    options,
  );
});
