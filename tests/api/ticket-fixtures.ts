import { recordTicketChange } from '../../functions/src/domain/dashboard/stats.js';
import {
  getTicketRecord,
  newTicketRecord,
  ticketCreateItems,
  ticketItem,
  type TicketRecord,
} from '../../functions/src/domain/tickets/repo.js';
import { transactGuarded } from '../../functions/src/platform/guarded-transact.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/**
 * Tickets written as the tickets domain stores them, at the harness clock's time, each followed by the
 * dashboard counters like a ticket write through the API. For tests of the features around tickets (tags,
 * notes, dashboard) that must not depend on the tickets API's own rules.
 */
export function ticketFixtures(ctx: TestContext) {
  const now = () => ctx.clock.now().toISOString();

  async function openTicket(companyId: string, fields: Partial<TicketRecord> = {}): Promise<TicketRecord> {
    const ticket = newTicketRecord(
      { companyId, contactId: newId(), whatsappId: newId(), status: 'pending', ...fields },
      now(),
    );
    await transactGuarded(
      ctx.deps.table,
      ticketCreateItems(ctx.deps.table, ticket).map((item) => ({ item })),
    );
    await recordTicketChange(ctx.deps, undefined, ticket);
    return ticket;
  }

  /** Rewrites the ticket as it is stored now with the changes, one revision on. */
  async function changeTicket(ticket: TicketRecord, changes: Partial<TicketRecord>): Promise<TicketRecord> {
    const current = (await getTicketRecord(ctx.deps.table, ticket.companyId, ticket.id)) ?? ticket;
    const next = { ...current, ...changes, updatedAt: now(), rev: current.rev + 1 };
    await ctx.deps.table.transact([{ Put: { TableName: ctx.deps.table.name, Item: ticketItem(next) } }]);
    await recordTicketChange(ctx.deps, current, next);
    return next;
  }

  const accept = (ticket: TicketRecord, userId: string) =>
    changeTicket(ticket, { status: 'open', userId, acceptedAt: ticket.acceptedAt ?? now() });
  const close = (ticket: TicketRecord) => changeTicket(ticket, { status: 'closed', closedAt: now() });

  return { openTicket, changeTicket, accept, close };
}
