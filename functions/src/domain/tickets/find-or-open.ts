import type { Deps } from '../../platform/deps.js';
import { transactGuarded } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { liveEntered } from './live-count.js';
import { ticketListAdd } from './contact-ticket-list.js';
import { findOpenTicketId, getTicketRecord, newTicketRecord, ticketCreateItems, type TicketRecord } from './repo.js';

/**
 * The contact's open or pending ticket on the connection, opened (pending, no user) when there is none. Two
 * concurrent callers race on the marker; the loser reads the winner's ticket, so there is never a second one.
 * A connection deleted meanwhile takes no new ticket: ERR_NO_WAPP_FOUND (docs/decisions/024).
 */
export async function findOrOpenTicket(
  deps: Pick<Deps, 'table' | 'clock'>,
  input: {
    companyId: string;
    contactId: string;
    connectionId: string;
    isGroup: boolean;
    /** The queue a new ticket starts in (a connection with one queue gives it at once). */
    queueId?: string | null;
    at?: string;
  },
): Promise<{ ticket: TicketRecord; created: boolean }> {
  const { table } = deps;
  for (let attempt = 0; attempt < 3; attempt++) {
    const openId = await findOpenTicketId(table, input.companyId, input.contactId, input.connectionId);
    const open = openId ? await getTicketRecord(table, input.companyId, openId) : undefined;
    if (open && open.status !== 'closed') return { ticket: open, created: false };
    // A marker left by a closed (or deleted) ticket must not hold new messages: it is released, then retried.
    if (openId) await releaseStaleMarker(table, input, openId);
    const now = input.at ?? deps.clock.now().toISOString();
    const ticket = newTicketRecord(
      {
        companyId: input.companyId,
        contactId: input.contactId,
        whatsappId: input.connectionId,
        status: 'pending',
        isGroup: input.isGroup,
        queueId: input.queueId ?? null,
      },
      now,
    );
    try {
      await transactGuarded(table, [
        ...[...ticketCreateItems(table, ticket), ticketListAdd(table, ticket)].map((item) => ({ item })),
        ...liveEntered(table, ticket),
      ]);
      return { ticket, created: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Another event opened it first (or a stale marker points nowhere): read again.
    }
  }
  throw new Error(`Could not find or open a ticket for contact ${input.contactId}`);
}

async function releaseStaleMarker(
  table: Table,
  input: { companyId: string; contactId: string; connectionId: string },
  ticketId: string,
): Promise<void> {
  await table
    .delete(keys.openTicket(input.companyId, input.contactId, input.connectionId), {
      ConditionExpression: 'ticketId = :ticketId',
      ExpressionAttributeValues: { ':ticketId': ticketId },
    })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
