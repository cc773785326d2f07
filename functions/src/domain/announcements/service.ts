import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { answerOf } from './answer.js';
import { publishAnnouncement } from './broadcast.js';
import {
  getAnnouncementRecord,
  getSeenAt,
  listAnnouncementRecords,
  putAnnouncementRecord,
  putSeenAt,
  type AnnouncementRecord,
} from './repo.js';
import type { AnnouncementAnswer, AnnouncementInput, AnnouncementPage } from './schema.js';
import { announcementNotFound } from './writes.js';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** What the actor may see: every announcement for a super user, the active ones for everybody else. */
const visibleTo = (actor: Actor) => (record: AnnouncementRecord) => actor.super || record.status;

/** GET /announcements: newest first, searched on title and text (lower-cased), in pages. */
export async function listAnnouncements(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<AnnouncementPage> {
  const search = searchParam.toLowerCase();
  const matching = (await listAnnouncementRecords(deps.table))
    .filter(visibleTo(actor))
    .filter((record) => !search || `${record.title}\n${record.text}`.toLowerCase().includes(search));
  const start = (pageNumber - 1) * ANNOUNCEMENTS_PAGE_SIZE;
  const records = matching.slice(start, start + ANNOUNCEMENTS_PAGE_SIZE).map(answerOf);
  return { records, count: matching.length, hasMore: start + records.length < matching.length };
}

/** GET /announcements/active (the top bar's popover): the active ones by priority, then newest; and the unseen count. */
export async function activeAnnouncements(deps: Deps, actor: Actor) {
  const active = await activeRecords(deps);
  const unseen = await unseenAmong(deps, actor, active);
  return { records: active.map(answerOf), unseen };
}

/** GET /announcements/unseen (the top bar's badge): active announcements created since the user last looked. */
export async function unseenAnnouncements(deps: Deps, actor: Actor): Promise<{ count: number }> {
  return { count: await unseenAmong(deps, actor, await activeRecords(deps)) };
}

/** POST /announcements/seen: the popover was opened; the badge counts from now. */
export async function markAnnouncementsSeen(deps: Deps, actor: Actor): Promise<{ count: number }> {
  await putSeenAt(deps.table, actor.companyId, actor.userId, deps.clock.now().toISOString());
  return { count: 0 };
}

export async function showAnnouncement(deps: Deps, actor: Actor, id: string): Promise<AnnouncementAnswer> {
  const record = await getAnnouncementRecord(deps.table, id);
  if (!record || !visibleTo(actor)(record)) throw announcementNotFound();
  return answerOf(record);
}

export async function createAnnouncement(deps: Deps, input: AnnouncementInput): Promise<AnnouncementAnswer> {
  const now = deps.clock.now().toISOString();
  const record: AnnouncementRecord = {
    id: newId(),
    ...input,
    mediaPath: null,
    mediaName: null,
    createdAt: now,
    updatedAt: now,
  };
  await putAnnouncementRecord(deps.table, record);
  return publishAnnouncement(deps, 'create', record);
}

async function activeRecords(deps: Deps): Promise<AnnouncementRecord[]> {
  const records = (await listAnnouncementRecords(deps.table)).filter((record) => record.status);
  // Newest first already; a stable sort keeps that order within a priority.
  return records.sort((a, b) => a.priority - b.priority);
}

async function unseenAmong(deps: Deps, actor: Actor, active: AnnouncementRecord[]): Promise<number> {
  const seenAt = await getSeenAt(deps.table, actor.companyId, actor.userId);
  return active.filter((record) => !seenAt || record.createdAt > seenAt).length;
}
