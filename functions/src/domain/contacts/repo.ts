import type { TransactItem } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate, sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { Contact, ContactRef } from './schema.js';
import { tokenWrites } from './search-token-writes.js';
import { contactTokens, normalizeSearch, type ContactTokens } from './search-tokens.js';

/**
 * The stored contact: the public fields plus its company, revision and the search tokens it wrote (written
 * with the contact, so an edit knows which token items to delete; docs/decisions/022).
 */
export interface ContactRecord extends Contact, ContactTokens {
  companyId: string;
  rev: number;
  /** Set while a LID-only contact is being absorbed into this one (docs/decisions/015): its id. */
  absorbing?: string;
  /** Set on a LID-only contact being absorbed: the contact it becomes. */
  mergedInto?: string;
}

export type ContactItem = ContactRecord & { pk: string; sk: string };

export function contactRef(contact: Contact): ContactRef {
  const { id, name, number, profilePicUrl, email, isGroup } = contact;
  return { id, name, number, profilePicUrl, email, isGroup };
}

export async function getContactRecord(table: Table, companyId: string, contactId: string) {
  const item = await table.get<ContactItem>(keys.contact(companyId, contactId));
  return item ? contactRecordFromItem(item) : undefined;
}

export async function findContactIdByNumber(table: Table, companyId: string, number: string) {
  const item = await table.get<{ pk: string; sk: string; contactId: string }>(keys.contactNumber(companyId, number));
  return item?.contactId;
}

export async function findContactIdByLid(table: Table, companyId: string, lid: string) {
  const item = await table.get<{ pk: string; sk: string; contactId: string }>(keys.contactLid(companyId, lid));
  return item?.contactId;
}

/** The claim of a LID by a contact: fails when another contact holds it. */
export function lidClaimItem(table: Table, companyId: string, lid: string, contactId: string): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.contactLid(companyId, lid), contactId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Many contacts at once (ticket lists), in the order asked. */
export async function getContactRecords(table: Table, companyId: string, ids: string[]) {
  const items = await table.batchGet<ContactItem>(ids.map((id) => keys.contact(companyId, id)));
  return items.map(contactRecordFromItem);
}

export function contactIndexKeys(contact: Pick<Contact, 'id' | 'name'>, companyId: string) {
  return { gsi1pk: keys.contactsIndex(companyId), gsi1sk: `${normalizeSearch(contact.name)}#${contact.id}` };
}

/**
 * The writes of a new contact: the contact, its number and LID (each unique in the company: their conditions
 * fail on a duplicate, and they are listed first so their errors win; a hidden number has no item) and its
 * search tokens.
 */
export function contactCreateItems(table: Table, record: ContactRecord): TransactItem[] {
  const { companyId, id } = record;
  const numberItem: TransactItem = {
    Put: {
      TableName: table.name,
      Item: { ...keys.contactNumber(companyId, record.number), contactId: id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  return [
    ...(record.number ? [numberItem] : []),
    ...(record.lid ? [lidClaimItem(table, companyId, record.lid, id)] : []),
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.contact(companyId, id), ...contactIndexKeys(record, companyId), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...tokenWrites(table, companyId, id, undefined, record),
  ];
}

export function newContactRecord(
  companyId: string,
  fields: Pick<Contact, 'name' | 'number'> & Partial<Contact>,
  now: string,
): ContactRecord {
  const id = newId();
  const contact: Contact = {
    id,
    uuid: id,
    email: '',
    profilePicUrl: '',
    isGroup: false,
    whatsappId: null,
    lid: null,
    extraInfo: [],
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  return { ...contact, id, uuid: id, companyId, rev: 1, ...contactTokens(contact) };
}

/** Token items to delete and put when a contact's tokens change from those it wrote to `next`. */
export function tokenChanges(table: Table, current: ContactRecord, next: ContactTokens): TransactItem[] {
  return tokenWrites(table, current.companyId, current.id, current, next);
}

/** The fields an edit may change (PUT /contacts/{id}); tokens and the list key follow name and number. */
export type ContactChanges = Partial<Pick<ContactRecord, 'name' | 'number' | 'email' | 'extraInfo' | 'updatedAt'>>;

/**
 * Changes the contact as it was read (`current`), refusing if its revision moved since (the first item);
 * the search tokens and the list key follow a new name or number.
 */
export function contactUpdateItems(table: Table, current: ContactRecord, changes: ContactChanges): TransactItem[] {
  const next = { ...current, ...changes };
  const tokens = contactTokens(next);
  const fields = { ...changes, ...tokens, gsi1sk: contactIndexKeys(next, current.companyId).gsi1sk };
  const update: TransactItem = {
    Update: {
      TableName: table.name,
      Key: keys.contact(current.companyId, current.id),
      ...revisedUpdate(fields, current.rev),
    },
  };
  return [update, ...tokenChanges(table, current, tokens)];
}

/**
 * A number change: the new number item is claimed first (its condition fails when another contact holds
 * it, so that error wins) and the old one released only if it is still this contact's.
 */
export function numberMoveItems(table: Table, current: ContactRecord, number: string): TransactItem[] {
  return [
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.contactNumber(current.companyId, number), contactId: current.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(current.number ? [numberReleaseItem(table, current)] : []),
  ];
}

/**
 * The contact's own items: the contact (at the revision read: the first item), its number (if still its own)
 * and its search tokens.
 */
export function contactDeleteItems(table: Table, current: ContactRecord): TransactItem[] {
  return [
    {
      Delete: { TableName: table.name, Key: keys.contact(current.companyId, current.id), ...sameRevision(current.rev) },
    },
    ...(current.number ? [numberReleaseItem(table, current)] : []),
    ...(current.lid ? [lidReleaseItem(table, current)] : []),
    ...tokenWrites(table, current.companyId, current.id, current, undefined),
  ];
}

function lidReleaseItem(table: Table, current: ContactRecord): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.contactLid(current.companyId, current.lid ?? ''),
      ConditionExpression: 'attribute_not_exists(pk) OR contactId = :contactId',
      ExpressionAttributeValues: { ':contactId': current.id },
    },
  };
}

function numberReleaseItem(table: Table, current: ContactRecord): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.contactNumber(current.companyId, current.number),
      ConditionExpression: 'attribute_not_exists(pk) OR contactId = :contactId',
      ExpressionAttributeValues: { ':contactId': current.id },
    },
  };
}

export function contactRecordFromItem(item: ContactItem): ContactRecord {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1,
    gsi1sk: _g1s,
    ...rest
  } = item as ContactItem & {
    gsi1pk?: string;
    gsi1sk?: string;
  };
  return {
    ...rest,
    uuid: rest.id,
    email: rest.email ?? '',
    profilePicUrl: rest.profilePicUrl ?? '',
    isGroup: Boolean(rest.isGroup),
    whatsappId: rest.whatsappId ?? null,
    lid: rest.lid ?? null,
    extraInfo: rest.extraInfo ?? [],
    searchTokens: rest.searchTokens ?? [],
    infixTokens: rest.infixTokens ?? [],
    rev: Number(rest.rev ?? 1),
  };
}
