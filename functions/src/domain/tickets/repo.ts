import type { TransactItem } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { sameRevision } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import type { TicketStatus } from './schema.js';

/**
 * The stored ticket (docs/decisions/010): ids only; names of the contact, user, queue, connection and tags are
 * joined when read (hydrate), so a rename shows everywhere at once.
 */
export interface TicketRecord {
  id: string;
  companyId: string;
  status: TicketStatus;
  userId: string | null;
  queueId: string | null;
  whatsappId: string;
  contactId: string;
  lastMessage: string;
  /** The last message was deleted: the list shows the deleted mark, and `lastMessage` is '' (issue 14). */
  lastMessageDeleted: boolean;
  unreadMessages: number;
  isGroup: boolean;
  chatbot: boolean;
  tagIds: string[];
  useIntegration: boolean;
  promptId: string | null;
  integrationId: string | null;
  createdAt: string;
  updatedAt: string;
  /** When an agent first accepted it (dashboard wait time). */
  acceptedAt: string | null;
  closedAt: string | null;
  /** When the customer last wrote (the inactivity timer measures from here). */
  customerAt: string | null;
  rev: number;
}

export type TicketItem = TicketRecord & { pk: string; sk: string };

/** The statuses of the company's working set (gsi3, docs/decisions/059): a closed ticket leaves it. */
export const WORKING_STATUSES: readonly TicketStatus[] = ['pending', 'open'];

/**
 * The list index keys: by status and queue (gsi1), when assigned by user and status (gsi2), and while pending or
 * open in the company's working set by status (gsi3).
 */
export function ticketIndexKeys(ticket: TicketRecord) {
  const order = `${ticket.updatedAt}#${ticket.id}`;
  return {
    gsi1pk: keys.ticketsByQueue(ticket.companyId, ticket.status, ticket.queueId),
    gsi1sk: order,
    ...(ticket.userId
      ? { gsi2pk: keys.ticketsByUser(ticket.companyId, ticket.userId, ticket.status), gsi2sk: order }
      : {}),
    ...(WORKING_STATUSES.includes(ticket.status)
      ? { gsi3pk: keys.ticketsByCompany(ticket.companyId, ticket.status), gsi3sk: order }
      : {}),
  };
}

export function ticketItem(ticket: TicketRecord): TicketItem {
  return { ...keys.ticket(ticket.companyId, ticket.id), ...ticketIndexKeys(ticket), ...ticket };
}

export async function getTicketRecord(table: Table, companyId: string, ticketId: string) {
  const item = await table.get<TicketItem>(keys.ticket(companyId, ticketId));
  return item ? toTicketRecord(item) : undefined;
}

export async function getTicketRecords(table: Table, companyId: string, ids: string[]) {
  const items = await table.batchGet<TicketItem>(ids.map((id) => keys.ticket(companyId, id)));
  return items.map(toTicketRecord);
}

/** The open or pending ticket of a contact on a connection, if there is one. */
export async function findOpenTicketId(table: Table, companyId: string, contactId: string, connectionId: string) {
  const marker = await table.get<{ pk: string; sk: string; ticketId: string }>(
    keys.openTicket(companyId, contactId, connectionId),
  );
  return marker?.ticketId;
}

export function newTicketRecord(
  fields: Pick<TicketRecord, 'companyId' | 'contactId' | 'whatsappId' | 'status'> & Partial<TicketRecord>,
  now: string,
): TicketRecord {
  return {
    id: newId(),
    userId: null,
    queueId: null,
    lastMessage: '',
    lastMessageDeleted: false,
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    tagIds: [],
    useIntegration: false,
    promptId: null,
    integrationId: null,
    createdAt: now,
    updatedAt: now,
    acceptedAt: null,
    closedAt: null,
    customerAt: null,
    rev: 1,
    ...fields,
  };
}

/** Puts the "one open ticket per contact and connection" marker; its condition fails when one exists. */
export function openMarkerPut(table: Table, ticket: TicketRecord): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.openTicket(ticket.companyId, ticket.contactId, ticket.whatsappId), ticketId: ticket.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * The writes of a new open or pending ticket: the marker first (its failure means another open ticket won),
 * the ticket, and its `T#` ref on the contact. Puts only (bulk seeds load them as they are): the transaction
 * that creates the ticket also adds it to the contact's ticket list (`ticketListAdd`, docs/decisions/028).
 */
export function ticketCreateItems(table: Table, ticket: TicketRecord): TransactItem[] {
  return [
    openMarkerPut(table, ticket),
    { Put: { TableName: table.name, Item: ticketItem(ticket), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.contactTicket(ticket.companyId, ticket.contactId, ticket.id), ticketId: ticket.id },
      },
    },
  ];
}

/**
 * The ticket's part of a message write (in the message's transaction): last message, order in the lists and,
 * for a customer message, one more unread and the customer's last activity. `at` never moves the ticket back in
 * time. A closed ticket takes messages only when `allowClosed` says so: the completion and rating messages sent
 * after a close, and the customer's rating reply.
 */
