import { contactCreateItems, newContactRecord, type ContactRecord } from '../../functions/src/domain/contacts/repo.js';
import { lastMessageText } from '../../functions/src/domain/messages/content.js';
import { messageCreateItems, type MessageRecord } from '../../functions/src/domain/messages/repo.js';
import { conversation } from './conversation.js';
import { newTicketRecord, ticketCreateItems, type TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { TicketStatus } from '../../functions/src/domain/tickets/schema.js';
import type { TransactItem } from '../../functions/src/platform/guarded-transact.js';
import type { Item, Table } from '../../functions/src/platform/table.js';
import type { BenchCompany } from './company.js';
import { personName, type Random } from './random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface HistoryPlan {
  tickets: number;
  /** The live working set, the same in every company so only the history differs. */
  pending: number;
  open: number;
  /** Average messages per ticket. */
  messagesPerTicket: number;
  /**
   * How many contacts the tickets are spread over (at least 1.5 per working ticket, at most one per ticket);
   * default a quarter of the tickets, as returning customers. Contacts beyond the tickets are not written.
   */
  contacts?: number;
}

/** A ticket of the working set, with what the inbound run needs to write into its chat. */
export interface WorkingTicket {
  ticketId: string;
  status: TicketStatus;
  queueId: string | null;
  userId: string | null;
  contactNumber: string;
  connectionId: string;
}

export interface HistoryTally {
  contacts: number;
  tickets: number;
  messages: number;
  working: WorkingTicket[];
  /** A uniform sample of closed tickets (reservoir): history an admin may open. */
  closedSample: string[];
}

const CLOSED_SAMPLE = 300;

/** About how many items `companyHistory` writes: to print a seeding ETA. */
export function expectedItems(plan: HistoryPlan): number {
  const contacts = contactCount(plan);
  // A contact is ~23 items with its search tokens (docs/decisions/022).
  return Math.round(contacts * 23 + plan.tickets * (2 + 2 * plan.messagesPerTicket) + plan.pending + plan.open);
}

/** Customers come back: ~4 tickets each unless the plan says, but enough that each working ticket has its own. */
function contactCount(plan: HistoryPlan): number {
  const wanted = plan.contacts ?? Math.ceil(plan.tickets / 4);
  return Math.max(wanted, Math.ceil((plan.pending + plan.open) * 1.5));
}

/**
 * A company's conversations, as items the product itself builds (contact, number and search tokens; ticket with
 * its index keys, the contact's ticket ref and, while live, the open marker; messages in the chat partition with
 * their refs). Each contact writes on one connection; its older tickets are closed history spread over a year,
 * and every few contacts the newest ticket is pending or open, from the last two days. `tally` is filled as
 * the items are pulled.
 */
export function* companyHistory(
  table: Table,
  company: BenchCompany,
  plan: HistoryPlan,
  random: Random,
  tally: HistoryTally,
): Generator<Item> {
  const now = Date.now();
  const contacts = contactCount(plan);
  const stride = Math.max(1, Math.floor(contacts / (plan.pending + plan.open)));
  const live = shuffled(random, [
    ...Array<TicketStatus>(plan.pending).fill('pending'),
    ...Array<TicketStatus>(plan.open).fill('open'),
  ]);
  let ticketsLeft = plan.tickets;
  for (let index = 0; index < contacts && ticketsLeft > 0; index++) {
    const contactsLeft = contacts - index;
    const average = ticketsLeft / contactsLeft;
    const count =
      contactsLeft === 1
        ? ticketsLeft
        : Math.min(random.int(1, Math.max(1, Math.round(2 * average - 1))), ticketsLeft - contactsLeft + 1);
    ticketsLeft -= count;
    const liveStatus = index % stride === 0 ? live.pop() : undefined;
    const connectionId = random.pick(company.connectionIds);
    const number = `5511${String(900_000_000 + index)}`;
    const firstAt = now - 365 * DAY + random.int(0, 30) * DAY;
    const contact = newContactRecord(
      company.companyId,
      { name: personName(random), number, whatsappId: connectionId, createdAt: iso(firstAt), updatedAt: iso(firstAt) },
      iso(firstAt),
    );
    tally.contacts++;
    yield* putItems(contactCreateItems(table, contact));
    for (let turn = 0; turn < count; turn++) {
      const isLive = liveStatus !== undefined && turn === count - 1;
      const status: TicketStatus = isLive ? liveStatus : 'closed';
      const slot = (now - 3 * DAY - firstAt) / count;
      const start = isLive ? now - random.int(7 * HOUR, 2 * DAY) : firstAt + turn * slot + random.next() * (slot / 2);
      yield* ticketItems(table, company, plan, random, { contact, connectionId, status, start }, tally);
    }
  }
}

