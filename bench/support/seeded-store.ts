import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DynamoDbLocal } from '../../functions/src/local/dynamodb-local.js';
import { benchDataDir, copyDatabase, describeStore, mb, removeDir, runDir, scratchDir, startStore } from './store.js';

export interface SeededStore<M> {
  /** DynamoDB Local on disk, on a copy of the seeded database (the cache is never written to). */
  dynamo: DynamoDbLocal;
  manifest: M;
  /** What was seeded when, and how long it took; `cached` when this run skipped the seed. */
  seed: { cached: boolean; seconds: number; bytes: number };
  /** The store the figures are of, one line. */
  store: string;
  stop(): Promise<void>;
}

/**
 * A seeded database, cached under `bench/.data/cache/<key>` (docs/decisions/026). On a miss, `seed` writes it
 * into a DynamoDB Local whose files are on tmpfs (several times faster than disk), which is then stopped and its
 * files kept in the cache with the manifest `seed` returns. Every run then copies the cached files into its own
 * data folder on disk and starts DynamoDB Local there exactly as `npm start` does, so runs never change the cache
 * and measure the store users run. Put what changes the data (scale, random seed, generator version) in `key`.
 */
export async function openSeeded<M>(key: string, seed: (endpoint: string) => Promise<M>): Promise<SeededStore<M>> {
  const entry = join(benchDataDir, 'cache', key);
  const manifestFile = join(entry, 'manifest.json');
  let seconds = 0;
  const cached = existsSync(manifestFile);
  if (!cached) seconds = await seedInto(entry, seed);
  else console.log(`[seed] cached: ${entry}`);
  const run = runDir(key);
  const dataDir = join(run, 'dynamodb');
  const started = performance.now();
  const bytes = copyDatabase(join(entry, 'dynamodb'), dataDir);
  console.log(`[store] copied ${mb(bytes)} to ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const dynamo = await startStore(dataDir);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as M & { seedSeconds?: number };
  return {
    dynamo,
    manifest,
    seed: { cached, seconds: cached ? (manifest.seedSeconds ?? NaN) : seconds, bytes },
    store: describeStore(dataDir),
    stop: async () => {
      await dynamo.stop();
      if (!process.env.BENCH_KEEP_RUN) removeDir(run);
    },
  };
}

async function seedInto<M>(entry: string, seed: (endpoint: string) => Promise<M>): Promise<number> {
  const scratch = join(scratchDir('seed'), 'dynamodb');
  console.log(`[seed] no cache at ${entry}: seeding into ${scratch}`);
  const started = performance.now();
  const dynamo = await startStore(scratch);
  let manifest: M;
  try {
    manifest = await seed(dynamo.endpoint);
  } finally {
    await dynamo.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  // Written beside the entry and renamed, so an interrupted copy never passes for a cache.
  const partial = `${entry}.partial-${process.pid}`;
  removeDir(partial);
  mkdirSync(partial, { recursive: true });
  const bytes = copyDatabase(scratch, join(partial, 'dynamodb'));
  writeFileSync(join(partial, 'manifest.json'), JSON.stringify({ ...manifest, seedSeconds: seconds }, null, 1));
  removeDir(entry);
  renameSync(partial, entry);
  removeDir(join(scratch, '..'));
  console.log(`[seed] cached ${mb(bytes)} at ${entry} (seeded in ${seconds.toFixed(0)} s)`);
  return seconds;
}
