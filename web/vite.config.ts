/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/** Whether the entry imports the module through static imports alone, i.e. it loads with the first page. */
function loadedAtStart(id: string, getModuleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => loadedAtStart(importer, getModuleInfo, seen)));
}

export default defineConfig({
  plugins: [react()],
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
    // The libraries the first page loads (React, router, query, headlessui, i18next, zod, the Lucide icons in use)
    // are ~710 kB minified, ~222 kB gzipped.
    chunkSizeWarningLimit: 750,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: one separate file stays cached across releases. A single
        // library chunk avoids the init-order breakage of splitting React from the libraries that use it. A
        // library only a lazy route imports (recharts for the dashboard) stays in that route's chunk instead.
        manualChunks: (id, { getModuleInfo }) =>
          id.includes('node_modules') && loadedAtStart(id, getModuleInfo) ? 'vendor' : undefined,
      },
    },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
