/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The server's pure zod schemas, so forms show the same rules and messages (STYLE.md rule 2).
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
    },
    // The root node_modules holds an older React for other workspaces; one copy keeps hooks working.
    dedupe: ['react', 'react-dom'],
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
    // The libraries (React, router, query, headlessui, i18next, zod) are ~620 kB minified, ~190 kB gzipped.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: one separate file stays cached across releases. A single
        // library chunk avoids the init-order breakage of splitting React from the libraries that use it.
        manualChunks: (id) => (id.includes('node_modules') ? 'vendor' : undefined),
      },
    },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
