import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { findJava, MissingTool } from '../../../scripts/tools.mjs';

export interface DynamoDbLocal {
  endpoint: string;
  /** Settles when the Java process ends, whoever ended it. */
  exited: Promise<void>;
  /** The Java process (through `sh -c exec`, the same process). */
  pid: number;
  stop(): Promise<void>;
}

/** A problem the operator can fix, told in one line instead of a stack trace. */
export class StartupError extends Error {}

/** Credentials DynamoDB Local accepts; it checks only that some are present. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The jar ships inside the `amplify-dynamodb-simulator` npm package, so `npm install` brings it. */
function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

function assertJava(): void {
  try {
    findJava();
  } catch (error) {
    if (error instanceof MissingTool) throw new StartupError(error.message);
    throw error;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Options for the JVM itself, space-separated, from the environment. The test suite sets
 * `-XX:TieredStopAtLevel=1 -XX:+UseSerialGC` (vitest.config.ts): its stores live minutes, where the optimising
 * compiler's work on 2 cores costs more CPU than it wins back (docs/decisions/057). `npm start` leaves it unset.
 */
export const JVM_OPTIONS_ENV = 'BALCAO_DYNAMODB_JVM_OPTIONS';

function jvmOptions(): string[] {
  return (process.env[JVM_OPTIONS_ENV] ?? '').split(/\s+/).filter(Boolean);
}

/** The options the product runs DynamoDB Local with, beside the storage (`-dbPath <dir>` or `-inMemory`). */
export const DYNAMODB_LOCAL_OPTIONS: readonly string[] = ['-disableTelemetry'];

/**
 * Starts DynamoDB Local as a child process: persisted under `dataDir`, or in memory when it is omitted.
 * `options` replaces DYNAMODB_LOCAL_OPTIONS (the store bench compares them; docs/decisions/026).
 */
export async function startDynamoDbLocal(
  options: { dataDir?: string; port?: number; options?: readonly string[] } = {},
): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  return spawnDynamoDbLocal(port, [...storage, ...(options.options ?? DYNAMODB_LOCAL_OPTIONS)]);
}

async function spawnDynamoDbLocal(port: number, args: string[]): Promise<DynamoDbLocal> {
  // Ctrl-C in a terminal signals the whole process group, Java too; were it to stop first, node's own stop (leases,
  // jobs in flight) would meet a closed port. Java keeps an ignored SIGINT/SIGHUP ignored, so node alone decides
  // when the database goes: last, with SIGTERM (docs/decisions/023).
  const child = spawn(
    'sh',
    [
      '-c',
      'trap "" INT HUP; exec "$0" "$@"',
      'java',
      ...jvmOptions(),
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-port',
      String(port),
      ...args,
    ],
    { cwd: emulatorDir(), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // If this process dies without stopping it (a crash, process.exit), Java must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilReady(endpoint, child, () => stderr);
  return { endpoint, exited, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  const deadline = Date.now() + 30_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new StartupError(`DynamoDB Local exited: ${stderr().trim().split('\n')[0] ?? ''}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    child.kill('SIGKILL');
    throw new StartupError('DynamoDB Local did not start within 30 seconds.');
  } finally {
    client.destroy();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
