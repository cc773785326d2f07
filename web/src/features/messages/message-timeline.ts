import type { Message } from '@domain/messages/schema';
import { formatDay, formatTime } from '../../lib/format';

/** What the message list draws, oldest first: day separators, ticket start/end markers and the bubbles. */
export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'ticket-end' | 'ticket-start'; key: string; ticketId: string; at: string }
  | { kind: 'message'; key: string; message: Message };

/** A message's day in the app's language (DD/MM/YYYY in Portuguese), in the viewer's time zone (spec 1 §9). */
export const dayLabel = (iso: string): string => formatDay(iso);

/** HH:mm in the viewer's time zone. */
export const timeLabel = (iso: string): string => formatTime(iso);

/**
 * The contact's whole history on the connection spans several tickets: where the ticket changes between two
 * messages, the earlier conversation ended and a new one started. A new day gets its separator.
 */
export function buildTimeline(oldestFirst: Message[]): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: Message | undefined;
  for (const message of oldestFirst) {
    if (previous && previous.ticketId !== message.ticketId) {
      items.push({ kind: 'ticket-end', key: `end-${message.id}`, ticketId: previous.ticketId, at: previous.createdAt });
    }
    const day = dayLabel(message.createdAt);
    if (!previous || dayLabel(previous.createdAt) !== day)
      items.push({ kind: 'day', key: `day-${message.id}`, label: day });
    if (previous && previous.ticketId !== message.ticketId) {
      items.push({
        kind: 'ticket-start',
        key: `start-${message.id}`,
        ticketId: message.ticketId,
        at: message.createdAt,
      });
    }
    items.push({ kind: 'message', key: message.id, message });
    previous = message;
  }
  return items;
}

export type AckState = 'pending' | 'sent' | 'delivered' | 'read';

/** Spec 1 §4: 0 waiting (clock), 1 sent (✓), 2 delivered (✓✓), 3 to 5 read or played (blue ✓✓). */
export function ackState(ack: number): AckState {
  if (ack >= 3) return 'read';
  if (ack === 2) return 'delivered';
  if (ack === 1) return 'sent';
  return 'pending';
}

const SAFE_URL = /^https?:\/\//i;
const SAFE_IMAGE = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

export interface LocationCard {
  image: string | null;
  link: string | null;
  description: string;
}

/** Spec 1 §3: a location body is 'image|link|description'; only http(s) and inline images are used. */
export function parseLocation(body: string): LocationCard {
  const [image = '', link = '', ...rest] = body.split('|');
  return {
    image: SAFE_IMAGE.test(image.trim()) ? image.trim() : null,
    link: SAFE_URL.test(link.trim()) ? link.trim() : null,
    description: rest.join('|').trim(),
  };
}

export interface ContactCard {
  name: string;
  number: string;
}

/** The name (FN) and number (TEL's waid, else its value) of each vCard in a vcard message's body. */
export function parseVcards(body: string): ContactCard[] {
  const blocks = body.match(/BEGIN:VCARD[\s\S]*?END:VCARD/gi) ?? [body];
  return blocks
    .map((vcard) => {
      const name = /^FN[^:\n]*:(.*)$/im.exec(vcard)?.[1]?.trim() ?? '';
      const tel = /^(?:item\d+\.)?TEL([^:\n]*):(.*)$/im.exec(vcard);
      const waid = /waid=(\d+)/i.exec(tel?.[1] ?? '')?.[1];
      return { name, number: waid ?? tel?.[2]?.trim() ?? '' };
    })
    .filter((card) => card.name !== '' || card.number !== '');
}

/** Who wrote a contact message in a group: the participant's name as the chat app gave it. */
export function senderName(message: {
  senderName: string | null;
  contact: { name: string } | null;
  participant?: string | null;
}): string {
  return message.senderName || message.contact?.name || message.participant || '';
}

/** Media types whose body is data (a card or a call), not words to show. */
const STRUCTURED_BODIES = new Set(['locationMessage', 'vcard', 'call_log']);

/** The words of a bubble: the text, or a media caption (a body that only repeats the file name is not one). */
export function textOf(message: Pick<Message, 'body' | 'mediaType' | 'mediaName'>): string {
  if (STRUCTURED_BODIES.has(message.mediaType)) return '';
  if (message.mediaType !== 'chat' && message.body === message.mediaName) return '';
  return message.body;
}
