import { withinHours, type DayHours } from '../common/business-hours.js';
import type { Connection } from '../connections/schema.js';
import type { QueueOption } from '../queue-options/schema.js';
import type { Queue } from '../queues/schema.js';
import { BACK_KEY, optionMenu, optionsUnder, pickedQueue, queueMenu, START_KEY, typedKey } from './menus.js';
import { botTalking, initialBotState, type BotState } from './state.js';

export type BotQueue = Pick<Queue, 'id' | 'name' | 'greetingMessage' | 'outOfHoursMessage' | 'schedules'>;

/** Everything one turn of the bot depends on; `decide` reads nothing else. */
export interface BotInput {
  state: BotState;
  /** The customer's text, trimmed; null for anything that is not a text (media never answers a menu). */
  answer: string | null;
  ticket: { queueId: string | null; chatbot: boolean };
  connection: Pick<Connection, 'greetingMessage' | 'outOfHoursMessage' | 'timeUseBotQueues' | 'maxUseBotQueues'>;
  /** The connection's queues in list order: the menu numbers them 1..n. */
  queues: readonly BotQueue[];
  /** The options of the queue `focusQueueId` names (others are ignored). */
  options: readonly QueueOption[];
  scheduleType: string;
  /** The company's weekly hours, needed when scheduleType is `company`. */
  companyHours: readonly DayHours[] | null;
  now: Date;
  timeZone: string;
}

export interface BotDecision {
  state: BotState;
  /** A template to render and send; '' sends nothing. */
  reply: string;
  /** The ticket's queue and chatbot flag after the turn. */
  ticket: { queueId: string | null; chatbot: boolean };
}

/** Only a text answers a menu; media, stickers and locations count as wrong answers. */
export function answerOf(message: { body: string; mediaType: string }): string | null {
  return message.mediaType === 'chat' ? message.body.trim() : null;
}

/** The queue whose options this turn may need, so the caller reads one tree at most. */
export function focusQueueId(state: BotState, answer: string | null, queues: readonly BotQueue[]): string | null {
  if (state.level === 'ended') return null;
  if (state.level === 'option' || state.level === 'leaf') return state.queueId;
  if (queues.length === 1) return queues[0]?.id ?? null;
  if (state.level === 'queue') return pickedQueue(answer, queues)?.id ?? null;
  return null;
}

/** One turn of the bot: what to send, where the ticket goes and where the conversation stands. */
export function decide(input: BotInput): BotDecision {
  const state = routedElsewhere(input) ? endedState(input.state) : input.state;
  const turn = { ...input, state };
  const closed = outOfCompanyHours(turn);
  if (closed) return closed;
  const inside = { ...turn, state: { ...state, outOfHoursNotified: false } };
  if (state.level === 'start') return start(inside);
  if (state.level === 'queue') return answerQueueMenu(inside);
  if (state.level === 'option') return answerOptionMenu(inside);
  if (state.level === 'leaf') return answerAfterLeaf(inside);
  return result(inside.state, '', inside.ticket.queueId);
}

function result(state: BotState, reply: string, queueId: string | null): BotDecision {
  return { state, reply, ticket: { queueId, chatbot: botTalking(state.level) } };
}

const endedState = (state: BotState): BotState => ({
  ...initialBotState(false),
  outOfHoursNotified: state.outOfHoursNotified,
});

/** The bot is done: the reply (maybe none) goes and the ticket waits for an agent where it is. */
const ended = (input: BotInput, reply: string, queueId = input.ticket.queueId) =>
  result(endedState(input.state), reply, queueId);

/** A menu goes after a right answer: a new level, sent once so far. */
function menuSent(input: BotInput, reply: string, at: Pick<BotState, 'level' | 'queueId' | 'path'>): BotDecision {
  const state = { ...input.state, ...at, sends: 1, lastSentAt: input.now.toISOString() };
  return result(state, reply, at.queueId);
}

/**
 * Someone else took over since the bot's last word: the ticket is in another queue (an agent's transfer, the
 * transfer timer) or no longer flagged as talking to the bot (an agent's accept clears the flag).
 */
function routedElsewhere({ state, ticket, queues }: BotInput): boolean {
  if (botTalking(state.level) && !ticket.chatbot) return true;
  if (state.level === 'queue') return ticket.queueId !== null;
  if (state.level === 'option' || state.level === 'leaf') return ticket.queueId !== state.queueId;
  if (state.level === 'start')
    return ticket.queueId !== null && !(queues.length === 1 && queues[0]?.id === ticket.queueId);
  return false;
}

/** Outside company hours the customer is told once (until a message comes inside hours) and no menu runs. */
function outOfCompanyHours(input: BotInput): BotDecision | undefined {
  const { scheduleType, companyHours, now, timeZone, state } = input;
  if (scheduleType !== 'company' || !companyHours || withinHours(companyHours, now, timeZone)) return undefined;
  if (state.outOfHoursNotified) return result(state, '', input.ticket.queueId);
  const notified = { ...state, outOfHoursNotified: true };
  return result(notified, input.connection.outOfHoursMessage, input.ticket.queueId);
}

function start(input: BotInput): BotDecision {
  const [first, ...others] = input.queues;
  if (!first) return ended(input, '');
  if (others.length === 0) return enterQueue(input, first);
  return menuSent(input, queueMenu(input.connection.greetingMessage, input.queues), {
    level: 'queue',
    queueId: null,
    path: [],
  });
}

