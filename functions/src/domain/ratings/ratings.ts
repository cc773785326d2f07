import type { Deps } from '../../platform/deps.js';
import type { Connection } from '../connections/schema.js';
import type { ContactRecord } from '../contacts/repo.js';
import { recordRating } from '../dashboard/stats.js';
import { sendCompletion } from '../tickets/automatic-messages.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { endAwaitedRating, type AwaitedRating } from './awaited.js';

export { awaitedRating, type AwaitedRating } from './awaited.js';

/** Spec 2 §3 userRating: 1 Insatisfeito, 2 Satisfeito, 3 Muito satisfeito — typed alone as a text message. */
const RATING_REPLY = /^[123]$/;

/** The rating a reply gives (1–3), or null when it is not a rating. */
export function ratingOf(content: { body: string; mediaType: string }): number | null {
  if (content.mediaType !== 'chat') return null;
  const text = content.body.trim();
  return RATING_REPLY.test(text) ? Number(text) : null;
}

/**
 * The customer answered while a rating was awaited. `rating` is the value, or null when the reply was not a
 * rating; `ticket` is the rated (closed) ticket. Ends the wait (only the first of concurrent replies goes on),
 * counts the rating for the rated user on the day it came, then sends the completion message on the rated
 * ticket, which the rating question had held back.
 */
export async function concludeRating(
  deps: Deps,
  input: {
    awaited: AwaitedRating;
    rating: number | null;
    ticket: TicketRecord | undefined;
    contact: ContactRecord;
    connection: Connection;
  },
): Promise<void> {
  const { awaited, rating, contact, connection } = input;
  if (!(await endAwaitedRating(deps, awaited))) return;
  const ticket = input.ticket ?? (await getTicketRecord(deps.table, awaited.companyId, awaited.ticketId));
  if (!ticket) return;
  if (rating !== null) {
    await recordRating(deps, awaited.companyId, awaited.userId, rating, deps.clock.now().toISOString());
  }
  await sendCompletion(deps, ticket, { contact, connection });
}
