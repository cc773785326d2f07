import type { Deps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { decodeText } from '../../common/csv.js';
import { sendImportJob } from './job.js';
import { publishImport } from './publish.js';
import { readImportFile, type ReadRow } from './read-file.js';
import { chunkKey, expiresAt, getImportRecord, markFailed, markRunning, type ImportRecord } from './repo.js';

/** Chunk items written at once while splitting. */
const PUT_CONCURRENCY = 8;

/**
 * The `split` job: reads the kept file, stores its rows as chunks of `chunkRows` file rows, marks the import
 * running and queues the first chunk. Run again, it stores the same chunks (the file and the split are
 * deterministic) and the record's condition lets only the first run move it on.
 */
export async function splitImport(deps: Deps, companyId: string, importId: string, chunkRows: number) {
  const record = await getImportRecord(deps.table, companyId, importId);
  if (!record) return;
  if (record.status !== 'queued') {
    if (record.status === 'running') await sendImportJob(deps, chunkJob(record, record.nextChunk));
    return;
  }
  const file = await deps.blobs.get(record.blobKey);
  if (!file) return failImport(deps, record, 'O arquivo enviado não foi encontrado.');
  let rows: ReadRow[];
  try {
    rows = readImportFile(decodeText(file.data));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await failImport(deps, record, error.message);
    return;
  }
  const chunks = chunksOf(rows, chunkRows);
  await putChunks(deps, record, chunks);
  const now = deps.clock.now().toISOString();
  const running = {
    status: chunks.length === 0 ? ('done' as const) : ('running' as const),
    totalRows: rows.length,
    chunkRows,
    chunks: chunks.length,
    nextChunk: 0,
    ...(chunks.length === 0 ? { finishedAt: now } : {}),
  };
  if (!(await markRunning(deps.table, record, running))) return;
  await deps.blobs.delete(record.blobKey);
  await publishImport(deps, { ...record, ...running });
  if (chunks.length > 0) await sendImportJob(deps, chunkJob(record, 0));
}

export const chunkJob = (record: ImportRecord, chunk: number) =>
  ({ kind: 'contactImport', step: 'chunk', companyId: record.companyId, importId: record.id, chunk }) as const;

async function failImport(deps: Deps, record: ImportRecord, error: string) {
  const changes = { status: 'failed' as const, error, finishedAt: deps.clock.now().toISOString() };
  if (!(await markFailed(deps.table, record, changes))) return;
  await deps.blobs.delete(record.blobKey);
  await publishImport(deps, { ...record, ...changes });
}

function chunksOf(rows: ReadRow[], size: number): ReadRow[][] {
  const chunks: ReadRow[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

async function putChunks(deps: Deps, record: ImportRecord, chunks: ReadRow[][]) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < chunks.length; index = next++) {
      const rows = chunks[index] ?? [];
      await deps.table.put({
        ...chunkKey(record.companyId, record.id, index),
        rowCount: rows.length,
        rows: rows.flatMap((read) => ('row' in read ? [read.row] : [])),
        refusals: rows.flatMap((read) => ('refusal' in read ? [read.refusal] : [])),
        expiresAt: expiresAt(deps),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUT_CONCURRENCY, chunks.length) }, worker));
}
