import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import {
  getTagRecord,
  listTagRecords,
  nameClaimItem,
  nameReleaseItem,
  tagDeleteItem,
  tagPutItem,
  tagUpdateItem,
  type TagRecord,
} from './repo.js';
import { publishTagEvent, toTagWithCount } from './events.js';
import type { Tag, TagCreate, TagPage, TagUpdate, TagWithCount } from './schema.js';
import { untagTickets } from './sync.js';

/** Rows of the Tags screen per page. */
export const TAGS_PAGE_SIZE = 40;

export const tagNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Etiqueta não encontrada.');
const nameTaken = () => new AppError('ERR_TAG_ALREADY_EXISTS', 409, 'Já existe uma etiqueta com este nome.');
const kanbanRefused = () =>
  new AppError('ERR_NO_PERMISSION', 403, 'Só administradores e supervisores mudam o kanban de uma etiqueta.');

/** Spec 2 §6: the kanban switch of a tag is for profile admin or supervisor only. */
export const mayUseKanbanSwitch = (actor: Actor): boolean =>
  actor.profile === 'admin' || actor.profile === 'supervisor';

/** GET /tags/list: every tag of the company, by name. */
export async function listTags(deps: Deps, actor: Actor): Promise<Tag[]> {
  return (await listTagRecords(deps.table, actor.companyId)).map(toTag);
}

/** GET /tags: the Tags screen, filtered by a part of the name. */
export async function listTagsPage(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<TagPage> {
  const search = searchParam.toLowerCase();
  const matching = (await listTagRecords(deps.table, actor.companyId)).filter((tag) =>
    tag.name.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * TAGS_PAGE_SIZE;
  const page = matching.slice(start, start + TAGS_PAGE_SIZE);
  return { tags: page.map(toTagWithCount), count: matching.length, hasMore: start + page.length < matching.length };
}

export async function showTag(deps: Deps, actor: Actor, tagId: string): Promise<TagWithCount> {
  const record = await getTagRecord(deps.table, actor.companyId, tagId);
  if (!record) throw tagNotFound();
  return toTagWithCount(record);
}

/** Adds a tag; its name item makes the name unique in the company (case-insensitive) even under races. */
export async function createTag(deps: Deps, actor: Actor, input: TagCreate): Promise<TagWithCount> {
  if (input.kanban === 1 && !mayUseKanbanSwitch(actor)) throw kanbanRefused();
  const now = deps.clock.now().toISOString();
  const tag: TagRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...input,
    userId: actor.userId,
    createdAt: now,
    updatedAt: now,
    ticketsCount: 0,
    rev: 0,
  };
  await transactGuarded(deps.table, [
    { item: nameClaimItem(deps.table, tag.companyId, tag.name, tag.id), onConditionFailure: nameTaken },
    { item: tagPutItem(deps.table, tag) },
  ]);
  await publishTagEvent(deps, tag.companyId, { action: 'create', tag: toTagWithCount(tag) });
  return toTagWithCount(tag);
}

/** Changes the fields sent; a new name moves the name item in the same transaction. */
export async function updateTag(deps: Deps, actor: Actor, tagId: string, input: TagUpdate): Promise<TagWithCount> {
  const updated = await retryOnStale(async () => {
    const current = await getTagRecord(deps.table, actor.companyId, tagId);
    if (!current) throw tagNotFound();
    if (input.kanban !== undefined && input.kanban !== current.kanban && !mayUseKanbanSwitch(actor)) {
      throw kanbanRefused();
    }
    const changes = { ...definedFields(input), updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, [
      ...nameMove(deps, current, changes.name),
      { item: tagUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
    ]);
    return { ...current, ...changes };
  });
  // The count is not part of an edit: the stored one, read again, is the one to show.
  const stored = (await getTagRecord(deps.table, actor.companyId, tagId)) ?? updated;
  await publishTagEvent(deps, actor.companyId, { action: 'update', tag: toTagWithCount(stored) });
  return toTagWithCount(stored);
}

/**
 * Removes the tag and its name first, so no ticket can take it any more, then takes it off the tickets that
 * carry it (each ticket in its own transaction, with its update event).
 */
export async function deleteTag(deps: Deps, actor: Actor, tagId: string): Promise<void> {
  await retryOnStale(async () => {
    const current = await getTagRecord(deps.table, actor.companyId, tagId);
    if (!current) throw tagNotFound();
    await transactGuarded(deps.table, [
      { item: tagDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: nameReleaseItem(deps.table, current.companyId, current.name, current.id) },
    ]);
  });
  await publishTagEvent(deps, actor.companyId, { action: 'delete', tagId });
  await untagTickets(deps, actor.companyId, tagId);
}

function nameMove(deps: Deps, current: TagRecord, name: string | undefined): GuardedWrite[] {
  if (name === undefined || name.toLowerCase() === current.name.toLowerCase()) return [];
  return [
    { item: nameClaimItem(deps.table, current.companyId, name, current.id), onConditionFailure: nameTaken },
    { item: nameReleaseItem(deps.table, current.companyId, current.name, current.id) },
  ];
}

function toTag(record: TagRecord): Tag {
  const { ticketsCount: _count, ...tag } = toTagWithCount(record);
  return tag;
}
