import { keys } from '../../platform/keys.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { FileList } from './schema.js';

/** The stored file list: the public fields, its company and revision (options kept inside the one item). */
export interface FileListRecord extends FileList {
  companyId: string;
  rev: number;
}

type FileListItem = FileListRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

const indexKeys = (record: Pick<FileListRecord, 'companyId' | 'name' | 'id'>) => ({
  gsi1pk: keys.fileListsIndex(record.companyId),
  gsi1sk: `${record.name.toLowerCase()}#${record.id}`,
});

export async function getFileListRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<FileListItem>(keys.fileList(companyId, id));
  return item ? toRecord(item) : undefined;
}

/** Every file list of the company by name (a company keeps tens of them). */
export async function listFileListRecords(table: Table, companyId: string): Promise<FileListRecord[]> {
  const items = await table.queryAll<FileListItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.fileListsIndex(companyId) },
  });
  return items.map(toRecord);
}

export async function putFileListRecord(table: Table, record: FileListRecord): Promise<void> {
  const item: FileListItem = { ...keys.fileList(record.companyId, record.id), ...indexKeys(record), ...record };
  await table.put({ ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes `changes` if the list is still at the revision read; throws a condition failure otherwise. */
export async function updateFileListRecord(
  table: Table,
  current: FileListRecord,
  changes: Partial<FileList>,
): Promise<FileListRecord> {
  const fields = changes.name ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  const item = await table.update<FileListItem>(
    keys.fileList(current.companyId, current.id),
    revisedUpdate(fields, current.rev),
  );
  return toRecord(item);
}

export async function deleteFileListRecord(table: Table, current: FileListRecord): Promise<void> {
  await table.delete(keys.fileList(current.companyId, current.id));
}

function toRecord(item: FileListItem): FileListRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return { ...record, options: record.options ?? [], rev: record.rev ?? 0 };
}
