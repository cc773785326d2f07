import type { Deps } from '../../platform/deps.js';
import { retryOnStale, StaleRecord, transactGuarded, type TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key, type Table } from '../../platform/table.js';
import { ticketListChange } from './contact-ticket-list.js';
import { isLive, liveCountChange } from './live-count.js';
import { findOpenTicketId, getTicketRecord, getTicketRecords, ticketUpdateItem, type TicketRecord } from './repo.js';
import { afterWrite } from './service.js';
import { stamped } from './transitions.js';

/**
 * Hands every ticket of contact `fromId` to contact `toId` (a LID-only contact absorbed into its phone contact,
 * docs/decisions/015), keeping one open ticket per connection: when both hold one, `keptOf` decides and the
 * other is closed. Each ticket moves in one transaction guarded by its revision and by the open markers, so a
 * retry or a concurrent hand-over ends in the same state. Answers the tickets as they are after the move.
 */
export async function handOverTickets(deps: Deps, companyId: string, fromId: string, toId: string) {
  const refs = await deps.table.queryAll<Key & { ticketId?: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :t)',
    ExpressionAttributeValues: { ':pk': keys.contact(companyId, fromId).pk, ':t': 'T#' },
  });
  const tickets = await getTicketRecords(
    deps.table,
    companyId,
    refs.map((ref) => ref.ticketId ?? ref.sk.slice(2)),
  );
  const moved: TicketRecord[] = [];
  for (const ticket of tickets) {
    moved.push(await retryOnStale(() => handOver(deps, ticket.id, { companyId, fromId, toId })));
  }
  return moved;
}

/**
 * Of two open tickets of one customer on one connection, the one kept: the ticket an agent has accepted over a
 * pending one (the agent keeps the conversation), else the older (it holds the queue and chatbot choices made).
 */
export function keptOf(a: TicketRecord, b: TicketRecord): TicketRecord {
  if (a.status !== b.status) return a.status === 'open' ? a : b;
  return `${a.createdAt}#${a.id}` <= `${b.createdAt}#${b.id}` ? a : b;
}

interface Move {
  companyId: string;
  fromId: string;
  toId: string;
}

async function handOver(deps: Deps, ticketId: string, move: Move): Promise<TicketRecord> {
  const { table } = deps;
  const ticket = await getTicketRecord(table, move.companyId, ticketId);
  if (!ticket) throw new StaleRecord();
  if (ticket.contactId === move.toId) {
    await table.transact(listEntryMove(table, ticket.id, move));
    return ticket;
  }
  const now = deps.clock.now().toISOString();
  const handed = { ...ticket, contactId: move.toId };
  const otherId =
    ticket.status === 'closed'
      ? undefined
      : await findOpenTicketId(table, move.companyId, move.toId, ticket.whatsappId);
  const other = otherId ? await getTicketRecord(table, move.companyId, otherId) : undefined;
  if (otherId && !other) throw new StaleRecord();
  const kept = other ? keptOf(ticket, other) : ticket;
  const next = kept === ticket ? handed : stamped(ticket, { ...handed, status: 'closed', updatedAt: now }, now);
  const closedOther =
    other && kept === ticket ? stamped(other, { ...other, status: 'closed', updatedAt: now }, now) : undefined;
  // Both tickets are on one connection: what this move closes comes off its count in one change.
  const closing = [[ticket, next] as const, ...(other && closedOther ? [[other, closedOther] as const] : [])].filter(
    ([before, after]) => isLive(before) && !isLive(after),
  ).length;
  const writes: TransactItem[] = [
    ticketUpdateItem(table, ticket, next),
    ...(closedOther && other ? [ticketUpdateItem(table, other, closedOther)] : []),
    ...(ticket.status === 'closed' ? [] : markerMove(table, ticket, move, kept === ticket && { replacing: other?.id })),
    ...listEntryMove(table, ticket.id, move),
    ...(closing ? [liveCountChange(table, move.companyId, ticket.whatsappId, -closing)] : []),
  ];
  try {
    await transactGuarded(
      table,
      writes.map((item) => ({ item })),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new StaleRecord();
    throw error;
  }
  const written = { ...next, rev: ticket.rev + 1 };
  await afterWrite(deps, ticket, written);
  if (closedOther && other) await afterWrite(deps, other, { ...closedOther, rev: other.rev + 1 });
  return written;
}

/**
 * The open marker of a ticket that stays open follows it: it takes the new contact's free marker, or the
 * marker of the ticket closed for it (`replacing`); a ticket closed in the move (`claim` false) only frees
 * its old marker.
 */
function markerMove(
  table: Table,
  ticket: TicketRecord,
  move: Move,
  claim: { replacing?: string } | false,
): TransactItem[] {
  const release: TransactItem = {
    Delete: {
      TableName: table.name,
      Key: keys.openTicket(move.companyId, move.fromId, ticket.whatsappId),
      ConditionExpression: 'attribute_not_exists(pk) OR ticketId = :ticketId',
      ExpressionAttributeValues: { ':ticketId': ticket.id },
    },
  };
  if (!claim) return [release];
  const replacing = claim.replacing;
  const put: TransactItem = {
    Put: {
      TableName: table.name,
      Item: { ...keys.openTicket(move.companyId, move.toId, ticket.whatsappId), ticketId: ticket.id },
      ConditionExpression: replacing ? 'ticketId = :other' : 'attribute_not_exists(pk)',
      ...(replacing ? { ExpressionAttributeValues: { ':other': replacing } } : {}),
    },
  };
  return [release, put];
}

function listEntryMove(table: Table, ticketId: string, move: Move): TransactItem[] {
  return [
    { Delete: { TableName: table.name, Key: keys.contactTicket(move.companyId, move.fromId, ticketId) } },
    {
      Put: { TableName: table.name, Item: { ...keys.contactTicket(move.companyId, move.toId, ticketId), ticketId } },
    },
    ticketListChange(table, { companyId: move.companyId, contactId: move.fromId, ticketId }, 'remove'),
    ticketListChange(table, { companyId: move.companyId, contactId: move.toId, ticketId }, 'add'),
  ];
}
