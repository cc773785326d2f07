import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { Item, Key } from '../../platform/table.js';
import { contactRecordFromItem, contactRef, type ContactItem } from '../contacts/repo.js';
import type { ContactRef } from '../contacts/schema.js';
import type { QueueRef } from '../queues/schema.js';
import type { TagRef } from '../tags/schema.js';
import { readNameItems } from './name-reads.js';
import { getTicketRecords, type TicketRecord } from './repo.js';
import type { Ticket } from './schema.js';

type Named = { id: string; name: string };
type Coloured = Named & { color: string };

/** Read items by `pk sk`: what one batch read answered. */
type Found = Map<string, Item>;

const idOf = (key: Key) => `${key.pk}\u0000${key.sk}`;

/**
 * Stored tickets → the API's tickets, joining contact, user, queue, connection and tags by id (names are never
 * copied into the ticket, so a rename shows everywhere at once; docs/decisions/029). Every name a page shows is
 * read in one BatchGetItem by key, projected to what is shown (parallel batches past 100 keys), whatever the
 * page's size.
 */
export async function hydrateTickets(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  records: TicketRecord[],
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const joined = await joinerOf(deps, companyId, records);
  return records.map(joined.ticket);
}

export async function hydrateTicket(deps: Pick<Deps, 'table'>, record: TicketRecord): Promise<Ticket> {
  const [ticket] = await hydrateTickets(deps, record.companyId, [record]);
  if (!ticket) throw new Error(`Ticket ${record.id} could not be hydrated`);
  return ticket;
}

/**
 * What the tickets refer to, read in one batch: `ticket` joins a record (the same or a later state of one of
 * them, e.g. with its unread count reset), `contact` answers a ticket's contact as tickets show it (undefined
 * when gone).
 */
export async function joinerOf(deps: Pick<Deps, 'table'>, companyId: string, records: TicketRecord[]) {
  const found = byKey(await readNameItems(deps.table, refKeys(companyId, records)));
  return {
    ticket: (record: TicketRecord) => toTicket(record, found),
    contact: (contactId: string) => contactOf(found.get(idOf(keys.contact(companyId, contactId)))),
  };
}

/**
 * The tickets a list chose from its index entries (which hold the fields the list filters and joins on), read
 * whole in one BatchGetItem beside one of the names they show (projected). A ticket gone meanwhile, or no longer passing `keep` (an index entry
 * a write has moved on from), is left out; a name the fresh ticket refers to and the entry did not is read after.
 */
export async function readListedTickets(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  entries: TicketRecord[],
  keep: (record: TicketRecord) => boolean,
): Promise<Ticket[]> {
  if (entries.length === 0) return [];
  const asked = refKeys(companyId, entries);
  const [stored, names] = await Promise.all([
    getTicketRecords(
      deps.table,
      companyId,
      entries.map((entry) => entry.id),
    ),
    readNameItems(deps.table, asked),
  ]);
  const found = byKey(names);
  const fresh = stored.filter(keep);
  const askedIds = new Set(asked.map(idOf));
  const later = refKeys(companyId, fresh).filter((key) => !askedIds.has(idOf(key)));
  for (const item of await readNameItems(deps.table, later)) found.set(idOf(item), item);
  return fresh.map((record) => toTicket(record, found));
}

/** The keys of everything the tickets show, each once. */
function refKeys(companyId: string, records: TicketRecord[]): Key[] {
  const wanted = new Map<string, Key>();
  const want = (key: Key) => wanted.set(idOf(key), key);
  for (const record of records) {
    want(keys.contact(companyId, record.contactId));
    if (record.userId) want(keys.user(companyId, record.userId));
    if (record.queueId) want(keys.queue(companyId, record.queueId));
    want(keys.connection(companyId, record.whatsappId));
    for (const tagId of record.tagIds) want(keys.tag(companyId, tagId));
  }
  return [...wanted.values()];
}

const byKey = (items: Item[]): Found => new Map(items.map((item) => [idOf(item), item]));

/** A contact's item (projected to what a ticket shows) as the ticket shows it. */
function contactOf(item: Item | undefined): ContactRef | undefined {
  return item ? contactRef(contactRecordFromItem(item as unknown as ContactItem)) : undefined;
}

/** The contact of a ticket whose contact is gone (deleted meanwhile): its id, nothing else to show. */
function missingContact(record: TicketRecord): ContactRef {
  return { id: record.contactId, name: '', number: '', profilePicUrl: '', email: '', isGroup: record.isGroup };
}

function named(item: Item | undefined): Named | null {
  return item ? { id: String(item.id), name: String(item.name) } : null;
}

function coloured(item: Item | undefined): Coloured | null {
  return item ? { id: String(item.id), name: String(item.name), color: String(item.color) } : null;
}

function toTicket(record: TicketRecord, found: Found): Ticket {
  const at = (key: Key) => found.get(idOf(key));
  const companyId = record.companyId;
  const contact = at(keys.contact(companyId, record.contactId));
  const queue: QueueRef | null = record.queueId ? coloured(at(keys.queue(companyId, record.queueId))) : null;
  const tags: TagRef[] = record.tagIds.flatMap((id) => {
    const tag = coloured(at(keys.tag(companyId, id)));
    return tag ? [tag] : [];
  });
  return {
    id: record.id,
    uuid: record.id,
    status: record.status,
    userId: record.userId,
    user: record.userId ? named(at(keys.user(companyId, record.userId))) : null,
    queueId: record.queueId,
    queue,
    whatsappId: record.whatsappId,
    whatsapp: named(at(keys.connection(companyId, record.whatsappId))),
    contactId: record.contactId,
    contact: contactOf(contact) ?? missingContact(record),
    lastMessage: record.lastMessage,
    lastMessageDeleted: record.lastMessageDeleted,
    unreadMessages: record.unreadMessages,
    isGroup: record.isGroup,
    chatbot: record.chatbot,
    tags,
    useIntegration: record.useIntegration,
    promptId: record.promptId,
    integrationId: record.integrationId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
