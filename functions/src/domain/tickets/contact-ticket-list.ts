import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { prefixCondition, type Key, type Table } from '../../platform/table.js';

/**
 * The contact's ticket list (docs/decisions/028): one item per contact, `C#c#CT#<contactId>` / `TICKETS`, holding
 * the ids of its tickets (`ticketIds`, a string set), so the tickets search tab reads the tickets of a page of
 * contacts in one BatchGetItem instead of one query per contact. Every write of a `T#` ref changes the set in
 * the same transaction (ADD and DELETE commute, so concurrent writes need no revision). A list is trusted only
 * once `complete`: the first read of a contact's tickets from its `T#` refs (or the backfill) adds them and marks
 * it. An id that no longer names one of the contact's tickets (deleted or handed over meanwhile) is dropped on
 * read by the ticket's own `contactId`.
 */
export type TicketListItem = Key & { ticketIds?: Set<string>; complete?: boolean };

/** The list change of a new `T#` ref (`add`) or a removed one (`remove`), for the ref's transaction. */
export function ticketListChange(
  table: Table,
  ref: { companyId: string; contactId: string; ticketId: string },
  change: 'add' | 'remove',
): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.contactTicketList(ref.companyId, ref.contactId),
      UpdateExpression: `${change === 'add' ? 'ADD' : 'DELETE'} ticketIds :ids`,
      ExpressionAttributeValues: { ':ids': new Set([ref.ticketId]) },
    },
  };
}

/** The list change of a new ticket, in the transaction that writes its `T#` ref (`ticketCreateItems`). */
export const ticketListAdd = (table: Table, ticket: { companyId: string; contactId: string; id: string }) =>
  ticketListChange(table, { companyId: ticket.companyId, contactId: ticket.contactId, ticketId: ticket.id }, 'add');

/**
 * The ticket ids of many contacts: their lists in one BatchGetItem; a contact whose list is not complete yet
 * reads its `T#` refs (one query, as before) and completes its list for the next read.
 */
export async function ticketIdsOf(table: Table, companyId: string, contactIds: string[]): Promise<string[]> {
  const lists = await table.batchGet<TicketListItem>(
    contactIds.map((contactId) => keys.contactTicketList(companyId, contactId)),
  );
  const byPk = new Map(lists.map((list) => [list.pk, list]));
  return ticketIdsFromLists(table, companyId, contactIds, (contactId) =>
    byPk.get(keys.contactTicketList(companyId, contactId).pk),
  );
}

/**
 * The ticket ids of many contacts whose list items were already read (`listOf`; undefined when it has none):
 * a list not complete yet is completed from the contact's `T#` refs.
 */
export async function ticketIdsFromLists(
  table: Table,
  companyId: string,
  contactIds: string[],
  listOf: (contactId: string) => TicketListItem | undefined,
): Promise<string[]> {
  const ids = await Promise.all(
    contactIds.map(async (contactId) => {
      const list = listOf(contactId);
      return list?.complete ? [...(list.ticketIds ?? [])] : completeList(table, companyId, contactId);
    }),
  );
  return ids.flat();
}

/** The contact's ticket ids read from its `T#` refs, added to its list, which is then complete. */
export async function completeList(table: Table, companyId: string, contactId: string): Promise<string[]> {
  const refs = await table.queryAll<Key>({
    ...prefixCondition(keys.contact(companyId, contactId).pk, 'T#'),
    ProjectionExpression: 'pk, sk',
  });
  const ids = refs.map((ref) => ref.sk.slice(2));
  await table.update(keys.contactTicketList(companyId, contactId), {
    UpdateExpression: ids.length > 0 ? 'SET complete = :yes ADD ticketIds :ids' : 'SET complete = :yes',
    ExpressionAttributeValues: { ':yes': true, ...(ids.length > 0 ? { ':ids': new Set(ids) } : {}) },
    ReturnValues: 'NONE',
  });
  return ids;
}
