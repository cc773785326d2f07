import type { Deps } from '../../platform/deps.js';
import type { ContactListItemRecord, ContactListRecord } from './repo.js';
import type { ContactList, ContactListItem } from './schema.js';

/** Spec 3 §7: `company-<id>-contactList`, `{ action: 'create' | 'update', record }` or `{ action: 'delete', id }`. */
export const contactListChannel = (companyId: string) => `company-${companyId}-contactList`;
/**
 * `company-<id>-contactListItem`: one event per edited item, or, after an import or a validity check round,
 * `{ action: 'update', contactListId, reload: true }` (spec 3 §4's reload hint): the page reads its list again.
 */
export const contactListItemChannel = (companyId: string) => `company-${companyId}-contactListItem`;

export type ContactListEvent = { action: 'create' | 'update'; record: ContactList } | { action: 'delete'; id: string };
export type ContactListItemEvent =
  | { action: 'create' | 'update'; record: ContactListItem }
  | { action: 'delete'; id: string; contactListId: string }
  | { action: 'update'; contactListId: string; reload: true };

export function toContactList(record: ContactListRecord): ContactList {
  const { id, name, contactsCount, validCount, invalidCount, checking, createdAt, updatedAt } = record;
  return { id, name, contactsCount, validCount, invalidCount, checking, createdAt, updatedAt };
}

export function toContactListItem(record: ContactListItemRecord): ContactListItem {
  const { rev: _rev, ...item } = record;
  return item;
}

export async function publishListEvent(deps: Deps, companyId: string, event: ContactListEvent): Promise<void> {
  await deps.realtime.publish(companyId, contactListChannel(companyId), event);
}

export async function publishItemEvent(deps: Deps, companyId: string, event: ContactListItemEvent): Promise<void> {
  await deps.realtime.publish(companyId, contactListItemChannel(companyId), event);
}
