import i18n from 'i18next';
import { chatsEn } from '../../i18n/chats-en';
import { chatsEs } from '../../i18n/chats-es';
import { chatsPt } from '../../i18n/chats-pt';

/** The internal chat's texts as the namespace `chats`: they travel with the page and the popover, not the shell. */
export const CHATS_NS = 'chats';
for (const [language, texts] of [
  ['pt', chatsPt],
  ['en', chatsEn],
  ['es', chatsEs],
] as const) {
  i18n.addResourceBundle(language, CHATS_NS, texts, true, true);
}
