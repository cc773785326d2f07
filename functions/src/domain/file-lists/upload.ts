import type { Actor } from '../../http/context.js';
import { assertBlobKey } from '../../platform/blobs/blob-key.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { attachmentName } from '../quick-messages/media.js';
import { dropBlobs, publishFileList } from './events.js';
import type { FileListOption, FileListAnswer } from './schema.js';
import { changeFileList, existing, fileListMediaFolder } from './service.js';

/** An option's file goes out as a chat message's (the chat media policy): 16 MB, the chat apps' cap. */
export const MAX_FILE_LIST_FILE_BYTES = 16 * 1024 * 1024;
/** Files one request may carry (the dialog sends one per option). */
export const MAX_FILE_LIST_FILES = 4;

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, message);
const tooLarge = () =>
  new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo maior que ${MAX_FILE_LIST_FILE_BYTES / 1024 / 1024} MB`);

/** A form field the spec's client may send once or repeated, as a list. */
export const many = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * POST /files/uploadList/{id} (spec 3 §7: fileId, typeArch, files, mediaType, name, id): the n-th of `files` is the
 * file of the option whose id is the n-th `id`. Each file is checked by its bytes (the declared mediaType and name
 * decide nothing: docs/decisions/021), stored, and replaces that option's previous file, whose blob is removed.
 */
export async function uploadFileListFiles(
  deps: Deps,
  actor: Actor,
  listId: string,
  files: unknown[],
  optionIds: unknown[],
): Promise<FileListAnswer> {
  if (files.length === 0 || !files.every((file) => file instanceof File)) {
    throw invalid('Envie os arquivos no campo "files".');
  }
  if (files.length > MAX_FILE_LIST_FILES) throw invalid(`Envie no máximo ${MAX_FILE_LIST_FILES} arquivos por vez.`);
  if (optionIds.length !== files.length || !optionIds.every((id) => typeof id === 'string')) {
    throw invalid('Informe no campo "id" a opção de cada arquivo.');
  }
  const current = await existing(deps, actor.companyId, listId);
  const known = new Set(current.options.map((option) => option.id));
  if (!optionIds.every((id) => known.has(id as string))) throw invalid('Opção não encontrada.');

  const stored = new Map<string, Pick<FileListOption, 'path' | 'mediaType' | 'file'>>();
  try {
    for (const [index, file] of (files as File[]).entries()) {
      if (file.size > MAX_FILE_LIST_FILE_BYTES) throw tooLarge();
      const name = attachmentName(file.name);
      const data = new Uint8Array(await file.arrayBuffer());
      const { mimetype, extension } = await assertUploadAllowed('fileListMedia', data, name);
      const path = `${fileListMediaFolder(actor.companyId, listId)}/${newId()}.${extension}`;
      assertBlobKey(path);
      await deps.blobs.put(path, data, mimetype);
      stored.set(optionIds[index] as string, { path, mediaType: mimetype, file: name });
    }
  } catch (error) {
    await dropBlobs(
      deps,
      [...stored.values()].map((entry) => entry.path),
    );
    throw error;
  }

  let replaced: (string | null)[] = [];
  const updated = await changeFileList(deps, actor.companyId, listId, (fresh) => {
    replaced = fresh.options.filter((option) => stored.has(option.id)).map((option) => option.path);
    return { options: fresh.options.map((option) => ({ ...option, ...stored.get(option.id) })) };
  }).catch(async (error: unknown) => {
    await dropBlobs(
      deps,
      [...stored.values()].map((entry) => entry.path),
    );
    throw error;
  });
  // An option deleted meanwhile took no file: its new blob goes too.
  const named = new Set(updated.options.map((option) => option.path));
  await dropBlobs(deps, [...replaced, ...[...stored.values()].map((entry) => entry.path).filter((p) => !named.has(p))]);
  return publishFileList(deps, 'update', updated);
}
