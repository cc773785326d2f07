import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';
import { isConditionFailure, type Table } from '../../../platform/table.js';
import type { ImportRow } from './rows.js';
import type { ImportStatus } from './schema.js';

/** An import's items live this long (TTL): its status, and the report of its refused rows, stay downloadable. */
const KEEP_SECONDS = 30 * 24 * 3600;

export interface Refusal {
  line: number;
  reason: string;
}

/** The stored import: what the API shows, plus where the file is and how far the chunks have gone. */
export interface ImportRecord extends ImportStatus {
  companyId: string;
  createdBy: string;
  blobKey: string;
  /** Rows of the file per chunk (one job each), fixed when the file is read. */
  chunkRows: number;
  chunks: number;
  /** The first chunk not yet committed: a chunk job for an earlier one has nothing left to do. */
  nextChunk: number;
}

/** The rows of one chunk until it is committed; then only its refusals, which the report lists. */
export interface ChunkItem {
  pk: string;
  sk: string;
  rowCount: number;
  rows?: ImportRow[];
  refusals: Refusal[];
}

const recordKey = (companyId: string, importId: string) => ({
  pk: keys.contactImport(companyId, importId),
  sk: 'IMPORT',
});
export const chunkKey = (companyId: string, importId: string, chunk: number) => ({
  pk: keys.contactImport(companyId, importId),
  sk: `CHUNK#${String(chunk).padStart(5, '0')}`,
});

export const expiresAt = (deps: Pick<Deps, 'clock'>) => Math.floor(deps.clock.now().getTime() / 1000) + KEEP_SECONDS;

export async function putImportRecord(deps: Pick<Deps, 'table' | 'clock'>, record: ImportRecord): Promise<void> {
  await deps.table.put(
    { ...recordKey(record.companyId, record.id), ...record, expiresAt: expiresAt(deps) },
    { ConditionExpression: 'attribute_not_exists(pk)' },
  );
}

export async function getImportRecord(table: Table, companyId: string, importId: string) {
  const item = await table.get<ImportRecord & { pk: string; sk: string; expiresAt?: number }>(
    recordKey(companyId, importId),
  );
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, expiresAt: _e, ...record } = item;
  return record;
}

export function toImportStatus(record: ImportRecord): ImportStatus {
  const { companyId: _c, createdBy: _u, blobKey: _b, chunkRows: _r, chunks: _n, nextChunk: _x, ...status } = record;
  return status;
}

/** Moves a queued import to running once its chunks are stored; false when another run already did. */
export async function markRunning(table: Table, record: ImportRecord, changes: Partial<ImportRecord>) {
  return conditionalSet(table, record, changes, '#status = :queued', { ':queued': 'queued' });
}

/** Ends an import that cannot go on (the file is not a CSV, or too long), saying why. */
export async function markFailed(table: Table, record: ImportRecord, changes: Partial<ImportRecord>) {
  return conditionalSet(table, record, changes, '#status IN (:queued, :running)', {
    ':queued': 'queued',
    ':running': 'running',
  });
}

async function conditionalSet(
  table: Table,
  record: ImportRecord,
  changes: Partial<ImportRecord>,
  condition: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  const entries = Object.entries(changes);
  try {
    await table.update(recordKey(record.companyId, record.id), {
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(entries.map(([f], i) => [`#f${i}`, f])) },
      ExpressionAttributeValues: { ...values, ...Object.fromEntries(entries.map(([, v], i) => [`:f${i}`, v])) },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Commits chunk `chunk` in one transaction: the counters move on and the chunk's rows give way to its
 * refusals, only if no other run committed it first (`nextChunk` still names it). False when one did.
 */
export async function commitChunk(
  deps: Pick<Deps, 'table' | 'clock'>,
  record: ImportRecord,
  chunk: ChunkItem & { index: number },
  counts: { created: number; updated: number },
): Promise<boolean> {
  const last = chunk.index + 1 >= record.chunks;
  const now = deps.clock.now().toISOString();
  try {
    await deps.table.transact([
      {
        Update: {
          TableName: deps.table.name,
          Key: recordKey(record.companyId, record.id),
          UpdateExpression: `SET nextChunk = :next${last ? ', #status = :done, finishedAt = :now' : ''} ADD processedRows :rows, created :created, updated :updated, refused :refused`,
          ConditionExpression: 'nextChunk = :chunk AND #status = :running',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':next': chunk.index + 1,
            ':chunk': chunk.index,
            ':running': 'running',
            ':rows': chunk.rowCount,
            ':created': counts.created,
            ':updated': counts.updated,
            ':refused': chunk.refusals.length,
            ...(last ? { ':done': 'done', ':now': now } : {}),
          },
        },
      },
      {
        Put: {
          TableName: deps.table.name,
          Item: {
            pk: chunk.pk,
            sk: chunk.sk,
            rowCount: chunk.rowCount,
            refusals: chunk.refusals,
            expiresAt: expiresAt(deps),
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getChunk(table: Table, companyId: string, importId: string, chunk: number) {
  return table.get<ChunkItem>(chunkKey(companyId, importId, chunk));
}

/** The refused rows of the committed chunks, in file order, a page of chunks at a time. */
export async function* refusals(table: Table, companyId: string, importId: string): AsyncGenerator<Refusal[]> {
  let cursor: string | undefined;
  do {
    const page = await table.queryPartition<ChunkItem>(keys.contactImport(companyId, importId), {
      skPrefix: 'CHUNK#',
      cursor,
      limit: 20,
    });
    for (const chunk of page.items) if (!chunk.rows) yield chunk.refusals;
    cursor = page.cursor;
  } while (cursor);
}
