import type { Deps } from '../../../platform/deps.js';
import type { ContactImportJob } from './job.js';
import { runChunk } from './run-chunk.js';
import { abandonImport, splitImport } from './split.js';

/**
 * File rows per chunk job. A chunk is a few dozen transactions of up to 100 items: about a second against
 * DynamoDB, a few locally (bench/contacts-import.bench.ts), far inside the consumer Lambda's 60 s
 * (stacks/Jobs.ts CONSUMER_TIMEOUT_SECONDS) even when it shares a batch with other groups' jobs.
 */
export const DEFAULT_CHUNK_ROWS = 1000;

/** What the inbound consumer runs for a contacts import job (docs/decisions/020). */
export function createContactImportWorker(deps: Deps, options: { chunkRows?: number } = {}) {
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
  return async (job: ContactImportJob, attempt: { final: boolean } = { final: false }): Promise<void> => {
    try {
      if (job.step === 'split') return await splitImport(deps, job.companyId, job.importId, chunkRows);
      return await runChunk(deps, job.companyId, job.importId, job.chunk);
    } catch (error) {
      // The queue gives up on this job now (its dead-letter alarm tells the operator): the page must not wait.
      if (attempt.final) await abandonImport(deps, job.companyId, job.importId);
      throw error;
    }
  };
}
