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

/** What the page says of an import whose job the queue gave up on. The rows written stay; a new run skips them. */
export const ABANDONED =
  'A importação parou por um erro. Importe o arquivo de novo: as linhas já gravadas são atualizadas, não repetidas.';

/** Ends an import whose job failed on its last try (worker.ts), so it is not shown running forever. */
export async function abandonImport(deps: Deps, companyId: string, importId: string): Promise<void> {
  const record = await getImportRecord(deps.table, companyId, importId);
  if (record) await failImport(deps, record, ABANDONED);
}

async function failImport(deps: Deps, record: ImportRecord, error: string) {
  const changes = { status: 'failed' as const, error, finishedAt: deps.clock.now().toISOString() };
  if (!(await markFailed(deps.table, record, changes))) return;
  await deps.blobs.delete(record.blobKey);
  await publishImport(deps, { ...record, ...changes });
}

/** What a chunk item may hold: well under DynamoDB's 400 KB per item, however long the rows' values are. */
const MAX_CHUNK_BYTES = 256 * 1024;

/** Consecutive rows, `size` to a chunk, fewer when their values would make the chunk's item too large. */
export function chunksOf(rows: ReadRow[], size: number): ReadRow[][] {
  const chunks: ReadRow[][] = [];
  let current: ReadRow[] = [];
  let bytes = 0;
  for (const read of rows) {
    const rowBytes = storedBytes(read);
    if (current.length >= size || (current.length > 0 && bytes + rowBytes > MAX_CHUNK_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(read);
    bytes += rowBytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** A row's size in its chunk item: its values plus the attribute names and numbers around them. */
function storedBytes(read: ReadRow): number {
  const values = 'row' in read ? [read.row.name, read.row.number, read.row.email] : [read.refusal.reason];
  return 40 + values.reduce((total, value) => total + Buffer.byteLength(value), 0);
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
