import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLambdas, coldImport, HANDLERS, type BuiltLambda } from './build-lambda.mjs';
import { LAMBDA_BUNDLE_LIMIT_BYTES } from './lambda-bundling.mjs';

/*
 * Every Lambda handler bundled as `sst deploy` bundles it (scripts/lambda-bundling.mjs), into a temporary folder:
 * its size (a deterministic figure) against issue 15's limit, what it carries, and that it still loads (docs/
 * decisions/031). The timing of the import is the cloud bench's (bench/cloud.bench.ts), not this test's.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), 'balcao-lambda-'));
let built: Record<string, BuiltLambda>;

beforeAll(async () => {
  built = Object.fromEntries((await buildLambdas(HANDLERS, outdir)).map((b) => [b.handler, b]));
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The npm packages a bundle holds, each with the versions it holds of it (one unless two SDK lines are mixed). */
function packagesIn(handler: string): Map<string, Set<string>> {
  const meta = JSON.parse(readFileSync(join(outdir, handler, 'meta.json'), 'utf8'));
  const output = Object.values(meta.outputs as Record<string, { entryPoint?: string; inputs: object }>).find(
    (o) => o.entryPoint,
  )!;
  const packages = new Map<string, Set<string>>();
  for (const input of Object.keys(output.inputs)) {
    const folder = input.match(/^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//);
    if (!folder) continue;
    const { version } = JSON.parse(readFileSync(join(root, folder[1]!, 'package.json'), 'utf8'));
    packages.set(folder[2]!, (packages.get(folder[2]!) ?? new Set()).add(version));
  }
  return packages;
}

describe.each(HANDLERS)('the %s Lambda bundle', (handler) => {
  it(`is under ${LAMBDA_BUNDLE_LIMIT_BYTES / 1e6} MB, minified, its source map a separate file`, () => {
    const { bytes, outfile } = built[handler]!;
    expect(bytes).toBeLessThanOrEqual(LAMBDA_BUNDLE_LIMIT_BYTES);
    expect(existsSync(`${outfile}.map`)).toBe(true);
    const code = readFileSync(outfile, 'utf8');
    expect(code).not.toContain('sourceMappingURL=data:');
    // Minified: long lines (esbuild's unminified output averages ~40 characters a line).
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
  });

  it('holds one version of each AWS SDK package, and not the credential clients of an older SDK line', () => {
    const sdk = [...packagesIn(handler)].filter(([name]) => /^@(aws-sdk|smithy)\//.test(name));
    expect(sdk.filter(([, versions]) => versions.size > 1).map(([name, versions]) => [name, [...versions]])).toEqual(
      [],
    );
    expect(sdk.map(([name]) => name)).not.toContain('@aws-sdk/client-sts');
  });

  it('imports in a fresh node process with the environment the stacks give it', () => {
    expect(coldImport(built[handler]!.outfile)).toBeGreaterThan(0);
  });
});

describe('what a handler carries', () => {
  const adapters = ['@aws-sdk/client-s3', '@aws-sdk/client-sqs', '@aws-sdk/client-scheduler'];

  it.each(['ws-connect', 'ws-disconnect', 'ws-default', 'seed'])('%s carries no S3, SQS or Scheduler client', (h) => {
    expect(adapters.filter((name) => packagesIn(h).has(name))).toEqual([]);
  });

  it.each(['api', 'inbound-consumer', 'timer'])('%s carries the S3, SQS and Scheduler clients it uses', (h) => {
    expect(adapters.filter((name) => packagesIn(h).has(name))).toEqual(adapters);
  });
});
