import type { Deps } from '../../platform/deps.js';
import { StaleRecord, transactGuarded } from '../../platform/guarded-transact.js';
import { isLive, liveLeft } from './live-count.js';
import { openMarkerRelease, ticketUpdateItem, type TicketRecord } from './repo.js';
import { afterWrite } from './service.js';
import { stamped } from './transitions.js';

/** What the product itself changes on a ticket: the chatbot's queue, a timer's transfer or close. */
export type SystemChange = Partial<Pick<TicketRecord, 'status' | 'userId' | 'queueId' | 'chatbot'>>;

/**
 * Applies a change made by the product, not by an agent, to the ticket as it was read: guarded by its revision,
 * so a change an agent made meanwhile wins and this one is dropped (answer undefined). Closing releases the
 * open-ticket marker and takes the ticket off its connection's count; the live lists and dashboard counters
 * follow as for an agent's change. Answers the ticket as written.
 */
export async function systemUpdateTicket(
  deps: Deps,
  current: TicketRecord,
  change: SystemChange,
): Promise<TicketRecord | undefined> {
  const now = deps.clock.now().toISOString();
  const next = stamped(
    current,
    { ...current, ...change, updatedAt: now > current.updatedAt ? now : current.updatedAt },
    now,
  );
  const closing = isLive(current) && !isLive(next);
  try {
    await transactGuarded(deps.table, [
      { item: ticketUpdateItem(deps.table, current, next), onConditionFailure: () => new StaleRecord() },
      ...(closing ? [{ item: openMarkerRelease(deps.table, current) }, liveLeft(deps.table, current)] : []),
    ]);
  } catch (error) {
    if (error instanceof StaleRecord) return undefined;
    throw error;
  }
  const written = { ...next, rev: current.rev + 1 };
  await afterWrite(deps, current, written);
  return written;
}
