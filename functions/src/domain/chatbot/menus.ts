import type { QueueOption } from '../queue-options/schema.js';

/**
 * The bot's menus as the customer reads them (docs/decisions/012): a header (a greeting or an option's message),
 * a blank line, then one line per choice, `*key* - label`. Texts are templates: the caller renders the message
 * variables of the whole text.
 */
export const BACK_KEY = '0';
export const START_KEY = '#';
export const BACK_LINE = `*${BACK_KEY}* - Voltar`;
export const START_LINE = `*${START_KEY}* - Menu inicial`;

const line = (key: string, label: string) => `*${key}* - ${label}`;

/** The header, a blank line and the choices; a blank header leaves only the choices. */
export function menuText(header: string, lines: readonly string[]): string {
  const list = lines.join('\n');
  const top = header.trimEnd();
  return top.trim() === '' ? list : `${top}\n\n${list}`;
}

/** The connection's greeting and its queues numbered 1..n in the order given. */
export function queueMenu(greeting: string, queues: readonly { name: string }[]): string {
  return menuText(
    greeting,
    queues.map((queue, index) => line(String(index + 1), queue.name)),
  );
}

/** The options under a parent (null: the queue's first level), by their number. */
export function optionsUnder(options: readonly QueueOption[], parentId: string | null): QueueOption[] {
  return options
    .filter((option) => option.parentId === parentId)
    .sort((a, b) => Number(a.option) - Number(b.option) || a.title.localeCompare(b.title, 'pt-BR'));
}

/**
 * An options menu: its options, then `0` (back) when there is a level to go back to, and `#` (start) always.
 */
export function optionMenu(header: string, options: readonly QueueOption[], shows: { back: boolean }): string {
  const lines = options.map((option) => line(option.option, option.title));
  if (shows.back) lines.push(BACK_LINE);
  lines.push(START_LINE);
  return menuText(header, lines);
}

/** Whether the customer typed this key: digits compare as numbers, so `01` picks option `1`. */
export function typedKey(answer: string | null, key: string): boolean {
  if (answer === null) return false;
  if (/^\d+$/.test(answer) && /^\d+$/.test(key)) return Number(answer) === Number(key);
  return answer === key;
}

/** The queue a number picks from the menu's list, if any. */
export function pickedQueue<T>(answer: string | null, queues: readonly T[]): T | undefined {
  if (answer === null || !/^\d{1,4}$/.test(answer)) return undefined;
  const index = Number(answer) - 1;
  return index >= 0 ? queues[index] : undefined;
}
