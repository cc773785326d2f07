import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import type { Table } from '../../platform/table.js';
import { assertCanOpen } from '../tickets/access.js';
import { publishTicketUpdate } from '../tickets/events.js';
import { hydrateTicket } from '../tickets/hydrate.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import type { Ticket } from '../tickets/schema.js';
import { publishTagCounts } from './events.js';
import { getTagRecords, taggedTicketDelete, taggedTicketIds, taggedTicketPut, ticketsCountItem } from './repo.js';
import { MAX_TAG_CHANGES, type TagSync } from './schema.js';

const ticketNotFound = () => new AppError('ERR_NO_TICKET_FOUND', 404, 'Ticket não encontrado.');
const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, message);

/**
 * POST /tags/sync: the ticket's tags become exactly the list sent. The ticket (guarded by its revision), the
 * tag-filter entries and the tags' ticket counts change in one transaction; a tag deleted meanwhile fails its
 * count's condition and the sync is judged again.
 */
export async function syncTicketTags(deps: Deps, actor: Actor, input: TagSync): Promise<Ticket> {
  const wanted = input.tags.map((tag) => tag.id);
  return retagTicket(deps, actor, input.ticketId, () => wanted);
}

/** The tags a ticket is to carry, worked out from the ticket as stored (read again on each retry). */
export type WantedTags = (ticket: TicketRecord) => string[] | Promise<string[]>;

/**
 * Every change of a ticket's tags (the ticket view's sync, the kanban board's moves): the ticket's tags become
 * `wantedOf(ticket)`, judged on the ticket the caller may open, with the tag-filter entries, the counts and the
 * ticket's update event as syncTicketTags describes.
 */
export async function retagTicket(deps: Deps, actor: Actor, ticketId: string, wantedOf: WantedTags): Promise<Ticket> {
  const { record, changed } = await retryOnStale<{ record: TicketRecord; changed: string[] }>(async () => {
    const ticket = await getTicketRecord(deps.table, actor.companyId, ticketId);
    if (!ticket) throw ticketNotFound();
    assertCanOpen(actor, ticket);
    const wanted = [...new Set(await wantedOf(ticket))];
    const added = wanted.filter((id) => !ticket.tagIds.includes(id));
    const removed = ticket.tagIds.filter((id) => !wanted.includes(id));
    if (added.length + removed.length === 0) return { record: ticket, changed: [] };
    if (added.length + removed.length > MAX_TAG_CHANGES) {
      throw invalid(`No máximo ${MAX_TAG_CHANGES} etiquetas podem mudar de uma vez.`);
    }
    const existing = new Set(
      (await getTagRecords(deps.table, actor.companyId, [...added, ...removed])).map((t) => t.id),
    );
    if (added.some((id) => !existing.has(id))) throw invalid('Etiqueta não encontrada.');
    await transactGuarded(deps.table, [
      ticketTagsWrite(deps.table, ticket, wanted),
      ...added.flatMap((id) => tagLink(deps.table, ticket, id, 1)),
      ...removed.flatMap((id) => tagLink(deps.table, ticket, id, existing.has(id) ? -1 : 0)),
    ]);
    return { record: { ...ticket, tagIds: wanted, rev: ticket.rev + 1 }, changed: [...added, ...removed] };
  });
  if (changed.length > 0) {
    await publishTicketUpdate(deps, record);
    await publishTagCounts(deps, actor.companyId, changed);
  }
  return hydrateTicket(deps, record);
}

/** Takes a deleted tag off every ticket that carried it, a page of its tag-filter entries at a time. */
export async function untagTickets(deps: Deps, companyId: string, tagId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await taggedTicketIds(deps.table, companyId, tagId, cursor);
    for (const ticketId of page.ticketIds) await untagTicket(deps, companyId, tagId, ticketId);
    cursor = page.cursor;
  } while (cursor);
}

async function untagTicket(deps: Deps, companyId: string, tagId: string, ticketId: string): Promise<void> {
  const record = await retryOnStale(async () => {
    const ticket = await getTicketRecord(deps.table, companyId, ticketId);
    const unlink = { item: taggedTicketDelete(deps.table, companyId, tagId, ticketId) };
    if (!ticket?.tagIds.includes(tagId)) {
      await transactGuarded(deps.table, [unlink]);
      return undefined;
    }
    const tagIds = ticket.tagIds.filter((id) => id !== tagId);
    await transactGuarded(deps.table, [ticketTagsWrite(deps.table, ticket, tagIds), unlink]);
    return { ...ticket, tagIds, rev: ticket.rev + 1 };
  });
  if (record) await publishTicketUpdate(deps, record);
}

/**
 * A ticket's deletion, as tag writes for its transaction: its tag-filter entries go and each tag that still
 * exists counts one ticket less (a tag deleted meanwhile fails its condition and the deletion is judged again).
 */
export async function ticketTagsRelease(table: Table, ticket: TicketRecord): Promise<GuardedWrite[]> {
  if (ticket.tagIds.length === 0) return [];
  const existing = new Set((await getTagRecords(table, ticket.companyId, ticket.tagIds)).map((tag) => tag.id));
  return ticket.tagIds.flatMap((id) => tagLink(table, ticket, id, existing.has(id) ? -1 : 0));
}

/** The ticket's new tag list, only if the ticket is still the revision read. Tagging does not reorder lists. */
function ticketTagsWrite(table: Table, ticket: TicketRecord, tagIds: string[]): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: table.name,
        Key: keys.ticket(ticket.companyId, ticket.id),
        ...revisedUpdate({ tagIds }, ticket.rev),
      },
    },
    onConditionFailure: () => new StaleRecord(),
  };
}

/** The tag-filter entry and the tag's count for one added (1) or removed (-1, or 0 for a deleted tag) tag. */
function tagLink(table: Table, ticket: TicketRecord, tagId: string, delta: 1 | -1 | 0): GuardedWrite[] {
  const entry = delta === 1 ? taggedTicketPut : taggedTicketDelete;
  const writes: GuardedWrite[] = [{ item: entry(table, ticket.companyId, tagId, ticket.id) }];
  if (delta !== 0) {
    writes.push({
      item: ticketsCountItem(table, ticket.companyId, tagId, delta),
      onConditionFailure: () => new StaleRecord(),
    });
  }
  return writes;
}
