import type { Deps } from '../../../platform/deps.js';
import type { ContactImportJob } from './job.js';
import { runChunk } from './run-chunk.js';
import { splitImport } from './split.js';

/**
 * File rows per chunk job. A chunk is a few dozen transactions of up to 100 items: about a second against
 * DynamoDB, a few locally (bench/contacts-import.bench.ts), far inside the consumer Lambda's 60 s
 * (stacks/Jobs.ts CONSUMER_TIMEOUT_SECONDS) even when it shares a batch with other groups' jobs.
 */
export const DEFAULT_CHUNK_ROWS = 1000;

/** What the inbound consumer runs for a contacts import job (docs/decisions/020). */
export function createContactImportWorker(deps: Deps, options: { chunkRows?: number } = {}) {
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
  return async (job: ContactImportJob): Promise<void> => {
    if (job.step === 'split') return splitImport(deps, job.companyId, job.importId, chunkRows);
    return runChunk(deps, job.companyId, job.importId, job.chunk);
  };
}
