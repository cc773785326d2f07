import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Ctrl-C in a terminal sends SIGINT to the whole process group: node, and the Java of DynamoDB Local beside it
 * (issue 14, point 15). The product is started as `npm start` runs it: a real process, in its own group.
 */
const root = resolve(import.meta.dirname, '../..');
// Three levels below the root, like functions/dist/local/main.js, so the bundle finds node_modules and web/dist.
const bundleDir = join(root, 'functions', 'dist', `stop-test-${process.pid}`);
const bundle = join(bundleDir, 'main.js');

beforeAll(async () => {
  await build({
    entryPoints: { main: join(root, 'functions/src/local/main.ts') },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
});

afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  dataDir: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | string>;
}

function spawnProduct(): Running {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-stop-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir };
  delete env.LOG_LEVEL; // the operator's default: errors would show
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal!)));
  return { child, dataDir, stdout: () => stdout, stderr: () => stderr, exited };
}

async function startProduct(): Promise<Running> {
  const running = spawnProduct();
  await expect.poll(running.stdout, { timeout: 60_000, interval: 200 }).toContain('Balcão is running at');
  const url = /running at (\S+)/.exec(running.stdout())![1]!;
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  return running;
}

/** The exit code, or 'still running' after the wait (then the whole group is killed so nothing is left behind). */
async function exitWithin(running: Running, ms: number): Promise<number | string> {
  const late = new Promise<string>((done) => setTimeout(() => done('still running'), ms));
  const outcome = await Promise.race([running.exited, late]);
  if (outcome === 'still running') signalGroup(running, 'SIGKILL');
  return outcome;
}

function signalGroup(running: Running, signal: NodeJS.Signals): void {
  try {
    process.kill(-running.child.pid!, signal);
  } catch {
    // the group is already gone
  }
}

function javaProcessesFor(dataDir: string): number {
  const out = spawnSync('pgrep', ['-f', dataDir], { encoding: 'utf8' }).stdout.trim();
  return out ? out.split('\n').length : 0;
}

async function expectCleanStop(running: Running): Promise<void> {
  const code = await exitWithin(running, 20_000);
  // The first lines are enough to tell what went wrong; a flood of retries would bury the failure.
  const stderr = running.stderr().split('\n').slice(0, 3).join('\n');
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  // A stop that needed the 10 s deadline left something waiting: not clean.
  expect(running.stdout()).not.toMatch(/ECONNREFUSED|\n\s+at |did not stop/);
  await expect.poll(() => javaProcessesFor(running.dataDir)).toBe(0);
}

describe('stopping `npm start`', () => {
  it('stops cleanly and quietly when Ctrl-C reaches the whole process group', async () => {
    const running = await startProduct();
    signalGroup(running, 'SIGINT');
    await expectCleanStop(running);
  }, 90_000);

  it('stops cleanly when SIGINT reaches only node', async () => {
    const running = await startProduct();
    running.child.kill('SIGINT');
    await expectCleanStop(running);
  }, 90_000);

  it('stops cleanly when SIGTERM reaches only node', async () => {
    const running = await startProduct();
    running.child.kill('SIGTERM');
    await expectCleanStop(running);
  }, 90_000);

  it('stops cleanly when SIGTERM reaches the whole group and DynamoDB Local goes first', async () => {
    const running = await startProduct();
    signalGroup(running, 'SIGTERM');
    await expectCleanStop(running);
  }, 90_000);

  it('stops at once and quietly on a second Ctrl-C', async () => {
    const running = await startProduct();
    signalGroup(running, 'SIGINT');
    await new Promise((r) => setTimeout(r, 50));
    signalGroup(running, 'SIGINT');
    await expectCleanStop(running);
  }, 90_000);

  it('stops quietly on Ctrl-C while it is still starting, and leaves no DynamoDB Local behind', async () => {
    const running = spawnProduct();
    await expect.poll(() => javaProcessesFor(running.dataDir), { timeout: 30_000, interval: 100 }).toBe(1);
    signalGroup(running, 'SIGINT');
    await expectCleanStop(running);
    expect(running.stdout()).not.toContain('is running');
  }, 90_000);
});
