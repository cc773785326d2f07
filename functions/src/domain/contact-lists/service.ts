import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { publishListEvent, toContactList } from './events.js';
import {
  getListRecord,
  itemRecordsPage,
  listDeleteItem,
  listListRecords,
  listPutItem,
  listUpdateItem,
  type ContactListRecord,
} from './repo.js';
import type { ContactList, ContactListBody, ContactListPage } from './schema.js';

/** Rows of the lists page per page. */
export const LISTS_PAGE_SIZE = 40;

export const listNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Lista de contatos não encontrada.');

/** GET /contact-lists: the company's lists by name, filtered by a part of it. */
export async function listContactListsPage(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<ContactListPage> {
  const search = searchParam.toLowerCase();
  const matching = (await listListRecords(deps.table, actor.companyId)).filter((list) =>
    list.name.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * LISTS_PAGE_SIZE;
  const page = matching.slice(start, start + LISTS_PAGE_SIZE);
  return { records: page.map(toContactList), count: matching.length, hasMore: start + page.length < matching.length };
}

/** GET /contact-lists/list: every list, id and name (the campaign dialog's choice). */
export async function listContactListNames(deps: Deps, actor: Actor): Promise<{ id: string; name: string }[]> {
  return (await listListRecords(deps.table, actor.companyId)).map(({ id, name }) => ({ id, name }));
}

/** The company's list, or 404 (another company's id is not found either). */
export async function requireList(deps: Deps, companyId: string, id: string): Promise<ContactListRecord> {
  const list = await getListRecord(deps.table, companyId, id);
  if (!list) throw listNotFound();
  return list;
}

export async function showContactList(deps: Deps, actor: Actor, id: string): Promise<ContactList> {
  return toContactList(await requireList(deps, actor.companyId, id));
}

export async function createContactList(deps: Deps, actor: Actor, input: ContactListBody): Promise<ContactList> {
  const now = deps.clock.now().toISOString();
  const record: ContactListRecord = {
    id: newId(),
    companyId: actor.companyId,
    name: input.name,
    contactsCount: 0,
    validCount: 0,
    invalidCount: 0,
    checking: false,
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
  await transactGuarded(deps.table, [{ item: listPutItem(deps.table, record) }]);
  await publishListEvent(deps, actor.companyId, { action: 'create', record: toContactList(record) });
  return toContactList(record);
}

export async function updateContactList(
  deps: Deps,
  actor: Actor,
  id: string,
  input: ContactListBody,
): Promise<ContactList> {
  await retryOnStale(async () => {
    const current = await requireList(deps, actor.companyId, id);
    const changes = { name: input.name, updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, [
      { item: listUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
    ]);
  });
  return publishListUpdate(deps, actor.companyId, id);
}

/** The list as stored now (its counters move beside item writes), sent as an update event. */
export async function publishListUpdate(deps: Deps, companyId: string, id: string): Promise<ContactList> {
  const stored = await requireList(deps, companyId, id);
  await publishListEvent(deps, companyId, { action: 'update', record: toContactList(stored) });
  return toContactList(stored);
}

/**
 * Removes the list first (no item can be added to it any more: item writes require it), then its items and
 * their number claims, page by page.
 */
export async function deleteContactList(deps: Deps, actor: Actor, id: string): Promise<void> {
  await retryOnStale(async () => {
    const current = await requireList(deps, actor.companyId, id);
    await transactGuarded(deps.table, [
      { item: listDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
    ]);
  });
  await publishListEvent(deps, actor.companyId, { action: 'delete', id });
  let cursor: string | undefined;
  do {
    const page = await itemRecordsPage(deps.table, actor.companyId, id, cursor, 500);
    await deps.table.batchDelete(
      page.items.flatMap((item) => [
        keys.contactListItem(item.companyId, item.id),
        keys.contactListNumber(item.companyId, item.contactListId, item.number),
      ]),
    );
    cursor = page.cursor;
  } while (cursor);
}
