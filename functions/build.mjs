// Bundles the embedded server for `npm start`; dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { 'local/main': 'src/local/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
