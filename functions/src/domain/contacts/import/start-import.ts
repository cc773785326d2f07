import type { Actor } from '../../../http/context.js';
import type { Deps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { assertUploadAllowed } from '../../../platform/uploads/upload-policy.js';
import { MAX_IMPORT_BYTES } from '../schema.js';
import { sendImportJob } from './job.js';
import { importTooLarge } from './read-file.js';
import { getImportRecord, putImportRecord, toImportStatus, type ImportRecord } from './repo.js';
import type { ImportStatus } from './schema.js';

export const importNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Importação não encontrada.');

/**
 * POST /contacts/import: keeps the file, records the import as queued and queues its first job; the rows are
 * read and written in the background (docs/decisions/020), so the answer comes at once whatever the size.
 */
export async function startImport(deps: Deps, actor: Actor, file: File): Promise<ImportStatus> {
  if (file.size > MAX_IMPORT_BYTES) throw importTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A CSV is text: a spreadsheet (.xlsx), a PDF or anything binary is refused before it is kept.
  await assertUploadAllowed('contactsImport', bytes, file.name);
  const id = newId();
  const record: ImportRecord = {
    id,
    companyId: actor.companyId,
    createdBy: actor.userId,
    status: 'queued',
    fileName: file.name.slice(0, 200),
    blobKey: `imports/${actor.companyId}/${id}.csv`,
    totalRows: 0,
    processedRows: 0,
    created: 0,
    updated: 0,
    refused: 0,
    chunkRows: 0,
    chunks: 0,
    nextChunk: 0,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.blobs.put(record.blobKey, bytes, 'text/csv');
  await putImportRecord(deps, record);
  await sendImportJob(deps, { kind: 'contactImport', step: 'split', companyId: actor.companyId, importId: id });
  return toImportStatus(record);
}

export async function showImport(deps: Deps, actor: Actor, importId: string): Promise<ImportStatus> {
  const record = await getImportRecord(deps.table, actor.companyId, importId);
  if (!record) throw importNotFound();
  return toImportStatus(record);
}
