// Bundles the standalone session host (`node session-host/dist/main.js`); it shares domain and platform code
// with functions/, so tsc alone (one rootDir) cannot emit it. Dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
