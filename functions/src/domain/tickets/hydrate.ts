import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import type { Key, Table } from '../../platform/table.js';
import { contactRef, getContactRecords } from '../contacts/repo.js';
import type { ContactRef } from '../contacts/schema.js';
import type { QueueRef } from '../queues/schema.js';
import type { TagRef } from '../tags/schema.js';
import type { TicketRecord } from './repo.js';
import type { Ticket } from './schema.js';

type Named = { id: string; name: string };
type Coloured = Named & { color: string };

/** The names a page of tickets shows, keyed by id. */
interface Refs {
  contacts: Map<string, ContactRef>;
  users: Map<string, Named>;
  queues: Map<string, Coloured>;
  connections: Map<string, Named>;
  tags: Map<string, Coloured>;
}

/**
 * Stored tickets → the API's tickets, joining contact, user, queue, connection and tags by id (names are never
 * copied into the ticket, so a rename shows everywhere at once). The small company collections are one Query
 * each, and only those the page refers to are read; contacts are one batchGet.
 */
export async function hydrateTickets(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  records: TicketRecord[],
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const refs = await readRefs(deps.table, companyId, records);
  return records.map((record) => toTicket(record, refs));
}

export async function hydrateTicket(deps: Pick<Deps, 'table'>, record: TicketRecord): Promise<Ticket> {
  const [ticket] = await hydrateTickets(deps, record.companyId, [record]);
  if (!ticket) throw new Error(`Ticket ${record.id} could not be hydrated`);
  return ticket;
}

async function readRefs(table: Table, companyId: string, records: TicketRecord[]): Promise<Refs> {
  const needs = {
    users: records.some((record) => record.userId),
    queues: records.some((record) => record.queueId),
    tags: records.some((record) => record.tagIds.length > 0),
  };
  const contactIds = [...new Set(records.map((record) => record.contactId))];
  const [contacts, users, queues, connections, tags] = await Promise.all([
    getContactRecords(table, companyId, contactIds),
    needs.users ? collection<Named>(table, keys.usersIndex(companyId)) : [],
    needs.queues ? collection<Coloured>(table, keys.queuesIndex(companyId)) : [],
    collection<Named>(table, keys.connectionsIndex(companyId)),
    needs.tags ? collection<Coloured>(table, keys.tagsIndex(companyId)) : [],
  ]);
  return {
    contacts: new Map(contacts.map((contact) => [contact.id, contactRef(contact)])),
    users: byId(users, ({ id, name }) => ({ id, name })),
    queues: byId(queues, ({ id, name, color }) => ({ id, name, color })),
    connections: byId(connections, ({ id, name }) => ({ id, name })),
    tags: byId(tags, ({ id, name, color }) => ({ id, name, color })),
  };
}

/** Every item of a company collection listed on gsi1 (users, queues, connections, tags: bounded by plan). */
async function collection<T>(table: Table, gsi1pk: string): Promise<T[]> {
  return table.queryAll<Key & T>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
  });
}

function byId<T extends { id: string }, R>(items: T[], pick: (item: T) => R): Map<string, R> {
  return new Map(items.map((item) => [item.id, pick(item)]));
}

/** The contact of a ticket whose contact is gone (deleted meanwhile): its id, nothing else to show. */
function missingContact(record: TicketRecord): ContactRef {
  return { id: record.contactId, name: '', number: '', profilePicUrl: '', email: '', isGroup: record.isGroup };
}

export function toTicket(record: TicketRecord, refs: Refs): Ticket {
  const queue: QueueRef | null = record.queueId ? (refs.queues.get(record.queueId) ?? null) : null;
  const tags: TagRef[] = record.tagIds.flatMap((id) => {
    const tag = refs.tags.get(id);
    return tag ? [tag] : [];
  });
  return {
    id: record.id,
    uuid: record.id,
    status: record.status,
    userId: record.userId,
    user: record.userId ? (refs.users.get(record.userId) ?? null) : null,
    queueId: record.queueId,
    queue,
    whatsappId: record.whatsappId,
    whatsapp: refs.connections.get(record.whatsappId) ?? null,
    contactId: record.contactId,
    contact: refs.contacts.get(record.contactId) ?? missingContact(record),
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
