import { unseal } from '../../platform/crypto/sealed.js';
import { aiSettingsFromEnv, AiError, completeChat, type ChatMessage } from '../../platform/ai/chat-completions.js';
import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import type { BotTurn } from '../chatbot/chatbot.js';
import type { BotEngine } from '../inbound/bot-phase.js';
import { listChatPage } from '../messages/repo.js';
import type { MessageRecord } from '../messages/record.js';
import { sendAutomatic } from '../messages/send.js';
import { cachedCompanyPlan } from '../plans/cached-plan.js';
import { getQueueRecord } from '../queues/repo.js';
import { getTicketRecord, type TicketRecord } from '../tickets/repo.js';
import { handOver, isHandedOver } from './assistant-state.js';
import { heardText, sendVoiceNote } from './assistant-voice.js';
import { getPromptRecord, listPromptRecords, type PromptRecord } from './repo.js';

/**
 * The model's way to hand the conversation to people (docs/decisions/052): an answer containing it stops the
 * assistant for the ticket; the marker is removed and whatever else the answer says is still sent.
 */
export const HANDOVER_MARKER = '[[HUMANO]]';

/** Told to the model after the company's prompt, so it knows the marker. */
const HANDOVER_INSTRUCTION =
  `Se o cliente pedir para falar com uma pessoa, ou se você não puder ajudar, inclua ${HANDOVER_MARKER} na ` +
  'resposta: a conversa passa para um atendente humano.';

/** A customer asking for a person, in the product's languages (accents ignored). */
const HUMAN_REQUEST =
  /\b(atendente|humano|humana|operador|operadora|pessoa de verdade|human|agent|representative|agente|persona)\b/;

/**
 * The AI assistant of a prompt (spec 3 §3): answers a pending ticket nobody holds when its queue (or, without a
 * queue, its connection) names a prompt, until it hands over to people. A failure of the AI service hands over
 * too, with a note why; the customer's message is already stored either way.
 */
export const assistantEngine: BotEngine = {
  name: 'assistant',
  async answer(deps, turn) {
    const { ticket } = turn;
    if (ticket.isGroup) return undefined;
    const plan = await cachedCompanyPlan(deps, ticket.companyId);
    if (plan && !plan.useOpenAi) return undefined;
    const prompt = await promptOf(deps, turn);
    // No prompt (or a deleted one): the queue's menus answer.
    if (!prompt) return undefined;
    // Handed over: people answer; neither the assistant nor the menus speak again.
    if (await isHandedOver(deps, ticket)) return ticket;
    if (asksForHuman(turn.message.body)) {
      await handOver(deps, ticket, 'customer');
      return ticket;
    }
    return converse(deps, turn, prompt);
  },
};

/**
 * The prompt the queue names by `promptId` (or the connection, while the ticket has no queue); a queue that names
 * none is still answered by a prompt saved on it (the prompt's `queueId`: spec 3 §1, "tied to a queue").
 */
async function promptOf(deps: Deps, turn: BotTurn): Promise<PromptRecord | undefined> {
  const { ticket, connection } = turn;
  const { companyId, queueId } = ticket;
  if (!queueId) return connection.promptId ? getPromptRecord(deps.table, companyId, connection.promptId) : undefined;
  const named = (await getQueueRecord(deps.table, companyId, queueId))?.promptId;
  if (named) return getPromptRecord(deps.table, companyId, named);
  return (await listPromptRecords(deps.table, companyId)).find((prompt) => prompt.queueId === queueId);
}

async function converse(deps: Deps, turn: BotTurn, prompt: PromptRecord): Promise<TicketRecord> {
  const { ticket } = turn;
  const heard = await heardText(deps, prompt, turn.message);
  if (heard !== undefined && asksForHuman(heard)) {
    await handOver(deps, ticket, 'customer');
    return ticket;
  }
  let answer: string;
  try {
    answer = await completeChat(aiSettingsFromEnv(), {
      apiKey: unseal(deps.config.dataKey, prompt.apiKeySealed),
      messages: [
        { role: 'system', content: `${prompt.prompt}\n\n${HANDOVER_INSTRUCTION}` },
        ...(await history(deps, turn, prompt.maxMessages, heard)),
      ],
      maxTokens: prompt.maxTokens,
      temperature: prompt.temperature,
    });
  } catch (error) {
    const reason = error instanceof AiError ? error.reason : 'bad-key';
    log('warn', { where: 'assistant', ticketId: ticket.id, reason, error: String(error) });
    await handOver(deps, ticket, reason);
    return ticket;
  }
  // An agent took the ticket while the model thought: it is theirs, the assistant says nothing.
  const now = (await getTicketRecord(deps.table, ticket.companyId, ticket.id)) ?? ticket;
  if (now.status !== 'pending' || now.userId) return now;
  const handsOver = answer.includes(HANDOVER_MARKER);
  const text = answer.split(HANDOVER_MARKER).join('').trim();
  if (text) {
    await sendAutomatic(deps, now, text, { contact: turn.contact });
    await sendVoiceNote(deps, { ticket: now, contact: turn.contact, prompt }, text);
  }
  if (handsOver) await handOver(deps, now, 'model');
  return now;
}

/** The ticket's last `max` messages, oldest first: the customer's as `user`, the company's as `assistant`. */
async function history(deps: Deps, turn: BotTurn, max: number, heard?: string): Promise<ChatMessage[]> {
  const { ticket } = turn;
  const page = await listChatPage(
    deps.table,
    { companyId: ticket.companyId, contactId: ticket.contactId, connectionId: ticket.whatsappId },
    { limit: max },
  );
  const ofTicket = page.messages.filter((message) => message.ticketId === ticket.id);
  if (!ofTicket.some((message) => message.id === turn.message.id)) ofTicket.unshift(turn.message);
  return ofTicket
    .slice(0, max)
    .reverse()
    .map((message) => ({
      role: message.fromMe ? 'assistant' : 'user',
      content: heard !== undefined && message.id === turn.message.id ? heard : contentOf(message),
    }));
}

function contentOf(message: MessageRecord): string {
  if (message.body.trim()) return message.body;
  return message.mediaType === 'chat' ? '' : `[${message.mediaType}]`;
}

export function asksForHuman(text: string): boolean {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return HUMAN_REQUEST.test(plain);
}
