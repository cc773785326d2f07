import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';

/** The stored note: its author by id (the name is joined when read, so a renamed user shows the new name). */
export type TicketNoteRecord = {
  id: string;
  companyId: string;
  note: string;
  ticketId: string;
  contactId: string;
  userId: string;
  createdAt: string;
};

type TicketNoteItem = TicketNoteRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export async function putTicketNote(table: Table, record: TicketNoteRecord): Promise<void> {
  const item: TicketNoteItem = {
    ...keys.ticketNote(record.companyId, record.id),
    gsi1pk: keys.ticketNotesIndex(record.companyId, record.ticketId),
    gsi1sk: `${record.createdAt}#${record.id}`,
    ...record,
  };
  await table.put(item, { ConditionExpression: 'attribute_not_exists(pk)' });
}

export async function getTicketNoteRecord(table: Table, companyId: string, noteId: string) {
  const item = await table.get<TicketNoteItem>(keys.ticketNote(companyId, noteId));
  return item ? toRecord(item) : undefined;
}

/** A ticket's notes, oldest first (a ticket holds a handful), optionally only those about one contact. */
export async function listTicketNoteRecords(
  table: Table,
  companyId: string,
  ticketId: string,
  contactId?: string,
): Promise<TicketNoteRecord[]> {
  const items = await table.queryAll<TicketNoteItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(contactId ? { FilterExpression: 'contactId = :contactId' } : {}),
    ExpressionAttributeValues: {
      ':pk': keys.ticketNotesIndex(companyId, ticketId),
      ...(contactId ? { ':contactId': contactId } : {}),
    },
    ScanIndexForward: true,
  });
  return items.map(toRecord);
}

export async function deleteTicketNoteRecord(table: Table, record: TicketNoteRecord): Promise<void> {
  await table.delete(keys.ticketNote(record.companyId, record.id));
}

function toRecord(item: TicketNoteItem): TicketNoteRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return record;
}
