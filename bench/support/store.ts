import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as dynamodbLocal from '../../functions/src/local/dynamodb-local.js';
import type { DynamoDbLocal } from '../../functions/src/local/dynamodb-local.js';
import { databaseFiles, readJournalMode } from './sqlite-wal.js';

/** The product's extra options; the code before docs/decisions/026 had none (this file runs on both). */
const OPTIONS: readonly string[] =
  (dynamodbLocal as { DYNAMODB_LOCAL_OPTIONS?: readonly string[] }).DYNAMODB_LOCAL_OPTIONS ?? [];

/**
 * Where the benches keep DynamoDB Local's files (docs/decisions/026): `bench/.data` (gitignored), on the same
 * disk as `npm start`'s `.data`. BENCH_DATA_DIR moves it, e.g. to share one seed cache between two worktrees.
 */
export const benchDataDir = resolve(
  process.env.BENCH_DATA_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '.data'),
);

/** A run's own data folder, removed when the run stops. */
export function runDir(label: string): string {
  const dir = join(benchDataDir, 'runs', `${label}-${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** tmpfs when the machine has one: seeding is several times faster there, and the files move to disk after. */
export function scratchDir(label: string): string {
  const base = existsSync('/dev/shm') ? '/dev/shm' : join(benchDataDir, 'scratch');
  const dir = join(base, `balcao-bench-${label}-${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export type StoreKind = 'disk' | 'memory';

/** BENCH_STORE=memory measures DynamoDB Local in memory (as the tests run it); default: on disk, as `npm start`. */
export function storeKind(): StoreKind {
  return process.env.BENCH_STORE === 'memory' ? 'memory' : 'disk';
}

/** DynamoDB Local started exactly as `npm start` starts it (the product's own function), on `dataDir`. */
export async function startStore(dataDir: string | undefined): Promise<DynamoDbLocal> {
  return dynamodbLocal.startDynamoDbLocal(dataDir ? { dataDir } : {});
}

/** One line saying which store the figures are of. */
export function describeStore(dataDir: string | undefined): string {
  if (!dataDir) return `DynamoDB Local -inMemory ${OPTIONS.join(' ')}`.trim();
  const files = databaseFiles(dataDir);
  const modes = files.map(
    (file) => `${file.split('/').pop()}: ${readJournalMode(file) ?? 'not SQLite'} journal, ${mb(statSync(file).size)}`,
  );
  return `DynamoDB Local -dbPath ${dataDir} ${OPTIONS.join(' ')} (${modes.join('; ') || 'no database yet'})`;
}

/** Copies DynamoDB Local's database files (with a write-ahead log not yet checkpointed) from one folder to another. */
export function copyDatabase(from: string, to: string): number {
  mkdirSync(to, { recursive: true });
  let bytes = 0;
  for (const name of readdirSync(from)) {
    if (!/\.db(-wal)?$/.test(name)) continue;
    copyFileSync(join(from, name), join(to, name));
    bytes += statSync(join(to, name)).size;
  }
  return bytes;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
