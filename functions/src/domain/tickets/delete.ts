import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import type { Key } from '../../platform/table.js';
import { publishTagCounts } from '../tags/events.js';
import { ticketTagsRelease } from '../tags/sync.js';
import { ticketListChange } from './contact-ticket-list.js';
import { publishTicketDelete } from './events.js';
import { isLive, liveLeft } from './live-count.js';
import { findOpenTicketId, openMarkerRelease, ticketDeleteItem, type TicketRecord } from './repo.js';
import { readTicket } from './service.js';

/**
 * DELETE /tickets/{id} (admins, ticket-options:deleteTicket; the route checks). The ticket, its open-ticket
 * marker, its place in the contact's ticket list, its tag-filter entries with its tags' ticket counts and its
 * place in its connection's count go in one transaction; then its notes. Its messages stay: they are the contact's conversation on that
 * connection, which outlives a ticket.
 */
export async function deleteTicket(deps: Deps, actor: Actor, ticketId: string): Promise<void> {
  const record = await removeTicket(deps, actor.companyId, ticketId);
  await removeNotes(deps, record);
  await publishTicketDelete(deps, record);
  await publishTagCounts(deps, record.companyId, record.tagIds);
}

/** The ticket's own writes of a delete (above), guarded by its revision; answers the ticket as it was. */
export function removeTicket(deps: Deps, companyId: string, ticketId: string): Promise<TicketRecord> {
  return retryOnStale(async () => {
    const current = await readTicket(deps, companyId, ticketId);
    await transactGuarded(deps.table, await deleteWrites(deps, current));
    return current;
  });
}

async function deleteWrites(deps: Deps, ticket: TicketRecord): Promise<GuardedWrite[]> {
  const { table } = deps;
  const { companyId, id } = ticket;
  const holdsMarker = (await findOpenTicketId(table, companyId, ticket.contactId, ticket.whatsappId)) === id;
  return [
    { item: ticketDeleteItem(table, ticket), onConditionFailure: () => new StaleRecord() },
    ...(holdsMarker ? [{ item: openMarkerRelease(table, ticket) }] : []),
    ...(isLive(ticket) ? [liveLeft(table, ticket)] : []),
    { item: { Delete: { TableName: table.name, Key: keys.contactTicket(companyId, ticket.contactId, id) } } },
    { item: ticketListChange(table, { companyId, contactId: ticket.contactId, ticketId: id }, 'remove') },
    ...(await ticketTagsRelease(table, ticket)),
  ];
}

async function removeNotes(deps: Deps, ticket: TicketRecord) {
  const notes = await deps.table.queryAll<Key>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.ticketNotesIndex(ticket.companyId, ticket.id) },
    ProjectionExpression: 'pk, sk',
  });
  await deps.table.batchDelete(notes);
}
