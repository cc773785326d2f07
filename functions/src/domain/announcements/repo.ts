import { keys } from '../../platform/keys.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { Announcement } from './schema.js';

/** An announcement as stored: with its revision for read-modify-write (the image's replacement). */
export type AnnouncementRecord = Announcement & { rev?: number };
type AnnouncementItem = AnnouncementRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

/** Every announcement, newest first (the platform holds tens to hundreds of them). */
export async function listAnnouncementRecords(table: Table): Promise<AnnouncementRecord[]> {
  const items = await table.queryAll<AnnouncementItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.announcementsIndex },
    ScanIndexForward: false,
  });
  return items.map(toRecord);
}

export async function getAnnouncementRecord(table: Table, id: string): Promise<AnnouncementRecord | undefined> {
  const item = await table.get<AnnouncementItem>(keys.announcement(id));
  return item ? toRecord(item) : undefined;
}

export async function putAnnouncementRecord(table: Table, record: AnnouncementRecord): Promise<void> {
  await table.put({
    ...keys.announcement(record.id),
    gsi1pk: keys.announcementsIndex,
    gsi1sk: `${record.createdAt}#${record.id}`,
    ...record,
    rev: 0,
  });
}

/**
 * Sets `fields` on the announcement if it is still at the revision read (`current.rev`); undefined when it is
 * gone. A concurrent writer makes the condition fail: the caller re-reads (retryOnStale).
 */
export async function updateAnnouncementRecord(
  table: Table,
  current: AnnouncementRecord,
  fields: Partial<Announcement>,
): Promise<AnnouncementRecord> {
  const item = await table.update<AnnouncementItem>(keys.announcement(current.id), revisedUpdate(fields, current.rev));
  return toRecord(item);
}

/** Removes the announcement and answers it; undefined when there was none. */
export async function takeAnnouncementRecord(table: Table, id: string): Promise<AnnouncementRecord | undefined> {
  const item = await table.take<AnnouncementItem>(keys.announcement(id));
  return item ? toRecord(item) : undefined;
}

/** When the user last opened the popover (ISO), or undefined. */
export async function getSeenAt(table: Table, companyId: string, userId: string): Promise<string | undefined> {
  const item = await table.get<{ pk: string; sk: string; seenAt: string }>(keys.announcementsSeen(companyId, userId));
  return item?.seenAt;
}

/** Records the popover's opening; an older time never replaces a newer one (two tabs). */
export async function putSeenAt(table: Table, companyId: string, userId: string, seenAt: string): Promise<void> {
  try {
    await table.update(keys.announcementsSeen(companyId, userId), {
      UpdateExpression: 'SET seenAt = :at',
      ConditionExpression: 'attribute_not_exists(seenAt) OR seenAt < :at',
      ExpressionAttributeValues: { ':at': seenAt },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

function toRecord(item: AnnouncementItem): AnnouncementRecord {
  const { id, title, text, priority, status, mediaPath, mediaName, createdAt, updatedAt, rev } = item;
  return {
    id,
    title,
    text,
    priority,
    status,
    mediaPath: mediaPath ?? null,
    mediaName: mediaName ?? null,
    createdAt,
    updatedAt,
    rev: rev ?? 0,
  };
}