export function ticketMessageUpdate(
  table: Table,
  ticket: TicketRecord,
  change: { lastMessage: string; at: string; unread: boolean; allowClosed?: boolean },
): TransactItem {
  const updatedAt = change.at > ticket.updatedAt ? change.at : ticket.updatedAt;
  const next = { ...ticket, updatedAt };
  const index = ticketIndexKeys(next);
  const sets = [
    'lastMessage = :lastMessage',
    // A new last message is shown as it is, even after a deleted one (issue 14).
    'lastMessageDeleted = :no',
    'updatedAt = :updatedAt',
    'gsi1sk = :gsi1sk',
  ];
  const values: Record<string, unknown> = {
    ':lastMessage': change.lastMessage,
    ':no': false,
    ':updatedAt': updatedAt,
    ':gsi1sk': index.gsi1sk,
  };
  if (index.gsi2sk) {
    sets.push('gsi2sk = :gsi2sk');
    values[':gsi2sk'] = index.gsi2sk;
  }
  if (index.gsi3sk) {
    sets.push('gsi3sk = :gsi3sk');
    values[':gsi3sk'] = index.gsi3sk;
  }
  if (change.unread) {
    sets.push('customerAt = :customerAt');
    values[':customerAt'] = change.at;
  }
  // The ticket still belongs to the contact the message is written for (a LID merge moves tickets first).
  const owned = 'attribute_exists(pk) AND contactId = :contactId';
  const condition = change.allowClosed ? owned : `${owned} AND #status <> :closed`;
  return {
    Update: {
      TableName: table.name,
      Key: keys.ticket(ticket.companyId, ticket.id),
      UpdateExpression: `SET ${sets.join(', ')}${change.unread ? ' ADD unreadMessages :one' : ''}`,
      // A ticket closed since it was read takes no more messages: the write fails and is tried again.
      ConditionExpression: condition,
      ...(change.allowClosed ? {} : { ExpressionAttributeNames: { '#status': 'status' } }),
      ExpressionAttributeValues: {
        ...values,
        ':contactId': ticket.contactId,
        ...(change.allowClosed ? {} : { ':closed': 'closed' }),
        ...(change.unread ? { ':one': 1 } : {}),
      },
    },
  };
}

/** The fields a status, assignment or transfer change may write (never the message-driven ones). */
const EDITABLE_FIELDS = [
  'status',
  'userId',
  'queueId',
  'whatsappId',
  // A LID-only contact absorbed into its phone contact hands its tickets over (docs/decisions/015).
  'contactId',
  'chatbot',
  'useIntegration',
  'promptId',
  'integrationId',
  'acceptedAt',
  'closedAt',
  'updatedAt',
] as const satisfies readonly (keyof TicketRecord)[];

/**
 * Changes the ticket read as `current` into `next`, only while it is still at the revision read (so two agents
 * accepting at once cannot both win). Only the changed fields are set: `lastMessage` and `unreadMessages` belong
 * to message writes, which touch the ticket without a revision. An unassigned ticket leaves the user index.
 */
export function ticketUpdateItem(table: Table, current: TicketRecord, next: TicketRecord): TransactItem {
  const guard = sameRevision(current.rev);
  const names: Record<string, string> = { ...guard.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...guard.ExpressionAttributeValues, ':one': 1 };
  const index = ticketIndexKeys(next);
  const changed = EDITABLE_FIELDS.filter((field) => next[field] !== current[field]);
  const sets = [...changed, ...(Object.keys(index) as (keyof typeof index)[])].map((field, position) => {
    names[`#f${position}`] = field;
    values[`:f${position}`] = field in index ? index[field as keyof typeof index] : next[field as keyof TicketRecord];
    return `#f${position} = :f${position}`;
  });
  const left = [...(index.gsi2pk ? [] : ['gsi2pk', 'gsi2sk']), ...(index.gsi3pk ? [] : ['gsi3pk', 'gsi3sk'])];
  const remove = left.length ? ` REMOVE ${left.join(', ')}` : '';
  return {
    Update: {
      TableName: table.name,
      Key: keys.ticket(current.companyId, current.id),
      UpdateExpression: `SET ${sets.join(', ')}${remove} ADD #rev :one`,
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Deletes the ticket only while it is still at the revision read. */
export function ticketDeleteItem(table: Table, current: TicketRecord): TransactItem {
  return {
    Delete: { TableName: table.name, Key: keys.ticket(current.companyId, current.id), ...sameRevision(current.rev) },
  };
}

/** Frees the open-ticket marker of a ticket leaving the live lists; a missing marker is no obstacle. */
export function openMarkerRelease(table: Table, ticket: TicketRecord): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.openTicket(ticket.companyId, ticket.contactId, ticket.whatsappId),
      ConditionExpression: 'attribute_not_exists(pk) OR ticketId = :ticketId',
      ExpressionAttributeValues: { ':ticketId': ticket.id },
    },
  };
}

export function toTicketRecord(item: TicketItem | TicketRecord): TicketRecord {
  return {
    id: item.id,
    companyId: item.companyId,
    status: item.status,
    userId: item.userId ?? null,
    queueId: item.queueId ?? null,
    whatsappId: item.whatsappId,
    contactId: item.contactId,
    lastMessage: item.lastMessage ?? '',
    lastMessageDeleted: Boolean(item.lastMessageDeleted),
    unreadMessages: Number(item.unreadMessages ?? 0),
    isGroup: Boolean(item.isGroup),
    chatbot: Boolean(item.chatbot),
    tagIds: item.tagIds ?? [],
    useIntegration: Boolean(item.useIntegration),
    promptId: item.promptId ?? null,
    integrationId: item.integrationId ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    acceptedAt: item.acceptedAt ?? null,
    closedAt: item.closedAt ?? null,
    customerAt: item.customerAt ?? null,
    rev: Number(item.rev ?? 1),
  };
}
