import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key } from '../../platform/table.js';
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

/** How long the customer's next message may still be a rating (docs/decisions/012). */
export const RATING_WAIT_SECONDS = 24 * 60 * 60;

const keyOf = (rating: Pick<AwaitedRating, 'companyId' | 'contactId' | 'connectionId'>) =>
  keys.awaitedRating(rating.companyId, rating.contactId, rating.connectionId);

/**
 * The rating awaited from the contact on the connection. DynamoDB removes expired items only eventually, so an
 * item past its expiry counts as gone.
 */
export async function awaitedRating(
  deps: Pick<Deps, 'table' | 'clock'>,
  companyId: string,
  contactId: string,
  connectionId: string,
): Promise<AwaitedRating | undefined> {
  const item = await deps.table.get<AwaitedRating & Key>(keyOf({ companyId, contactId, connectionId }));
  if (!item || item.expiresAt * 1000 <= deps.clock.now().getTime()) return undefined;
  const { pk: _pk, sk: _sk, ...rating } = item;
  return rating;
}

/**
 * The closed ticket's user is to be rated by the contact's next message on the connection. A later close on the
 * same connection replaces it: the customer rates the last conversation.
 */
export async function awaitRating(
  deps: Pick<Deps, 'table' | 'clock'>,
  ticket: Pick<TicketRecord, 'companyId' | 'contactId' | 'whatsappId' | 'id'>,
  userId: string,
): Promise<AwaitedRating> {
  const now = deps.clock.now();
  const rating: AwaitedRating = {
    companyId: ticket.companyId,
    contactId: ticket.contactId,
    connectionId: ticket.whatsappId,
    ticketId: ticket.id,
    userId,
    askedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + RATING_WAIT_SECONDS,
  };
  await deps.table.put({ ...keyOf(rating), ...rating });
  return rating;
}

/**
 * Ends the wait for this rating; answers whether this caller ended it. Only one of two replies handled at once
 * (or a retried job) wins, so a rating is counted once; a newer rating awaited since is left alone.
 */
export async function endAwaitedRating(deps: Pick<Deps, 'table'>, rating: AwaitedRating): Promise<boolean> {
  try {
    await deps.table.delete(keyOf(rating), {
      ConditionExpression: 'ticketId = :ticketId AND askedAt = :askedAt',
      ExpressionAttributeValues: { ':ticketId': rating.ticketId, ':askedAt': rating.askedAt },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
