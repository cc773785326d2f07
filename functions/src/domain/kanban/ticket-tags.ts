import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { getTagRecord, getTagRecords } from '../tags/repo.js';
import { tagNotFound } from '../tags/service.js';
import { retagTicket } from '../tags/sync.js';
import type { Ticket } from '../tickets/schema.js';

/**
 * PUT /ticket-tags/{ticketId}/{tagId}: the ticket takes the tag (already carried: nothing changes). Through the
 * tags' own sync, so the tag's ticket entries, its count and the ticket's update event follow.
 */
export async function addTicketTag(deps: Deps, actor: Actor, ticketId: string, tagId: string): Promise<Ticket> {
  return retagTicket(deps, actor, ticketId, async (ticket) => {
    if (ticket.tagIds.includes(tagId)) return ticket.tagIds;
    if (!(await getTagRecord(deps.table, actor.companyId, tagId))) throw tagNotFound();
    return [...ticket.tagIds, tagId];
  });
}

/**
 * DELETE /ticket-tags/{ticketId}: the ticket leaves its kanban lane (as Whaticket: its tags with the kanban flag
 * go, its other tags stay).
 */
export async function removeKanbanTags(deps: Deps, actor: Actor, ticketId: string): Promise<Ticket> {
  return retagTicket(deps, actor, ticketId, async (ticket) => {
    if (ticket.tagIds.length === 0) return [];
    const tags = await getTagRecords(deps.table, actor.companyId, ticket.tagIds);
    const lanes = new Set(tags.filter((tag) => tag.kanban === 1).map((tag) => tag.id));
    return ticket.tagIds.filter((id) => !lanes.has(id));
  });
}
