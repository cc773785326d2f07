// Bundles the standalone session host (`node session-host/dist/main.js`); it shares domain and platform code
// with functions/, so tsc alone (one rootDir) cannot emit it. Dependencies stay in node_modules; the packages
// the bundle imports are written to dist/package.json with the versions installed here, so the container image
// (Dockerfile) installs exactly those and nothing else of the workspace.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const result = await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
const packages = [
  ...new Set(imported.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageName(i.path))),
];
const require = createRequire(new URL('../functions/package.json', import.meta.url));
const dependencies = Object.fromEntries(packages.sort().map((name) => [name, installedVersion(name)]));
const manifest = { name: 'balcao-session-host', private: true, type: 'module', main: 'main.js', dependencies };
writeFileSync('dist/package.json', `${JSON.stringify(manifest, null, 2)}\n`);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(path) {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version npm installed for the workspace (functions/ sees every package the host imports). */
function installedVersion(name) {
  const entry = require.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}/`.length);
  return JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version;
}