/** The queue is chosen (or the only one): out of its hours the notice, else its greeting and first options. */
function enterQueue(input: BotInput, queue: BotQueue): BotDecision {
  if (input.scheduleType === 'queue' && !withinHours(queue.schedules, input.now, input.timeZone)) {
    const notice = queue.outOfHoursMessage.trim() ? queue.outOfHoursMessage : input.connection.outOfHoursMessage;
    return ended(input, notice, queue.id);
  }
  const options = input.options.filter((option) => option.queueId === queue.id);
  if (optionsUnder(options, null).length === 0) return ended(input, queue.greetingMessage, queue.id);
  return menuSent(input, levelMenu(input, queue, options, []), { level: 'option', queueId: queue.id, path: [] });
}

function answerQueueMenu(input: BotInput): BotDecision {
  if (input.queues.length === 0) return ended(input, '');
  // `#` is the start wherever the customer types it; here the start is this menu, sent again.
  if (input.answer === START_KEY) return start(input);
  const queue = pickedQueue(input.answer, input.queues);
  if (queue) return enterQueue(input, queue);
  return wrongAnswer(input, queueMenu(input.connection.greetingMessage, input.queues));
}

/** The queue whose options the state walks, its options, and the turn with the path as far as it still exists. */
function walkedQueue(input: BotInput) {
  const queue = input.queues.find((candidate) => candidate.id === input.state.queueId);
  if (!queue) return undefined;
  const options = input.options.filter((option) => option.queueId === queue.id);
  const path = walkedPath(options, input.state.path);
  return { queue, options, path, here: { ...input, state: { ...input.state, path } } };
}

function answerOptionMenu(input: BotInput): BotDecision {
  const walked = walkedQueue(input);
  if (!walked) return ended(input, '');
  const { queue, options, path, here } = walked;
  if (input.answer === START_KEY) return start(here);
  if (input.answer === BACK_KEY && canGoBack(input, path)) return back(here, queue, options);
  const current = optionsUnder(options, path.at(-1) ?? null);
  const picked = current.find((option) => typedKey(input.answer, option.option));
  if (picked) return pick(here, queue, options, picked);
  if (current.length === 0) return ended(here, '');
  return wrongAnswer(here, levelMenu(input, queue, options, path));
}

/** `0` is offered below the first level, and at the first level when there is a queue menu to return to. */
const canGoBack = (input: BotInput, path: readonly string[]) => path.length > 0 || input.queues.length > 1;

function back(input: BotInput, queue: BotQueue, options: readonly QueueOption[]): BotDecision {
  const { path } = input.state;
  if (path.length === 0) {
    return menuSent(input, queueMenu(input.connection.greetingMessage, input.queues), {
      level: 'queue',
      queueId: null,
      path: [],
    });
  }
  const up = path.slice(0, -1);
  return menuSent(input, levelMenu(input, queue, options, up), { level: 'option', queueId: queue.id, path: up });
}

/**
 * After a leaf the ticket waits for an agent, but the menu that offered the leaf promised `0` and `#`: `0` sends
 * that menu again, `#` the start; anything else is for the agent and the bot keeps quiet (issue 14).
 */
function answerAfterLeaf(input: BotInput): BotDecision {
  const walked = walkedQueue(input);
  if (!walked) return ended(input, '');
  const { queue, options, path, here } = walked;
  if (input.answer === START_KEY) return start(here);
  if (input.answer !== BACK_KEY) return result(input.state, '', input.ticket.queueId);
  if (optionsUnder(options, path.at(-1) ?? null).length === 0) return ended(here, '');
  return menuSent(here, levelMenu(input, queue, options, path), { level: 'option', queueId: queue.id, path });
}

/** An option's message; with children their menu follows one level down, a leaf stops the bot (see `leaf`). */
function pick(input: BotInput, queue: BotQueue, options: readonly QueueOption[], picked: QueueOption): BotDecision {
  if (optionsUnder(options, picked.id).length === 0) {
    const atLeaf: BotState = { ...endedState(input.state), level: 'leaf', queueId: queue.id, path: input.state.path };
    return result(atLeaf, picked.message, queue.id);
  }
  const down = [...input.state.path, picked.id];
  return menuSent(input, levelMenu(input, queue, options, down), { level: 'option', queueId: queue.id, path: down });
}

/** The menu of a level: the queue's greeting over the first level, the picked option's message below it. */
function levelMenu(input: BotInput, queue: BotQueue, options: readonly QueueOption[], path: readonly string[]) {
  const parentId = path.at(-1) ?? null;
  const parent = options.find((option) => option.id === parentId);
  const header = parent ? parent.message : queue.greetingMessage;
  return optionMenu(header, optionsUnder(options, parentId), { back: canGoBack(input, path) });
}

/** The path as far as its options still exist under each other (an admin may have edited the tree since). */
function walkedPath(options: readonly QueueOption[], path: readonly string[]): string[] {
  const walked: string[] = [];
  for (const id of path) {
    const option = options.find((candidate) => candidate.id === id);
    if (!option || option.parentId !== (walked.at(-1) ?? null)) break;
    walked.push(id);
  }
  return walked;
}

/**
 * Not a choice of the menu: the menu goes again only when `timeUseBotQueues` minutes passed since it was last sent
 * and it was sent fewer than `maxUseBotQueues` times (0: no limit); at the limit the bot gives up.
 */
function wrongAnswer(input: BotInput, menu: string): BotDecision {
  const { state, connection, now } = input;
  if (connection.maxUseBotQueues > 0 && state.sends >= connection.maxUseBotQueues) return ended(input, '');
  const since = state.lastSentAt ? now.getTime() - Date.parse(state.lastSentAt) : Infinity;
  if (since < connection.timeUseBotQueues * 60_000) return result(state, '', input.ticket.queueId);
  const again = { ...state, sends: state.sends + 1, lastSentAt: now.toISOString() };
  return result(again, menu, input.ticket.queueId);
}
