import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import type { BotState } from '../chatbot/state.js';
import type { Connection } from '../connections/schema.js';
import type { ContactRecord } from '../contacts/repo.js';
import type { MessageRecord } from '../messages/repo.js';
import { concludeRating, type AwaitedRating } from '../ratings/ratings.js';
import { cachedSettings } from '../lookups/company-records.js';
import { onCustomerActivity } from '../ticket-timers/ticket-timers.js';
import { runBotPhase } from './bot-phase.js';
import type { TicketRecord } from '../tickets/repo.js';

/** A customer's message once stored and announced: what the product does about it by itself. */
export interface CustomerTurn {
  connection: Connection;
  contact: ContactRecord;
  /** The ticket as stored after the message. */
  ticket: TicketRecord;
  message: MessageRecord;
  newTicket: boolean;
  /** A rating was awaited from this contact on this connection when the message came. */
  awaited?: { rating: AwaitedRating; value: number | null; ratedTicket: TicketRecord | undefined };
  /** The chatbot's state, when it was read with the ticket as stored. */
  botState?: { stored: BotState | undefined };
}

/**
 * The automations of a customer message, in order (docs/decisions/012):
 * 1. a reply to a rating question is recorded (or, not being a rating, ends the wait) and the completion message
 *    goes; a rating reply was stored on the rated ticket and ends here;
 * 2. on a pending ticket nobody holds, the bot phase answers (bot-phase.ts): an AI prompt or an integration the
 *    queue or connection points at, else the chatbot (menus, queue choice, options, business hours);
 * 3. the ticket timers are armed (inactivity close, transfer of a ticket waiting without a queue).
 * Call entries are left out (the calls setting has its own answer, in ingest-call.ts). The automations run
 * after the message's events went out, at most once: a retried job finds the message published and does not
 * send a menu twice. A failure is logged, never turned into a lost customer message.
 */
export async function afterCustomerMessage(deps: Deps, turn: CustomerTurn): Promise<void> {
  // A call entry is not something the customer wrote: it answers no menu and no rating question.
  if (turn.message.mediaType === 'call_log') return;
  try {
    if (turn.awaited) {
      const { rating, value, ratedTicket } = turn.awaited;
      await concludeRating(deps, {
        awaited: rating,
        rating: value,
        ticket: ratedTicket,
        contact: turn.contact,
        connection: turn.connection,
      });
      if (value !== null) return;
    }
    let ticket = turn.ticket;
    if (ticket.status === 'pending' && !ticket.userId && !ticket.isGroup) {
      const settings = await cachedSettings(deps, ticket.companyId);
      ticket = await runBotPhase(deps, { ...turn, ticket, settings });
    }
    await onCustomerActivity(deps, { ticket, connection: turn.connection, newTicket: turn.newTicket });
  } catch (error) {
    log('error', { where: 'inbound.automation', ticketId: turn.ticket.id, error: String(error) });
  }
}
