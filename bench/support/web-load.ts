import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { inputsOf, isStale, recordBuild, TARGETS } from '../../scripts/build-state.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** The web app as `npm start` serves it: built first when its sources changed since the last build (ADR 023). */
export function buildWebIfStale(): void {
  const inputs = inputsOf(root, TARGETS.web);
  if (!isStale(root, TARGETS.web, inputs)) return;
  console.log('Building the web app…');
  // The bench runs under NODE_ENV=test, which would make Vite bundle React's development build.
  execSync('npm run build -w web --silent', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  recordBuild(root, TARGETS.web, inputs);
}

/** Marked by the app when it starts fetching likely next pages (web/src/app/lazy/lazy-page.ts PREFETCH_MARK). */
const PREFETCH_MARK = 'balcao:prefetch';

interface Fetched {
  url: string;
  /** When the browser started the request, ms since the epoch. */
  startedAt: number;
  gzipBytes: number;
}

/** Every JS file the page fetches over the network (not from the HTTP cache), gzipped as a server would send it. */
export function recordJs(page: Page) {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  const onRequestFinished = (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker() || response.status() !== 200) return;
        const body = await response.body().catch(() => undefined);
        if (!body) return;
        fetched.push({ url: request.url(), startedAt: request.timing().startTime, gzipBytes: gzipSync(body).length });
      })(),
    );
  };
  page.on('requestfinished', onRequestFinished);
  return {
    /** The files fetched so far, all answers read. */
    async files(): Promise<Fetched[]> {
      await Promise.all(pending);
      return [...fetched];
    },
    stop: () => page.off('requestfinished', onRequestFinished),
  };
}

/** The times (ms since the epoch) the app began prefetching, oldest first; waits until there are `count`. */
export async function prefetchMarks(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction(
    ({ name, count }) => performance.getEntriesByName(name).length >= count,
    { name: PREFETCH_MARK, count },
    { timeout: 30_000 },
  );
  return page.evaluate(
    (name) => performance.getEntriesByName(name).map((mark) => performance.timeOrigin + mark.startTime),
    PREFETCH_MARK,
  );
}

/** Waits until the page has fetched nothing new for a moment (the prefetch and lazy parts have arrived). */
export async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

export interface LoadFigures {
  files: number;
  gzipBytes: number;
}

/** The files started inside [from, to) and passing `keep`, in count and summed gzipped bytes. */
export function between(
  files: readonly Fetched[],
  from: number,
  to: number,
  keep: (url: string) => boolean = () => true,
): LoadFigures {
  const inside = files.filter((file) => file.startedAt >= from && file.startedAt < to && keep(file.url));
  return { files: inside.length, gzipBytes: inside.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
