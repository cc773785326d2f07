// Bundles every Lambda entry point (functions/src/handlers) the way `sst deploy` does — the same esbuild settings
// (scripts/lambda-bundling.mjs, docs/decisions/031) — into functions/dist/lambda/<handler>/index.mjs with its source
// map beside it and esbuild's metafile as meta.json, offline. `npm run build` runs it, so the artefacts can be
// inspected without AWS; the cloud bench (bench/cloud.bench.ts) and the size test (scripts/lambda-size.test.ts)
// measure them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LAMBDA_BUNDLE_LIMIT_BYTES, LAMBDA_ESBUILD } from './lambda-bundling.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const HANDLERS = [
  'api',
  'ws-connect',
  'ws-disconnect',
  'ws-default',
  'inbound-consumer',
  'campaign-consumer',
  'timer',
  'seed',
];
export const LAMBDA_DIST = join(root, 'functions/dist/lambda');

/**
 * Builds the handlers side by side into `outdir`/<handler>/; answers each bundle's path, its size in bytes and
 * gzipped.
 */
export async function buildLambdas(handlers = HANDLERS, outdir = LAMBDA_DIST) {
  return Promise.all(
    handlers.map(async (handler) => {
      const outfile = join(outdir, handler, 'index.mjs');
      mkdirSync(join(outdir, handler), { recursive: true });
      const result = await build({
        ...LAMBDA_ESBUILD,
        entryPoints: [join(root, 'functions/src/handlers', `${handler}.ts`)],
        outfile,
        metafile: true,
        logLevel: 'warning',
      });
      writeFileSync(join(outdir, handler, 'meta.json'), JSON.stringify(result.metafile));
      const code = readFileSync(outfile);
      return { handler, outfile, bytes: code.length, gzipBytes: gzipSync(code).length };
    }),
  );
}

/**
 * What a deployed function finds in its environment (stacks/), offline: placeholders for the resources, the JWT
 * key as a plain value instead of SSM, so importing a bundle makes no AWS call.
 */
export const OFFLINE_LAMBDA_ENV = {
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'offline',
  STAGE: 'offline',
  WS_ENDPOINT: 'https://offline.execute-api.us-east-1.amazonaws.com/offline',
  MEDIA_BUCKET: 'offline-media',
  INBOUND_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/offline-Inbound.fifo',
  OUTBOUND_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/offline-Outbound.fifo',
  TIMER_QUEUE_ARN: 'arn:aws:sqs:us-east-1:123456789012:offline-Timers',
  SCHEDULE_GROUP: 'offline-timers',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/offline-scheduler',
  SCHEDULER_DEAD_LETTER_ARN: 'arn:aws:sqs:us-east-1:123456789012:offline-TimerDeliveryDeadLetters',
  SST_APP: 'balcao',
  SST_STAGE: 'offline',
  SST_Secret_value_JWT_SECRET: 'o'.repeat(48),
};

/**
 * A Lambda cold start's module phase: a fresh Node process imports the bundle (which builds the app and its
 * adapters at module level) and checks it exports `handler`; answers the import's milliseconds, or throws with
 * the process's error.
 */
export function coldImport(outfile) {
  const script =
    `const start = performance.now(); const { handler } = await import(${JSON.stringify(outfile)});` +
    `const ms = performance.now() - start; if (typeof handler !== 'function') throw new Error('no handler');` +
    `console.log(ms);`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...OFFLINE_LAMBDA_ENV },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`${outfile} did not import: ${child.stderr}`);
  return Number(child.stdout.trim());
}

if (process.argv[1] && basename(process.argv[1]) === 'build-lambda.mjs') {
  for (const { handler, bytes, gzipBytes } of await buildLambdas()) {
    const over = bytes > LAMBDA_BUNDLE_LIMIT_BYTES ? '  over the limit' : '';
    console.log(
      `lambda ${handler.padEnd(17)} ${(bytes / 1024).toFixed(0).padStart(6)} KiB` +
        ` (gzip ${(gzipBytes / 1024).toFixed(0).padStart(4)} KiB)${over}`,
    );
  }
}
