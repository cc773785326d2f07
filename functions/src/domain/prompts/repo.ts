import { keys } from '../../platform/keys.js';
import { deleteRevised, putRevised } from '../../platform/revised-put.js';
import type { Table } from '../../platform/table.js';
import type { PromptFields } from './schema.js';

/**
 * The stored prompt: its fields, its keys sealed (platform/crypto/sealed.ts; '' when none) with their masked hints
 * (what answers show, so a list reads no key), its company and revision.
 */
export type PromptRecord = PromptFields & {
  id: string;
  companyId: string;
  apiKeySealed: string;
  apiKeyHint: string;
  voiceKeySealed: string;
  voiceKeyHint: string;
  createdAt: string;
  updatedAt: string;
  rev: number;
};

type PromptItem = PromptRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export async function getPromptRecord(table: Table, companyId: string, id: string): Promise<PromptRecord | undefined> {
  const item = await table.get<PromptItem>(keys.prompt(companyId, id));
  return item ? toRecord(item) : undefined;
}

/** The company's prompts by name (a company keeps a handful: one or two per queue at most). */
export async function listPromptRecords(table: Table, companyId: string): Promise<PromptRecord[]> {
  const items = await table.queryAll<PromptItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.promptsIndex(companyId) },
  });
  return items.map(toRecord);
}

/** Writes a new prompt (`rev` 0) or the next revision of one read at `rev - 1`; StaleRecord if it changed since. */
export async function putPromptRecord(table: Table, record: PromptRecord): Promise<void> {
  const item: PromptItem = {
    ...keys.prompt(record.companyId, record.id),
    gsi1pk: keys.promptsIndex(record.companyId),
    gsi1sk: `${record.name.toLowerCase()}#${record.id}`,
    ...record,
  };
  await putRevised(table, item);
}

/** Deletes the prompt if it is still at the revision read; StaleRecord otherwise. */
export async function deletePromptRecord(table: Table, record: PromptRecord): Promise<void> {
  await deleteRevised(table, keys.prompt(record.companyId, record.id), record.rev);
}

function toRecord(item: PromptItem): PromptRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return record;
}
