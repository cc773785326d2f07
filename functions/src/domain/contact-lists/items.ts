import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { startListCheck } from './check.js';
import { publishItemEvent, toContactListItem } from './events.js';
import {
  allItemRecords,
  getItemRecord,
  itemDeleteItem,
  itemPutItem,
  itemUpdateItem,
  listCountsItem,
  numberClaimItem,
  numberHolder,
  numberReleaseItem,
  validityCounts,
  type ContactListItemRecord,
} from './repo.js';
import type { ContactListItem, ContactListItemPage, ContactListItemUpdate } from './schema.js';
import { listNotFound, publishListUpdate, requireList } from './service.js';

/** Rows of the items page per page. */
export const ITEMS_PAGE_SIZE = 40;

export const itemNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Contato não encontrado na lista.');
const numberTaken = () => new AppError('ERR_DUPLICATED_CONTACT', 409, 'Já existe um contato com este número.');

type ItemFields = Pick<ContactListItem, 'name' | 'number' | 'email'>;

/** GET /contact-list-items: a list's items by name, filtered by a part of the name, number or e-mail. */
export async function listItemsPage(
  deps: Deps,
  actor: Actor,
  contactListId: string,
  searchParam: string,
  pageNumber: number,
): Promise<ContactListItemPage> {
  await requireList(deps, actor.companyId, contactListId);
  const search = searchParam.toLowerCase();
  const matching = (await allItemRecords(deps.table, actor.companyId, contactListId)).filter(
    (item) =>
      item.name.toLowerCase().includes(search) ||
      item.number.includes(search) ||
      item.email.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * ITEMS_PAGE_SIZE;
  const page = matching.slice(start, start + ITEMS_PAGE_SIZE);
  return {
    contacts: page.map(toContactListItem),
    count: matching.length,
    hasMore: start + page.length < matching.length,
  };
}

export async function requireItem(deps: Deps, companyId: string, id: string): Promise<ContactListItemRecord> {
  const item = await getItemRecord(deps.table, companyId, id);
  if (!item) throw itemNotFound();
  return item;
}

/**
 * Adds the item to the list, or, when the list already holds its number, merges it into that item (its name and
 * e-mail replaced): the number claim, the item and the list's count are written together.
 */
export async function upsertItem(
  deps: Deps,
  companyId: string,
  contactListId: string,
  fields: ItemFields,
): Promise<{ item: ContactListItemRecord; merged: boolean }> {
  return retryOnStale(async () => {
    const holderId = await numberHolder(deps.table, companyId, contactListId, fields.number);
    const holder = holderId ? await getItemRecord(deps.table, companyId, holderId) : undefined;
    if (holderId && !holder) {
      // A claim whose item is gone (a delete that stopped half-way): freed, and the number taken again.
      await deps.table.transact([
        numberReleaseItem(deps.table, { companyId, contactListId, number: fields.number, id: holderId }),
      ]);
      throw new StaleRecord();
    }
    if (holder) {
      const changes = { name: fields.name, email: fields.email, updatedAt: deps.clock.now().toISOString() };
      await transactGuarded(deps.table, [
        { item: itemUpdateItem(deps.table, holder, changes), onConditionFailure: () => new StaleRecord() },
      ]);
      return { item: { ...holder, ...changes, rev: holder.rev + 1 }, merged: true };
    }
    const now = deps.clock.now().toISOString();
    const item: ContactListItemRecord = {
      id: newId(),
      companyId,
      contactListId,
      ...fields,
      isWhatsappValid: null,
      createdAt: now,
      updatedAt: now,
      rev: 0,
    };
    await transactGuarded(deps.table, [
      {
        item: listCountsItem(deps.table, companyId, contactListId, { contactsCount: 1 }),
        onConditionFailure: listNotFound,
      },
      { item: numberClaimItem(deps.table, item), onConditionFailure: () => new StaleRecord() },
      { item: itemPutItem(deps.table, item) },
    ]);
    return { item, merged: false };
  });
}

/** POST /contact-list-items: a new item, or the list's item with that number updated (201 / 200). */
export async function createItem(deps: Deps, actor: Actor, contactListId: string, fields: ItemFields) {
  await requireList(deps, actor.companyId, contactListId);
  const { item, merged } = await upsertItem(deps, actor.companyId, contactListId, fields);
  await publishItemEvent(deps, actor.companyId, {
    action: merged ? 'update' : 'create',
    record: toContactListItem(item),
  });
  if (!merged) await startListCheck(deps, actor.companyId, contactListId);
  return { item: toContactListItem(item), merged };
}

/** PUT /contact-list-items/{id}: a new number moves its claim and is checked again (validity back to null). */
export async function updateItem(deps: Deps, actor: Actor, id: string, input: ContactListItemUpdate) {
  const updated = await retryOnStale(async () => {
    const current = await requireItem(deps, actor.companyId, id);
    const changes: Partial<ContactListItem> = { ...input, updatedAt: deps.clock.now().toISOString() };
    const writes: GuardedWrite[] = [];
    if (input.number !== undefined && input.number !== current.number) {
      changes.isWhatsappValid = null;
      const moved = { ...current, number: input.number };
      writes.push(
        { item: numberClaimItem(deps.table, moved), onConditionFailure: numberTaken },
        { item: numberReleaseItem(deps.table, current) },
        {
          item: listCountsItem(
            deps.table,
            current.companyId,
            current.contactListId,
            validityCounts(current.isWhatsappValid, -1),
          ),
          onConditionFailure: listNotFound,
        },
      );
    }
    writes.push({ item: itemUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() });
    await transactGuarded(deps.table, writes);
    return { ...current, ...changes, rev: current.rev + 1 } as ContactListItemRecord;
  });
  await publishItemEvent(deps, actor.companyId, { action: 'update', record: toContactListItem(updated) });
  if (updated.isWhatsappValid === null) await startListCheck(deps, actor.companyId, updated.contactListId);
  else await publishListUpdate(deps, actor.companyId, updated.contactListId);
  return toContactListItem(updated);
}

export async function deleteItem(deps: Deps, actor: Actor, id: string): Promise<void> {
  const deleted = await retryOnStale(async () => {
    const current = await requireItem(deps, actor.companyId, id);
    const counts = { contactsCount: -1, ...validityCounts(current.isWhatsappValid, -1) };
    await transactGuarded(deps.table, [
      { item: itemDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: numberReleaseItem(deps.table, current) },
      {
        item: listCountsItem(deps.table, current.companyId, current.contactListId, counts),
        onConditionFailure: listNotFound,
      },
    ]);
    return current;
  });
  await publishItemEvent(deps, actor.companyId, { action: 'delete', id, contactListId: deleted.contactListId });
  await publishListUpdate(deps, actor.companyId, deleted.contactListId);
}
