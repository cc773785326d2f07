import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';

/**
 * Where the bot is with a ticket (docs/decisions/012):
 * - `start`: not started yet (a new ticket held out of company hours gets the menu at its first message inside);
 * - `queue`: the queue menu was sent and awaits a number;
 * - `option`: an options menu of `queueId` was sent (the children of the last option of `path`);
 * - `leaf`: a leaf of `queueId` (listed by the menu of `path`) answered; the ticket waits for an agent, and only
 *   `0` (that menu again) or `#` (the start) wake the bot (issue 14);
 * - `ended`: the bot is done with this ticket; only the out-of-hours notice may still go.
 */
export type BotLevel = 'start' | 'queue' | 'option' | 'leaf' | 'ended';

export interface BotState {
  level: BotLevel;
  /** The queue whose options are walked (level `option`). */
  queueId: string | null;
  /** Option ids picked, from the queue's root down; the current menu lists the children of the last one. */
  path: string[];
  /** How many times the current menu was sent. */
  sends: number;
  lastSentAt: string | null;
  /** The out-of-hours notice went and no customer message came inside hours since. */
  outOfHoursNotified: boolean;
}

/** A conversation the customer abandoned leaves no state behind for long. */
export const BOT_STATE_TTL_SECONDS = 30 * 24 * 60 * 60;

export const botTalking = (level: BotLevel) => level === 'queue' || level === 'option';

/** The state before the bot did anything: a new ticket starts it; any other ticket has nothing to start. */
export function initialBotState(newTicket: boolean): BotState {
  return {
    level: newTicket ? 'start' : 'ended',
    queueId: null,
    path: [],
    sends: 0,
    lastSentAt: null,
    outOfHoursNotified: false,
  };
}

export type BotItem = BotState & { pk: string; sk: string; expiresAt: number };

export async function getBotState(table: Table, companyId: string, ticketId: string): Promise<BotState | undefined> {
  return botStateOf(await table.get<BotItem>(keys.ticketBot(companyId, ticketId)));
}

/** The chatbot's state as its stored item (read by the caller, maybe in a batch) holds it. */
export function botStateOf(item: Partial<BotItem> | undefined): BotState | undefined {
  if (!item?.level) return undefined;
  return {
    level: item.level,
    queueId: item.queueId ?? null,
    path: item.path ?? [],
    sends: item.sends ?? 0,
    lastSentAt: item.lastSentAt ?? null,
    outOfHoursNotified: Boolean(item.outOfHoursNotified),
  };
}

/**
 * Written without a condition: the inbound pipeline runs one chat's messages one at a time, so nobody else writes
 * this item meanwhile.
 */
export async function saveBotState(
  table: Table,
  at: { companyId: string; ticketId: string; now: Date },
  state: BotState,
): Promise<void> {
  const expiresAt = Math.floor(at.now.getTime() / 1000) + BOT_STATE_TTL_SECONDS;
  await table.put({ ...keys.ticketBot(at.companyId, at.ticketId), ...state, expiresAt });
}

export function sameBotState(a: BotState | undefined, b: BotState): boolean {
  return (
    a !== undefined &&
    a.level === b.level &&
    a.queueId === b.queueId &&
    a.path.join('/') === b.path.join('/') &&
    a.sends === b.sends &&
    a.lastSentAt === b.lastSentAt &&
    a.outOfHoursNotified === b.outOfHoursNotified
  );
}
