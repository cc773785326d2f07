import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, bench, describe } from 'vitest';

/**
 * The API Lambda as deployed (issue 6): its bundle, built offline the way `sst deploy` builds it
 * (scripts/build-lambda.mjs), and its cold import — a fresh Node process loading the bundle, which builds the
 * Hono app and the cloud adapters as a Lambda cold start does before the first request. Measured on this machine
 * (Lambda's arm64 at 1 GB differs); no AWS call is made: the JWT key is given as a plain value instead of SSM.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}functions/dist/lambda/api/index.mjs`;
const built = spawnSync('node', ['scripts/build-lambda.mjs'], { cwd: root, encoding: 'utf8' });
if (built.status !== 0) throw new Error(`build-lambda failed: ${built.stderr}`);

const coldImports: number[] = [];
const lambdaEnv = {
  ...process.env,
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'bench',
  STAGE: 'bench',
  WS_ENDPOINT: 'https://bench.execute-api.us-east-1.amazonaws.com/bench',
  SST_APP: 'balcao',
  SST_STAGE: 'bench',
  SST_Secret_value_JWT_SECRET: 'b'.repeat(48),
};
const measure = `const start = performance.now(); await import(${JSON.stringify(bundle)}); console.log(performance.now() - start);`;

afterAll(() => {
  const sorted = [...coldImports].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const kib = statSync(bundle).size / 1024;
  console.log(
    `\nAPI Lambda bundle: ${kib.toFixed(0)} KiB (functions/dist/lambda/api/index.mjs); ` +
      `cold import: median ${median.toFixed(0)} ms over ${sorted.length} fresh processes`,
  );
});

describe('API Lambda', () => {
  bench(
    'cold import of the bundle in a fresh node process',
    () => {
      const child = spawnSync('node', ['--input-type=module', '-e', measure], { env: lambdaEnv, encoding: 'utf8' });
      if (child.status !== 0) throw new Error(child.stderr);
      coldImports.push(Number(child.stdout.trim()));
    },
    { iterations: 10, time: 0 },
  );
});
