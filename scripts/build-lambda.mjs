// Bundles every Lambda entry point (functions/src/handlers) the way `sst deploy` does — esbuild, ESM, everything
// but native modules inside — into functions/dist/lambda/<handler>/index.mjs, offline. `npm run build` runs it,
// so the artefacts can be inspected without AWS, and the cloud bench (bench/cloud.bench.ts) measures them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const HANDLERS = ['api', 'ws-connect', 'ws-disconnect', 'ws-default', 'inbound-consumer', 'timer', 'seed'];
export const LAMBDA_DIST = join(root, 'functions/dist/lambda');

/** SST's banner for ESM bundles: CommonJS dependencies still find `require` and `__dirname`. */
const banner = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
].join('\n');

/** Builds the handlers; answers each bundle's path and size in bytes. */
export async function buildLambdas(handlers = HANDLERS) {
  const built = [];
  for (const handler of handlers) {
    const outfile = join(LAMBDA_DIST, handler, 'index.mjs');
    mkdirSync(join(LAMBDA_DIST, handler), { recursive: true });
    const result = await build({
      entryPoints: [join(root, 'functions/src/handlers', `${handler}.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      mainFields: ['module', 'main'],
      external: ['sharp', 'pg-native'],
      keepNames: true,
      sourcemap: true,
      metafile: true,
      banner: { js: banner },
      logLevel: 'warning',
    });
    writeFileSync(join(LAMBDA_DIST, handler, 'meta.json'), JSON.stringify(result.metafile));
    built.push({
      handler,
      outfile,
      bytes: result.metafile.outputs[Object.keys(result.metafile.outputs).find((o) => o.endsWith('.mjs'))].bytes,
    });
  }
  return built;
}

if (process.argv[1] && basename(process.argv[1]) === 'build-lambda.mjs') {
  for (const { handler, bytes } of await buildLambdas()) {
    console.log(`lambda ${handler.padEnd(17)} ${(bytes / 1024).toFixed(0).padStart(6)} KiB`);
  }
}
