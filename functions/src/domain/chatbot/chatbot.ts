import type { Deps } from '../../platform/deps.js';
import { companySchedules } from '../companies/service.js';
import type { Connection } from '../connections/schema.js';
import type { ContactRecord } from '../contacts/repo.js';
import type { MessageRecord } from '../messages/repo.js';
import { listOptionsOfQueue } from '../queue-options/repo.js';
import { listQueues } from '../queues/service.js';
import type { SettingKey } from '../settings/schema.js';
import { sendTemplate } from '../tickets/automatic-messages.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { systemUpdateTicket, type SystemChange } from '../tickets/system-update.js';
import { answerOf, decide, focusQueueId, type BotDecision, type BotInput } from './decide.js';
import { getBotState, initialBotState, sameBotState, saveBotState, type BotState } from './state.js';

/** A customer message on a pending ticket nobody holds, as the chatbot sees it. */
export interface BotTurn {
  ticket: TicketRecord;
  contact: ContactRecord;
  connection: Connection;
  message: MessageRecord;
  /** The message opened the ticket. */
  newTicket: boolean;
  settings: Record<SettingKey, string>;
  /** The chatbot's state when the caller read it already (undefined inside: none stored). */
  botState?: { stored: BotState | undefined };
}

/**
 * The chatbot's turn on a customer message (docs/decisions/012): reads its state and what the decision needs,
 * decides (decide.ts), then changes the ticket, keeps the state and sends the reply, in that order, so a ticket an
 * agent changed meanwhile stops the bot before it says anything. Answers the ticket after the bot's changes.
 */
export async function runChatbot(deps: Deps, turn: BotTurn): Promise<TicketRecord> {
  const stored = turn.botState
    ? turn.botState.stored
    : await getBotState(deps.table, turn.ticket.companyId, turn.ticket.id);
  const state = stored ?? initialBotState(turn.newTicket);
  // Done with this ticket and no company hours to watch: nothing more to read.
  if (state.level === 'ended' && turn.settings.scheduleType !== 'company') return turn.ticket;
  const input = await botInput(deps, turn, state);
  return apply(deps, turn, { stored, decision: decide(input), input });
}

async function botInput(deps: Deps, turn: BotTurn, state: BotState): Promise<BotInput> {
  const { ticket, connection, settings } = turn;
  const queues = (await listQueues(deps, ticket.companyId)).filter((queue) => connection.queueIds.includes(queue.id));
  const answer = answerOf(turn.message);
  const focus = focusQueueId(state, answer, queues);
  const [options, companyHours] = await Promise.all([
    focus ? listOptionsOfQueue(deps.table, ticket.companyId, focus) : [],
    settings.scheduleType === 'company' ? companySchedules(deps, ticket.companyId) : null,
  ]);
  return {
    state,
    answer,
    ticket,
    connection,
    queues,
    options,
    scheduleType: settings.scheduleType,
    companyHours,
    now: deps.clock.now(),
    timeZone: settings.timezone,
  };
}

async function apply(
  deps: Deps,
  turn: BotTurn,
  at: { stored: BotState | undefined; decision: BotDecision; input: BotInput },
): Promise<TicketRecord> {
  const { decision, input } = at;
  let ticket = turn.ticket;
  const change = ticketChange(ticket, decision.ticket);
  if (change) {
    const written = await systemUpdateTicket(deps, ticket, change);
    // An agent changed the ticket since it was read: it is theirs; the bot stops without a word.
    if (!written) return (await getTicketRecord(deps.table, ticket.companyId, ticket.id)) ?? ticket;
    ticket = written;
  }
  if (!sameBotState(at.stored, decision.state)) {
    await saveBotState(
      deps.table,
      { companyId: ticket.companyId, ticketId: ticket.id, now: input.now },
      decision.state,
    );
  }
  await sendTemplate(deps, ticket, decision.reply, { contact: turn.contact, timeZone: input.timeZone });
  return ticket;
}

function ticketChange(ticket: TicketRecord, wanted: BotDecision['ticket']): SystemChange | undefined {
  const change: SystemChange = {};
  if (wanted.queueId !== ticket.queueId) change.queueId = wanted.queueId;
  if (wanted.chatbot !== ticket.chatbot) change.chatbot = wanted.chatbot;
  return Object.keys(change).length > 0 ? change : undefined;
}
