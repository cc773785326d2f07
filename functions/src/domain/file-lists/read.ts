import type { Deps } from '../../platform/deps.js';
import { getFileListRecord } from './repo.js';

/** What the campaign engine sends of a file list: its message, then each option's message and file. */
export interface FileListForSend {
  id: string;
  name: string;
  message: string;
  options: {
    name: string;
    message: string;
    mediaPath: string | null;
    mediaType: string | null;
    fileName: string | null;
  }[];
}

/** The company's file list as the campaign engine sends it (files by BlobStore key), or null when there is none. */
export async function readFileListForSend(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  fileListId: string,
): Promise<FileListForSend | null> {
  const record = await getFileListRecord(deps.table, companyId, fileListId);
  if (!record) return null;
  return {
    id: record.id,
    name: record.name,
    message: record.message,
    options: record.options.map((option) => ({
      name: option.name,
      message: option.message,
      mediaPath: option.path,
      mediaType: option.mediaType,
      fileName: option.file,
    })),
  };
}