function* ticketItems(
  table: Table,
  company: BenchCompany,
  plan: HistoryPlan,
  random: Random,
  at: { contact: ContactRecord; connectionId: string; status: TicketStatus; start: number },
  tally: HistoryTally,
): Generator<Item> {
  const { status } = at;
  const agent = status === 'pending' ? undefined : random.pick(company.agents);
  const queueId = agent
    ? random.chance(0.05)
      ? null
      : random.pick(agent.queueIds)
    : random.chance(0.1)
      ? null
      : random.pick(company.queueIds);
  const base = newTicketRecord(
    {
      companyId: company.companyId,
      contactId: at.contact.id,
      whatsappId: at.connectionId,
      status,
      queueId,
      userId: agent?.id ?? null,
    },
    iso(at.start),
  );
  const messages = conversation(random, base, {
    start: at.start,
    average: plan.messagesPerTicket,
    name: at.contact.name,
  });
  const last = messages[messages.length - 1] as MessageRecord;
  const lastReply = messages.map((message) => message.fromMe).lastIndexOf(true);
  const trailingUnread = messages.length - 1 - lastReply;
  const ticket: TicketRecord = {
    ...base,
    lastMessage: lastMessageText(last),
    unreadMessages: status === 'closed' ? 0 : trailingUnread,
    updatedAt: last.createdAt,
    acceptedAt: agent ? iso(at.start + random.int(1, 30) * 60_000) : null,
    closedAt: status === 'closed' ? last.createdAt : null,
  };
  const [marker, ...writes] = ticketCreateItems(table, ticket);
  // A closed ticket no longer holds the contact's "one open ticket" marker.
  yield* putItems(status === 'closed' ? writes : [marker as TransactItem, ...writes]);
  for (const message of messages) yield* putItems(messageCreateItems(table, message));
  tally.tickets++;
  tally.messages += messages.length;
  if (status === 'closed') keepSample(random, tally, ticket.id);
  else {
    tally.working.push({
      ticketId: ticket.id,
      status,
      queueId: ticket.queueId,
      userId: ticket.userId,
      contactNumber: at.contact.number,
      connectionId: at.connectionId,
    });
  }
}

function keepSample(random: Random, tally: HistoryTally, ticketId: string) {
  const closed = tally.tickets - tally.working.length;
  if (tally.closedSample.length < CLOSED_SAMPLE) tally.closedSample.push(ticketId);
  else if (random.int(1, closed) <= CLOSED_SAMPLE) tally.closedSample[random.int(0, CLOSED_SAMPLE - 1)] = ticketId;
}

/** The items of a transaction's puts (conditions do not apply to a fresh table's bulk load). */
export function* putItems(writes: TransactItem[]): Generator<Item> {
  for (const write of writes) {
    if (!write.Put?.Item) throw new Error('the seed expects only puts');
    yield write.Put.Item as Item;
  }
}

function shuffled<T>(random: Random, list: T[]): T[] {
  for (let index = list.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [list[index], list[other]] = [list[other] as T, list[index] as T];
  }
  return list;
}

const iso = (ms: number) => new Date(ms).toISOString();
