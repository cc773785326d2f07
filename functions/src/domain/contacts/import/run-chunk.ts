import type { Deps } from '../../../platform/deps.js';
import { sendImportJob } from './job.js';
import { publishImport } from './publish.js';
import { commitChunk, getChunk, getImportRecord } from './repo.js';
import { writeRows } from './rows.js';
import { chunkJob } from './split.js';

/**
 * The `chunk` job: writes the chunk's rows, commits the chunk (counters and report, once), tells the page and
 * queues the next chunk. Idempotent: a chunk already committed only makes sure its successor was queued (the
 * run that committed it may have died before sending it); rows written by an interrupted run are found again
 * by their number and counted as they were (see writeRows).
 */
export async function runChunk(deps: Deps, companyId: string, importId: string, index: number): Promise<void> {
  const record = await getImportRecord(deps.table, companyId, importId);
  if (!record || record.status !== 'running') return;
  if (record.nextChunk !== index) {
    if (record.nextChunk === index + 1) await sendImportJob(deps, chunkJob(record, index + 1));
    return;
  }
  const chunk = await getChunk(deps.table, companyId, importId, index);
  if (!chunk?.rows) throw new Error(`contact import ${importId}: chunk ${index} has no rows`);
  const counts = await writeRows(deps, companyId, importId, chunk.rows);
  if (!(await commitChunk(deps, record, { ...chunk, index }, counts))) return;
  const last = index + 1 >= record.chunks;
  await publishImport(deps, {
    ...record,
    nextChunk: index + 1,
    processedRows: record.processedRows + chunk.rowCount,
    created: record.created + counts.created,
    updated: record.updated + counts.updated,
    refused: record.refused + chunk.refusals.length,
    ...(last ? { status: 'done', finishedAt: deps.clock.now().toISOString() } : {}),
  });
  if (!last) await sendImportJob(deps, chunkJob(record, index + 1));
}
