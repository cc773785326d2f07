// `npm test`: checks for Java and Chromium, builds the web app the browser tests load, runs every vitest project
// once, and closes with one plain summary line ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitIfMissing, findChromium, findJava } from './tools.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } });

// Java (DynamoDB Local) and Chromium (browser tests) before anything else: one line when one is missing.
await exitIfMissing(async () => {
  findJava();
  await findChromium();
});

const build = run('npm', ['run', 'build', '--silent']);
if (build.status !== 0) process.exit(build.status ?? 1);

const report = join(mkdtempSync(join(tmpdir(), 'balcao-test-')), 'report.json');
const extra = process.argv.slice(2);
const tests = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);

try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  console.log(
    `\n${result.numPassedTests} passed, ${result.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
} catch {
  console.log('\n0 passed, 1 failed');
}
process.exit(tests.status ?? 1);
