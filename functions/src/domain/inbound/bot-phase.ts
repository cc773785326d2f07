import type { Deps } from '../../platform/deps.js';
import { runChatbot, type BotTurn } from '../chatbot/chatbot.js';
import { assistantEngine } from '../prompts/assistant.js';
import { integrationBotEngine } from '../queue-integrations/bot.js';
import type { TicketRecord } from '../tickets/repo.js';

/**
 * Something that answers customers in a ticket's bot phase in place of the menus: the AI assistant of a prompt, a
 * queue integration (webhook, n8n, Typebot, Dialogflow). A queue — or, while the ticket has none, its
 * connection — points at one by `promptId` or `integrationId` (spec 2 §3, spec 3 §3).
 */
export interface BotEngine {
  /** For logs. */
  name: string;
  /**
   * Takes the turn when the ticket's queue (or connection) uses this engine and its conversation with the customer
   * is not over: answers, and returns the ticket as it is after. `undefined`: not this engine's turn.
   */
  answer(deps: Deps, turn: BotTurn): Promise<TicketRecord | undefined>;
}

/** In order: the first engine that takes the turn answers it; the chatbot's menus answer when none does. */
const ENGINES: BotEngine[] = [integrationBotEngine, assistantEngine];

/** A customer's message on a pending ticket nobody holds: an engine's turn, or else the chatbot's. */
export async function runBotPhase(deps: Deps, turn: BotTurn): Promise<TicketRecord> {
  for (const engine of ENGINES) {
    const after = await engine.answer(deps, turn);
    if (after) return after;
  }
  return runChatbot(deps, turn);
}
