import { wallClock } from './company-time.js';

/**
 * The message variables of spec 1 §3 / spec 2 §3, usable in every automatic text (greetings, menus, out-of-hours,
 * completion, rating, inactivity): {{firstName}}, {{name}}, {{ms}}, {{protocol}}, {{date}}, {{hour}}. Unknown
 * variables stay as written, so a typo shows in the message rather than vanishing.
 */
export interface MessageContext {
  contactName: string;
  /** The ticket the message belongs to: its protocol is its creation time and id. */
  ticket: { id: string; createdAt: string };
  now: Date;
  timeZone: string;
  /** Extra values some texts offer (the accept greeting's {{user}}). */
  extra?: Record<string, string>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Customer-facing greeting by the company's clock: 06–11 morning, 12–17 afternoon, otherwise evening. */
export function greetingOfHour(hour: number): string {
  if (hour >= 6 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/**
 * The ticket's protocol number: its creation time in the company's zone (yyyyMMddHHmmss) followed by the last
 * six characters of its id, so it is unique, sortable and readable over the phone.
 */
export function protocolOf(ticket: { id: string; createdAt: string }, timeZone: string): string {
  const w = wallClock(new Date(ticket.createdAt), timeZone);
  const stamp = `${w.year}${pad(w.month)}${pad(w.day)}${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
  return `${stamp}${ticket.id.slice(-6).toUpperCase()}`;
}

export function messageVariables(context: MessageContext): Record<string, string> {
  const w = wallClock(context.now, context.timeZone);
  const name = context.contactName.trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greetingOfHour(w.hour),
    protocol: protocolOf(context.ticket, context.timeZone),
    date: `${pad(w.day)}/${pad(w.month)}/${w.year}`,
    hour: `${pad(w.hour)}:${pad(w.minute)}`,
    ...context.extra,
  };
}

/** Replaces `{{variable}}` (spaces inside the braces allowed) with its value. */
export function renderMessage(template: string, context: MessageContext): string {
  const values = messageVariables(context);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] ?? '') : whole,
  );
}
