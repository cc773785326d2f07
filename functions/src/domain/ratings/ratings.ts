import type { Deps } from '../../platform/deps.js';
import type { Connection } from '../connections/schema.js';
import type { ContactRecord } from '../contacts/repo.js';
import type { TicketRecord } from '../tickets/repo.js';

/** A rating asked when a ticket closed (keys.awaitedRating). */
export interface AwaitedRating {
  companyId: string;
  contactId: string;
  connectionId: string;
  ticketId: string;
  /** The user being rated. */
  userId: string;
  askedAt: string;
  /** Epoch seconds (TTL). */
  expiresAt: number;
}

/** PLACEHOLDER (issue 5, automatic-messages helper): the rating awaited from the contact on the connection. */
export async function awaitedRating(
  _deps: Pick<Deps, 'table' | 'clock'>,
  _companyId: string,
  _contactId: string,
  _connectionId: string,
): Promise<AwaitedRating | undefined> {
  return undefined;
}

/** PLACEHOLDER: the rating a reply gives (1–3), or null when it is not a rating. */
export function ratingOf(_content: { body: string; mediaType: string }): number | null {
  return null;
}

/**
 * PLACEHOLDER: the customer answered while a rating was awaited. `rating` is the value, or null when the reply
 * was not a rating; `ticket` is the rated (closed) ticket. Records it, ends the wait, sends the completion message.
 */
export async function concludeRating(
  _deps: Deps,
  _input: {
    awaited: AwaitedRating;
    rating: number | null;
    ticket: TicketRecord | undefined;
    contact: ContactRecord;
    connection: Connection;
  },
): Promise<void> {}
