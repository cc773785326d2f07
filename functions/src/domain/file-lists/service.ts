import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import { isConditionFailure } from '../../platform/table.js';
import { answerOf, dropBlobs, publishFileList, publishFileListDeleted } from './events.js';
import {
  deleteFileListRecord,
  getFileListRecord,
  listFileListRecords,
  putFileListRecord,
  updateFileListRecord,
  type FileListRecord,
} from './repo.js';
import type {
  FileList,
  FileListAnswer,
  FileListCreate,
  FileListOption,
  FileListOptionInput,
  FileListPage,
  FileListUpdate,
} from './schema.js';

/** Rows of the File lists screen per page. */
export const FILE_LISTS_PAGE_SIZE = 20;

export const fileListNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Lista de arquivos não encontrada.');

/** Where a list's files live in the BlobStore: deleting the list deletes the folder. */
export const fileListMediaFolder = (companyId: string, id: string) => `media/${companyId}/file-lists/${id}`;

/** GET /files/: the company's lists by name whose name holds the search (lower-cased), in pages. */
export async function listFileLists(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<FileListPage> {
  const search = searchParam.toLowerCase();
  const matching = (await listFileListRecords(deps.table, actor.companyId)).filter((record) =>
    record.name.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * FILE_LISTS_PAGE_SIZE;
  const page = matching.slice(start, start + FILE_LISTS_PAGE_SIZE);
  const files = await Promise.all(page.map((record) => answerOf(deps, record)));
  return { files, count: matching.length, hasMore: start + files.length < matching.length };
}

export async function showFileList(deps: Deps, actor: Actor, id: string): Promise<FileListAnswer> {
  return answerOf(deps, await existing(deps, actor.companyId, id));
}

/** POST /files: the list belongs to the caller (spec 3 §3 userId); options get their ids, files come by upload. */
export async function createFileList(deps: Deps, actor: Actor, input: FileListCreate): Promise<FileListAnswer> {
  const now = deps.clock.now().toISOString();
  const record: FileListRecord = {
    id: newId(),
    companyId: actor.companyId,
    name: input.name,
    message: input.message,
    userId: actor.userId,
    options: mergeOptions([], input.options).options,
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
  await putFileListRecord(deps.table, record);
  return publishFileList(deps, 'create', record);
}

/** PUT /files/{id}: options given replace the list's; files of options gone (or dropped) are removed. */
export async function updateFileList(
  deps: Deps,
  actor: Actor,
  id: string,
  input: FileListUpdate,
): Promise<FileListAnswer> {
  let dropped: (string | null)[] = [];
  const updated = await changeFileList(deps, actor.companyId, id, (current) => {
    const { userId: _userId, options, ...fields } = input;
    const merged = options ? mergeOptions(current.options, options) : undefined;
    dropped = merged?.dropped ?? [];
    return { ...definedFields(fields), ...(merged ? { options: merged.options } : {}) };
  });
  await dropBlobs(deps, dropped);
  return publishFileList(deps, 'update', updated);
}

/** DELETE /files/{id}: the list and every file it holds. */
export async function deleteFileList(deps: Deps, actor: Actor, id: string): Promise<void> {
  const current = await existing(deps, actor.companyId, id);
  await deleteFileListRecord(deps.table, current);
  await deps.blobs.deletePrefix(fileListMediaFolder(actor.companyId, id));
  await publishFileListDeleted(deps, actor.companyId, id);
}

/** Reads the list and writes what `change` makes of it, again from a fresh read if another write came first. */
export async function changeFileList(
  deps: Deps,
  companyId: string,
  id: string,
  change: (current: FileListRecord) => Partial<FileList>,
): Promise<FileListRecord> {
  return retryOnStale(async () => {
    const current = await existing(deps, companyId, id);
    const changes = { ...change(current), updatedAt: deps.clock.now().toISOString() };
    return updateFileListRecord(deps.table, current, changes).catch((error: unknown) => {
      throw isConditionFailure(error) ? new StaleRecord() : error;
    });
  });
}

export async function existing(deps: Deps, companyId: string, id: string): Promise<FileListRecord> {
  const record = await getFileListRecord(deps.table, companyId, id);
  if (!record) throw fileListNotFound();
  return record;
}

/**
 * The options as sent, in their order: a known id keeps its option's file (unless `path` is null), anything else
 * is a new option without one. Answers the blobs no option names any more.
 */
function mergeOptions(stored: FileListOption[], inputs: FileListOptionInput[]) {
  const byId = new Map(stored.map((option) => [option.id, option]));
  const options = inputs.map((input): FileListOption => {
    const known = input.id ? byId.get(input.id) : undefined;
    if (known) byId.delete(known.id);
    const keepsFile = known && input.path !== null;
    return {
      id: known?.id ?? newId(),
      name: input.name,
      message: input.message,
      path: keepsFile ? known.path : null,
      mediaType: keepsFile ? known.mediaType : null,
      file: keepsFile ? known.file : null,
    };
  });
  const kept = new Set(options.map((option) => option.path));
  const dropped = stored.map((option) => option.path).filter((path) => path && !kept.has(path));
  return { options, dropped };
}
