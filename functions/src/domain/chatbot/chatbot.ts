import type { Deps } from '../../platform/deps.js';
import type { Connection } from '../connections/schema.js';
import type { ContactRecord } from '../contacts/repo.js';
import type { MessageRecord } from '../messages/repo.js';
import type { SettingKey } from '../settings/schema.js';
import type { TicketRecord } from '../tickets/repo.js';

/** A customer message on a pending ticket nobody holds, as the chatbot sees it. */
export interface BotTurn {
  ticket: TicketRecord;
  contact: ContactRecord;
  connection: Connection;
  message: MessageRecord;
  /** The message opened the ticket. */
  newTicket: boolean;
  settings: Record<SettingKey, string>;
}

/**
 * PLACEHOLDER (issue 5, chatbot helper): queue menu, queue options, business hours. Answers the ticket after the
 * bot's changes (its queue may be set).
 */
export async function runChatbot(_deps: Deps, turn: BotTurn): Promise<TicketRecord> {
  return turn.ticket;
}
