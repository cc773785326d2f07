import { afterAll, bench, describe } from 'vitest';
import { buildLambdas, coldImport, HANDLERS } from '../scripts/build-lambda.mjs';
import { LAMBDA_BUNDLE_LIMIT_BYTES } from '../scripts/lambda-bundling.mjs';

/**
 * The Lambda handlers as deployed (issue 6, issue 15, docs/decisions/031): each bundle built offline the way
 * `sst deploy` builds it (scripts/build-lambda.mjs into functions/dist/lambda), its size raw and gzipped, and its
 * cold import — a fresh Node process loading the bundle, which builds the app and the cloud adapters as a Lambda
 * cold start does before the first event; the median over fresh processes. Measured on this machine (Lambda's
 * arm64 at 1 GB differs); no AWS call is made: the JWT key is a plain value instead of SSM
 * (OFFLINE_LAMBDA_ENV). BENCH_COLD_IMPORTS sets the processes per handler (default 10).
 */
const built = await buildLambdas();
const processes = Number(process.env.BENCH_COLD_IMPORTS ?? 10);
const coldImports = new Map<string, number[]>(HANDLERS.map((h) => [h, []]));

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

afterAll(() => {
  const rows = built.map(({ handler, bytes, gzipBytes }) => {
    const sorted = [...coldImports.get(handler)!].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    return (
      `  ${handler.padEnd(17)} ${kib(bytes).padStart(9)}  gzip ${kib(gzipBytes).padStart(8)}  ` +
      `cold import median ${median.toFixed(0).padStart(4)} ms over ${sorted.length} processes` +
      (bytes > LAMBDA_BUNDLE_LIMIT_BYTES ? '  OVER the limit' : '')
    );
  });
  console.log(
    `\nLambda bundles (functions/dist/lambda/<handler>/index.mjs; limit ${LAMBDA_BUNDLE_LIMIT_BYTES / 1e6} MB):\n` +
      rows.join('\n'),
  );
});

describe('Lambda handlers', () => {
  for (const { handler, outfile } of built) {
    bench(
      `cold import of ${handler} in a fresh node process`,
      () => {
        coldImports.get(handler)!.push(coldImport(outfile));
      },
      { iterations: processes, time: 0, warmupIterations: 0, warmupTime: 0 },
    );
  }
});
