import type { Contact } from './schema.js';
import { onlyDigits } from './schema.js';

/** How the provider names a chat known only by the customer's LID (session-host lid-resolver `LID_PREFIX`). */
const LID_CHAT = 'lid:';

/** The contact a chat id names: a phone number, a LID whose number is hidden, or a group (its chat id). */
export function contactAddressOf(chatId: string, isGroup: boolean): { number: string; lid?: string } {
  if (isGroup) return { number: chatId };
  if (chatId.startsWith(LID_CHAT)) return { number: '', lid: onlyDigits(chatId.slice(LID_CHAT.length)) };
  return { number: onlyDigits(chatId) };
}

/**
 * Where commands for a contact go (docs/decisions/015): its group, its phone number, or — when the customer
 * hides the number — its LID. Never the LID's digits as a phone number.
 */
export function chatIdOfContact(contact: Pick<Contact, 'number' | 'lid' | 'isGroup'>): string {
  if (contact.isGroup || contact.number || !contact.lid) return contact.number;
  return `${LID_CHAT}${contact.lid}`;
}
