import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import type { FileListRecord } from './repo.js';
import { fileListsChannel, type FileListAnswer, type FileListEvent } from './schema.js';

/** How long the link to an option's file works: a working day. */
const MEDIA_URL_SECONDS = 12 * 60 * 60;

/** The list as the API answers it: no company or revision, a signed link to each option's file. */
export async function answerOf(deps: Deps, record: FileListRecord): Promise<FileListAnswer> {
  const { companyId: _companyId, rev: _rev, ...fileList } = record;
  const options = await Promise.all(
    fileList.options.map(async (option) => ({
      ...option,
      mediaUrl: option.path ? await deps.blobs.signedUrl(option.path, MEDIA_URL_SECONDS) : null,
    })),
  );
  return { ...fileList, options };
}

/** The `file` event (spec 3 §7) to the whole company; answers the list as sent. */
export async function publishFileList(
  deps: Deps,
  action: 'create' | 'update',
  record: FileListRecord,
): Promise<FileListAnswer> {
  const fileList = await answerOf(deps, record);
  const event: FileListEvent = { action, fileList };
  await deps.realtime.publish(record.companyId, fileListsChannel(record.companyId), event);
  return fileList;
}

export async function publishFileListDeleted(deps: Deps, companyId: string, fileId: string): Promise<void> {
  const event: FileListEvent = { action: 'delete', fileId };
  await deps.realtime.publish(companyId, fileListsChannel(companyId), event);
}

/** Removes blobs no option names any more; a failure is logged (the list's state is already right). */
export async function dropBlobs(deps: Deps, paths: (string | null)[]): Promise<void> {
  for (const key of paths) {
    if (!key) continue;
    await deps.blobs.delete(key).catch((error: unknown) => {
      log('warn', { where: 'file-lists.media', key, error: String(error) });
    });
  }
}
