import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { Item, Key } from '../../platform/table.js';
import { contactRecordFromItem, contactRef, type ContactItem, type ContactRecord } from '../contacts/repo.js';
import type { ContactRef } from '../contacts/schema.js';
import { companyConnections, companyQueues, companyTags, companyUsers } from '../lookups/company-records.js';
import type { QueueRef } from '../queues/schema.js';
import type { TagRef } from '../tags/schema.js';
import { readNameItems } from './name-reads.js';
import { getTicketRecords, type TicketRecord } from './repo.js';
import type { Ticket } from './schema.js';

type Named = { id: string; name: string };
type NameDeps = Pick<Deps, 'table' | 'realtime'>;
type Coloured = Named & { color: string };

/** Read items by `pk sk`: what one batch read answered. */
type Found = Map<string, Item>;

const idOf = (key: Key) => `${key.pk}\u0000${key.sk}`;

/**
 * Stored tickets → the API's tickets, joining contact, user, queue, connection and tags by id (names are never
 * copied into the ticket, so a rename shows everywhere; docs/decisions/029). Users, queues, connections and tags
 * come from the company's lookups (docs/decisions/033, 058: a short-lived cache of this process, dropped by their
 * change events); contacts (unless the caller read them already, `known`) and whatever the lookups do not hold
 * yet come from one BatchGetItem by key, projected to what is shown (parallel batches past 100 keys).
 */
export async function hydrateTickets(
  deps: NameDeps,
  companyId: string,
  records: TicketRecord[],
  known: Item[] = [],
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const found = await namesOf(deps, companyId, records, byKey(known));
  return records.map((record) => toTicket(record, found));
}

/** One ticket; `contact`, when the caller holds the ticket's contact already, is not read again. */
export async function hydrateTicket(deps: NameDeps, record: TicketRecord, contact?: ContactRecord): Promise<Ticket> {
  const known = contact ? [contactItemOf(record.companyId, contact)] : [];
  const [ticket] = await hydrateTickets(deps, record.companyId, [record], known);
  if (!ticket) throw new Error(`Ticket ${record.id} could not be hydrated`);
  return ticket;
}

/**
 * What the tickets refer to, read as hydrateTickets reads it: `ticket` joins a record (the same or a later state
 * of one of them, e.g. with its unread count reset), `contact` answers a ticket's contact as tickets show it
 * (undefined when gone).
 */
export async function joinerOf(deps: NameDeps, companyId: string, records: TicketRecord[]) {
  const found = await namesOf(deps, companyId, records, new Map());
  return {
    ticket: (record: TicketRecord) => toTicket(record, found),
    contact: (contactId: string) => contactOf(found.get(idOf(keys.contact(companyId, contactId)))),
  };
}

/**
 * The tickets a list chose from its index entries (which hold the fields the list filters and joins on), read
 * whole in one BatchGetItem beside the names they show. A ticket gone meanwhile, or no longer passing `keep` (an
 * index entry a write has moved on from), is left out; a name the fresh ticket refers to and the entry did not
 * is read after.
 */
export async function readListedTickets(
  deps: NameDeps,
  companyId: string,
  entries: TicketRecord[],
  keep: (record: TicketRecord) => boolean,
): Promise<Ticket[]> {
  if (entries.length === 0) return [];
  const [stored, found] = await Promise.all([
    getTicketRecords(
      deps.table,
      companyId,
      entries.map((entry) => entry.id),
    ),
    namesOf(deps, companyId, entries, new Map()),
  ]);
  const fresh = stored.filter(keep);
  const later = refKeys(companyId, fresh).filter((key) => !found.has(idOf(key)));
  for (const item of await readNameItems(deps.table, later)) found.set(idOf(item), item);
  return fresh.map((record) => toTicket(record, found));
}

/**
 * The items of everything the tickets show, by key, added to `found` (items the caller already read): contacts
 * by one batch read, side by side with the company's users, queues, connections and (when a ticket has any) tags
 * from its lookups (which answer without a request while fresh); then a batch read of a user, queue, connection
 * or tag the lookups did not hold (newer than their entry).
 */
async function namesOf(deps: NameDeps, companyId: string, records: TicketRecord[], found: Found): Promise<Found> {
  const unread = (wanted: Key[]) => wanted.filter((key) => !found.has(idOf(key)));
  const refs = refsOf(companyId, records);
  const [users, queues, connections, tags, read] = await Promise.all([
    companyUsers(deps, companyId),
    companyQueues(deps, companyId),
    companyConnections(deps, companyId),
    refs.tagged ? companyTags(deps, companyId) : [],
    readNameItems(deps.table, unread(refs.contacts)),
  ]);
  for (const item of read) found.set(idOf(item), item);
  const cached = (key: Key, item: Record<string, unknown>) => {
    if (!found.has(idOf(key))) found.set(idOf(key), { ...item, ...key });
  };
  for (const user of users) cached(keys.user(companyId, user.id), { id: user.id, name: user.name });
  for (const queue of queues) {
    cached(keys.queue(companyId, queue.id), { id: queue.id, name: queue.name, color: queue.color });
  }
  for (const connection of connections) {
    cached(keys.connection(companyId, connection.id), { id: connection.id, name: connection.name });
  }
  for (const tag of tags) cached(keys.tag(companyId, tag.id), { id: tag.id, name: tag.name, color: tag.color });
  for (const item of await readNameItems(deps.table, unread(refs.looked))) found.set(idOf(item), item);
  return found;
}

/**
 * The keys the tickets refer to, each once: contacts, and what the lookups hold (users, queues, connections and
 * tags); `tagged` when any ticket has a tag.
 */
function refsOf(companyId: string, records: TicketRecord[]) {
  const contacts = new Map<string, Key>();
  const looked = new Map<string, Key>();
  let tagged = false;
  const want = (into: Map<string, Key>, key: Key) => into.set(idOf(key), key);
  for (const record of records) {
    want(contacts, keys.contact(companyId, record.contactId));
    if (record.userId) want(looked, keys.user(companyId, record.userId));
    if (record.queueId) want(looked, keys.queue(companyId, record.queueId));
    want(looked, keys.connection(companyId, record.whatsappId));
    for (const tagId of record.tagIds) want(looked, keys.tag(companyId, tagId));
    tagged ||= record.tagIds.length > 0;
  }
  return { contacts: [...contacts.values()], looked: [...looked.values()], tagged };
}

/** The keys of everything the tickets show, each once. */
function refKeys(companyId: string, records: TicketRecord[]): Key[] {
  const refs = refsOf(companyId, records);
  return [...refs.contacts, ...refs.looked];
}

/** A contact record as the item `contactOf` reads. */
const contactItemOf = (companyId: string, contact: ContactRecord): Item => ({
  ...contact,
  ...keys.contact(companyId, contact.id),
});

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
