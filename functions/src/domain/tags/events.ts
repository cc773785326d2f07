import type { Deps } from '../../platform/deps.js';
import { getTagRecords, type TagRecord } from './repo.js';
import type { TagWithCount } from './schema.js';

/** Realtime on `company-<id>-tag`: `{ action: 'create' | 'update', tag }` or `{ action: 'delete', tagId }`. */
export const tagsChannel = (companyId: string) => `company-${companyId}-tag`;

export type TagEvent = { action: 'create' | 'update'; tag: TagWithCount } | { action: 'delete'; tagId: string };

export function toTagWithCount(record: TagRecord): TagWithCount {
  const { id, name, color, kanban, userId, createdAt, updatedAt, ticketsCount } = record;
  return { id, name, color, kanban, ...(userId ? { userId } : {}), createdAt, updatedAt, ticketsCount };
}

export async function publishTagEvent(deps: Deps, companyId: string, event: TagEvent): Promise<void> {
  await deps.realtime.publish(companyId, tagsChannel(companyId), event);
}

/** The tags whose ticket counts just moved, as stored now (the Tags screen shows the new counts live). */
export async function publishTagCounts(deps: Deps, companyId: string, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  for (const record of await getTagRecords(deps.table, companyId, [...new Set(tagIds)])) {
    await publishTagEvent(deps, companyId, { action: 'update', tag: toTagWithCount(record) });
  }
}
