import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import type { Key, Table } from '../../platform/table.js';
import { removeTicket } from '../tickets/delete.js';
import { publishTicketDelete } from '../tickets/events.js';
import { isLive } from '../tickets/live-count.js';
import { getTicketRecords, type TicketRecord } from '../tickets/repo.js';
import { contactDeleteItems, getContactRecord, type ContactRecord } from './repo.js';
import type { ContactEvent } from './schema.js';
import { contactNotFound, contactsChannel } from './service.js';
import { publishTagCounts } from '../tags/events.js';

const PAGE = 500;

type ChatItem = Key & { id?: unknown; providerId?: unknown; blobKey?: unknown };

/**
 * DELETE /contacts/{id} (admins; the route checks): the contact's tickets with their markers, tag entries,
 * notes and places in their connections' counts, its conversations (and their media) on every connection it has tickets on, then the contact,
 * its number and its search tokens. The cascade runs before the contact goes, so a failure half-way can be
 * finished by deleting again; tickets opened by a message that arrived meanwhile are swept after.
 */
export async function deleteContact(deps: Deps, actor: Actor, contactId: string): Promise<void> {
  const { companyId } = actor;
  const first = await getContactRecord(deps.table, companyId, contactId);
  if (!first) throw contactNotFound();
  const removed = await removeTicketsOf(deps, first);
  await retryOnStale(async () => {
    const current = await getContactRecord(deps.table, companyId, contactId);
    if (!current) throw contactNotFound();
    const [contactItem, ...rest] = contactDeleteItems(deps.table, current);
    if (!contactItem) throw new Error('A contact delete starts with the contact');
    await transactGuarded(deps.table, [
      { item: contactItem, onConditionFailure: () => new StaleRecord() },
      ...rest.map((item) => ({ item })),
    ]);
  });
  removed.push(...(await removeTicketsOf(deps, first)));
  const event: ContactEvent = { action: 'delete', contactId };
  await deps.realtime.publish(companyId, contactsChannel(companyId), event);
  for (const ticket of removed) await publishTicketDelete(deps, ticket);
  await publishTagCounts(
    deps,
    companyId,
    removed.flatMap((ticket) => ticket.tagIds),
  );
}

/** Removes the contact's tickets and conversations; answers the tickets removed. */
async function removeTicketsOf(deps: Deps, contact: ContactRecord): Promise<TicketRecord[]> {
  const { table } = deps;
  const { companyId, id: contactId } = contact;
  const refs = await table.queryAll<Key & { ticketId?: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.contact(companyId, contactId).pk },
  });
  const ticketRefs = refs.filter((ref) => ref.sk.startsWith('T#'));
  const ticketIds = ticketRefs.map((ref) => ref.ticketId ?? ref.sk.slice(2));
  const tickets = await getTicketRecords(table, companyId, ticketIds);
  const connectionIds = new Set(tickets.map((ticket) => ticket.whatsappId));
  if (contact.whatsappId) connectionIds.add(contact.whatsappId);
  for (const connectionId of connectionIds) await removeChat(deps, companyId, contactId, connectionId);
  for (const ticketId of ticketIds) await removeNotesOf(table, companyId, ticketId);
  // An open or pending ticket leaves its connection's count, and a tagged one its tags' counts, in its own
  // transaction (docs/decisions/024, 045).
  const counted = tickets.filter((ticket) => isLive(ticket) || ticket.tagIds.length > 0);
  for (const ticket of counted) await removeTicket(deps, companyId, ticket.id).catch(ignoreGone);
  await table.batchDelete([
    ...refs.filter((ref) => ref.sk !== 'CONTACT'),
    ...tickets.flatMap((ticket) => [
      keys.ticket(companyId, ticket.id),
      ...ticket.tagIds.map((tagId) => keys.taggedTicket(companyId, tagId, ticket.id)),
    ]),
  ]);
  return tickets;
}

/** A ticket deleted meanwhile (by an admin, or a concurrent delete of the contact) has nothing left to remove. */
function ignoreGone(error: unknown) {
  if (!(error instanceof AppError && error.code === 'ERR_NO_TICKET_FOUND')) throw error;
}

/** One chat partition, a page at a time, with each message's id and provider id lookups and its media. */
async function removeChat(deps: Deps, companyId: string, contactId: string, connectionId: string) {
  const pk = keys.chat(companyId, contactId, connectionId);
  await removePages(deps.table, { pk }, async (item: ChatItem) => {
    if (typeof item.blobKey === 'string') await deps.blobs.delete(item.blobKey);
    return [
      item,
      ...(typeof item.id === 'string' ? [keys.messageRef(companyId, item.id)] : []),
      ...(typeof item.providerId === 'string' ? [keys.providerMessage(companyId, connectionId, item.providerId)] : []),
    ];
  });
}

async function removeNotesOf(table: Table, companyId: string, ticketId: string) {
  await removePages(table, { gsi1pk: keys.ticketNotesIndex(companyId, ticketId) }, async (item: Key) => [item]);
}

/** Deletes what a partition (of the table or of gsi1) holds, page by page. */
async function removePages<T extends Key>(
  table: Table,
  partition: { pk: string } | { gsi1pk: string },
  keysOf: (item: T) => Promise<Key[]>,
) {
  const index = 'gsi1pk' in partition ? 'gsi1' : undefined;
  const pk = 'gsi1pk' in partition ? partition.gsi1pk : partition.pk;
  let cursor: string | undefined;
  do {
    const page = await table.queryPartition<T>(pk, { index, limit: PAGE, cursor });
    const itemKeys = (await Promise.all(page.items.map(keysOf))).flat();
    await table.batchDelete(itemKeys);
    cursor = page.cursor;
  } while (cursor);
}
