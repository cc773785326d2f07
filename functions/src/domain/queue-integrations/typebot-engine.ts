import type { BotMessage, IntegrationEngine, IntegrationReply, IntegrationTurn } from './engine.js';
import { continueChat, startChat, type TypebotTurn } from './typebot-api.js';
import { WebhookAnswer } from './webhook-engine.js';

/**
 * A Typebot flow as the ticket's bot (docs/decisions/053): the first message (or the first after the session
 * expired, typebotExpires minutes of silence; 0 never expires) starts a chat by typebotSlug, later ones continue
 * it. typebotKeywordRestart says typebotRestartMessage and starts over; typebotKeywordFinish, or the flow's end,
 * hands the ticket to people. typebotUnknownMessage answers when the bot says nothing. A text bubble of the form
 * `#{"action":"close"}` or `#{"action":"queue","queueId":"…"}` is an action, not a message.
 */
export const typebotEngine: IntegrationEngine = {
  async turn(_deps, turn): Promise<IntegrationReply> {
    const { integration } = turn;
    // A file without a caption answers with its link (Typebot takes text; a file input accepts a URL).
    const text = turn.message.body.trim() || turn.mediaUrl || '';
    const said = text.toLowerCase();
    if (keyword(integration.typebotKeywordFinish) === said) return { messages: [], action: 'queue' };
    const restart = keyword(integration.typebotKeywordRestart) === said;
    const sessionId = restart || expired(turn) ? undefined : turn.session?.data.sessionId;
    const before: BotMessage[] =
      restart && integration.typebotRestartMessage ? [{ text: integration.typebotRestartMessage }] : [];
    const bot = sessionId
      ? await continueChat(integration.urlN8N, sessionId, answerOf(text, turn.session?.data.choices))
      : await startChat(integration.urlN8N, integration.typebotSlug, variables(turn));
    return replyOf(turn, bot, before, bot.sessionId ?? sessionId ?? '');
  },

  /** testSession: the bot's start endpoint answers a session (a test chat is started in Typebot's results). */
  async test(_deps, integration): Promise<void> {
    await startChat(integration.urlN8N, integration.typebotSlug, { number: '', name: 'testSession' });
  },
};

function replyOf(turn: IntegrationTurn, bot: TypebotTurn, before: BotMessage[], sessionId: string): IntegrationReply {
  const { integration } = turn;
  const actions = bot.messages.flatMap((message) => ('text' in message ? (actionOf(message.text) ?? []) : []));
  const shown = bot.messages.filter((message) => !('text' in message) || !actionOf(message.text));
  const choices = bot.choices.map((choice, index) => `*${index + 1}* - ${choice}`).join('\n');
  const messages = [...before, ...shown, ...(choices ? [{ text: choices }] : [])];
  if (messages.length === 0 && integration.typebotUnknownMessage && actions.length === 0) {
    messages.push({ text: integration.typebotUnknownMessage });
  }
  const action = actions.at(-1) ?? (bot.waiting ? undefined : { action: 'queue' as const, queueId: null });
  return {
    messages,
    delayMs: integration.typebotDelayMessage,
    ...(action ? { action: action.action, queueId: action.queueId ?? null } : {}),
    data: { sessionId, ...(bot.choices.length ? { choices: JSON.stringify(bot.choices) } : {}) },
  };
}

const keyword = (value: string) => (value.trim() ? value.trim().toLowerCase() : undefined);

function expired(turn: IntegrationTurn): boolean {
  const minutes = turn.integration.typebotExpires;
  if (!turn.session || minutes <= 0) return false;
  return turn.now.getTime() - Date.parse(turn.session.lastAt) > minutes * 60_000;
}

/** A number picks one of the buttons offered as a list; anything else goes as typed. */
function answerOf(text: string, choices: string | undefined): string {
  if (!choices || !/^\d+$/.test(text)) return text;
  const list = JSON.parse(choices) as string[];
  return list[Number(text) - 1] ?? text;
}

function variables(turn: IntegrationTurn): Record<string, string> {
  return { number: turn.contact.number, name: turn.contact.name, ticketId: turn.ticket.id };
}

/** `#{"action":"close"}`: an action bubble of the flow. */
function actionOf(text: string): { action: 'queue' | 'close'; queueId?: string | null } | undefined {
  if (!text.startsWith('#{')) return undefined;
  try {
    const parsed = WebhookAnswer.safeParse(JSON.parse(text.slice(1)));
    return parsed.success && parsed.data.action
      ? { action: parsed.data.action, queueId: parsed.data.queueId }
      : undefined;
  } catch {
    return undefined;
  }
}
