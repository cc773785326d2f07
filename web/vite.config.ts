/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';

/** React, its scheduler and the router (with its two small dependencies): one file that changes only with them. */
const REACT_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;

/**
 * Small modules the shell's lazy parts (dashboard, notifications, alerts) share with pages, in one chunk the first
 * load fetches anyway, and the copy button alone: left to the 1 kB merge (experimentalMinChunkSize), rollup put them
 * with page code (form helpers, the plans query, a table row, the copy button) that the first load then fetched too
 * (docs/decisions/032).
 */
const SHELL_SHARED = [
  { file: '/src/features/settings/settings-cache.ts', chunk: 'shell-shared' },
  { file: '/src/features/connections/connection-events.ts', chunk: 'shell-shared' },
  { file: '/src/components/ui/load-on-intent.tsx', chunk: 'shell-shared' },
  { file: '/node_modules/clsx/dist/clsx.mjs', chunk: 'shell-shared' },
  { file: '/src/components/ui/copy-button.tsx', chunk: 'copy-button' },
];

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/** Whether the entry imports the module through static imports alone, i.e. it loads with the first page. */
function loadedAtStart(id: string, getModuleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => loadedAtStart(importer, getModuleInfo, seen)));
}

/**
 * Scalar's standalone API reference, for the page at /api/docs (docs/decisions/055): served from our own origin at
 * this path (the CSP allows nothing else), copied from the package into the build and served by the dev server.
 * It is not part of the app: no page imports it, so it never weighs on a load.
 */
const API_REFERENCE_PATH = 'vendor/scalar-api-reference.js';
function apiReference(): Plugin {
  // The package exports no path to it: found beside its main module (dist/index.js → dist/browser/standalone.js).
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  const source = () => readFileSync(join(dirname(main), 'browser', 'standalone.js'));
  return {
    name: 'balcao-api-reference',
    configureServer(server) {
      server.middlewares.use(`/${API_REFERENCE_PATH}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: API_REFERENCE_PATH, source: source() });
    },
  };
}

export default defineConfig({
  plugins: [react(), apiReference()],
  resolve: {
    alias: {
      // The server's pure zod schemas, so forms show the same rules and messages (STYLE.md rule 2).
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
    },
    // The root node_modules holds an older React for other workspaces; one copy keeps hooks working. react-is
    // goes with them: recharts checks elements with it, and an older copy does not know React 19's elements.
    dedupe: ['react', 'react-dom', 'react-is'],
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/ws': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each module needs (dist/.vite/manifest.json): the first-load size test and bench read it.
    manifest: true,
    // Every browser the app supports preloads modules natively: the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Shared code a few hundred bytes long joins a chunk that needs it rather than costing its own request.
        // Not more: a shared piece over 2 kB (the date field the dashboard shares with a Settings form) was
        // merged into the date parser's 10 kB chunk, which the dashboard then loaded whole; at 2 kB, two small
        // modules the shell needs were merged into the lazy message formatter's chunk, which the shell then
        // loaded whole (docs/decisions/032).
        experimentalMinChunkSize: 1_000,
        // Libraries change less often than the app, so they sit in files of their own that stay cached across
        // releases (docs/decisions/032): React and the router in `react`, the other libraries the first page
        // loads (i18next, TanStack Query) in `vendor`. A library only lazy pages import (recharts, headlessui,
        // react-day-picker) stays with those pages' chunks, so the first page does not carry it.
        manualChunks: (id, { getModuleInfo }) => {
          const own = SHELL_SHARED.find((shared) => id.endsWith(shared.file));
          if (own) return own.chunk;
          if (!id.includes('node_modules')) return undefined;
          if (REACT_PACKAGES.test(id)) return 'react';
          return loadedAtStart(id, getModuleInfo) ? 'vendor' : undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions, no module state between files: one thread and one module graph for all (docs/decisions/057).
    pool: 'threads',
  },
});
