import type { Deps } from '../../platform/deps.js';
import type { TicketRecord } from '../tickets/repo.js';

/**
 * Dashboard counters (docs/decisions/010): each ticket write and each new contact adds to the counters of its
 * company day with UpdateItem ADD, so the dashboard reads a few day items instead of every ticket.
 * Contract for the tickets and contacts code; the dashboard implements it.
 */
export async function recordTicketChange(
  _deps: Pick<Deps, 'table' | 'clock'>,
  _before: TicketRecord | undefined,
  _after: TicketRecord,
): Promise<void> {}

export async function recordNewContact(
  _deps: Pick<Deps, 'table' | 'clock'>,
  _companyId: string,
  _createdAt: string,
): Promise<void> {}
